import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages from their source, like the tests: no stale dist of @app/i18n.
  viteFinal: (vite) => mergeConfig(vite, { resolve: { conditions: ['@app/source', ...defaultClientConditions] } }),
};

export default config;
