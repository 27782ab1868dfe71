// Shared vitest settings: workspace packages resolve to their TypeScript source (the `@app/source`
// export condition), and every run writes a JSON report that `npm test` sums into one summary line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

const root = import.meta.dirname;

export function defineProjectConfig(packageDir: string, overrides: ViteUserConfig = {}) {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string };
  const reportName = name.replace(/^@/, '').replace(/\//g, '-');
  const base = defineConfig({
    resolve: { conditions: ['@app/source'] },
    ssr: { resolve: { conditions: ['@app/source'] } },
    test: {
      root: packageDir,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: ['default', 'json'],
      outputFile: { json: join(root, 'test-results', `${reportName}.json`) },
      // Bounds on tests that wait for events (a server process up, a build's end): generous, so a
      // busy machine makes the suite slower, not red.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
  return mergeConfig(base, overrides);
}

/**
 * A React package's tests: React, the browser export conditions, jsdom, and the one shared setup
 * (@app/ui-testing/setup), then the package's own `setupFiles`.
 */
export function defineReactProjectConfig(packageDir: string, options: { setupFiles?: string[] } = {}) {
  return defineProjectConfig(packageDir, {
    plugins: [react()],
    resolve: { conditions: [...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      setupFiles: ['@app/ui-testing/setup', ...(options.setupFiles ?? [])],
    },
  });
}
