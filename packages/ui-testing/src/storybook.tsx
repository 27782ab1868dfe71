// The Storybook preview of every React package (its .storybook/preview.tsx adds the stylesheets),
// with theme and language switches, and the test that renders every story in jsdom with it.
import { createI18n } from '@app/i18n';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { composeStories, setProjectAnnotations, type Preview } from '@storybook/react';
import { render } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

/** `theme`: the app's Mantine theme, where stories should look like the app. */
export function createStorybookPreview(options: { theme?: MantineThemeOverride } = {}): Preview {
  const i18n = createI18n('zh');
  return {
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
            <MantineProvider theme={options.theme} forceColorScheme={context.globals.colorScheme === 'dark' ? 'dark' : 'light'}>
              <Story />
            </MantineProvider>
          </I18nextProvider>
        );
      },
    ],
  };
}

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Renders every story of the given modules (a package's `import.meta.glob('./**\/*.stories.tsx',
 * {eager: true})`) with the preview, so a story that breaks fails the package's tests.
 */
export function testEveryStory(storyFiles: Record<string, StoryModule>, preview: Preview): void {
  setProjectAnnotations(preview);
  describe.each(Object.entries(storyFiles))('%s', (_file, module) => {
    const stories = Object.entries(composeStories(module) as Record<string, ComponentType>);
    it.each(stories)('%s renders', (_name, Story) => {
      const { baseElement } = render(<Story />);
      expect(baseElement.textContent?.trim()).not.toBe('');
    });
  });
}
