// Shared vitest settings: workspace packages resolve to their TypeScript source (the `@app/source`
// export condition), and every run writes a JSON report that `npm test` sums into one summary line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
  return mergeConfig(base, overrides);
}
