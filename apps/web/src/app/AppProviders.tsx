import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@app/chat-ui/styles.css';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '../crash/AppErrorBoundary';
import { DeferredNotificationCenter } from '../notifications/DeferredNotificationCenter';
import { colorSchemeManager, themeFor } from '../theme/theme';
import { ServicesProvider, type AppServices } from './services';

interface AppProvidersProps {
  services: AppServices;
  i18n: I18n;
  /** 'test' turns off transitions and portals (jsdom). */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ services, i18n, env, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageTheme env={env}>
        <ServicesProvider services={services}>
          <DeferredNotificationCenter store={services.notifications} />
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </ServicesProvider>
      </LanguageTheme>
    </I18nextProvider>
  );
}

/** Mantine with the theme of the current language: a language switch changes the fonts too. */
function LanguageTheme({ env, children }: { env: AppProvidersProps['env']; children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useMemo(() => themeFor(language), [language]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}
