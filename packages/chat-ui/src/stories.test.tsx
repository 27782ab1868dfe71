// Renders every story in jsdom with the Storybook preview, so a story that breaks fails the tests.
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(storyFiles))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module) as Record<string, ComponentType>);
  it.each(stories)('%s renders', (_name, Story) => {
    const { baseElement } = render(<Story />);
    expect(baseElement.textContent?.trim()).not.toBe('');
  });
});
