import '@mantine/core/styles.css';
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

const i18n = createI18n('zh');

const preview: Preview = {
  globalTypes: {
    colorScheme: {
      description: 'Mantine colour scheme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'zh', title: '中文' }, { value: 'en', title: 'English' }], dynamicTitle: true },
    },
  },
  initialGlobals: { colorScheme: 'light', locale: 'zh' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => {
      const locale = context.globals.locale === 'en' ? 'en' : 'zh';
      useEffect(() => {
        void i18n.changeLanguage(locale);
      }, [locale]);
      return (
        <I18nextProvider i18n={i18n}>
          <MantineProvider forceColorScheme={context.globals.colorScheme === 'dark' ? 'dark' : 'light'}>
            <Story />
          </MantineProvider>
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
