// The Storybook main config of every React package and app (their .storybook/main.ts re-exports it).
// Kept apart from the index: Storybook loads it in Node, before any React or vitest code.
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const storybookMain: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages from their source, like the tests: no stale dist of @app/i18n.
  viteFinal: (vite) => mergeConfig(vite, { resolve: { conditions: ['@app/source', ...defaultClientConditions] } }),
};

export default storybookMain;
