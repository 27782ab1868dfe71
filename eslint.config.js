// One lint setup for the whole workspace. Pure packages must not import React or Node built-ins
// (they run in the browser and on the server alike).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pureCore = ['packages/flow-graph/src/**', 'packages/api-client/src/**', 'packages/build-runner/src/**', 'packages/i18n/src/**'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', '**/storybook-static/**', '**/coverage/**', 'test-results/**', 'data/**', '**/.turbo/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'Never build functions from strings.' },
        { selector: "CallExpression[callee.name='eval']", message: 'Never eval.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: pureCore,
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xyflow/*', 'zustand', '@mantine/*'], message: 'Core packages stay framework-agnostic.' },
            { group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'child_process'], message: 'Core packages run in browsers too.' },
          ],
        },
      ],
    },
  },
);
