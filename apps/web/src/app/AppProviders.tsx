import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../crash/AppErrorBoundary';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { colorSchemeManager, theme } from '../theme/theme';
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
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env={env}>
        <ServicesProvider services={services}>
          <NotificationCenter store={services.notifications} />
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </ServicesProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
