// What a third party's Node gets from the published packages' `exports`: `require()` works (Node
// 20.19+ and 24 load the ESM build through the `default` condition; `import` alone refused it with
// ERR_PACKAGE_PATH_NOT_EXPORTED), `./package.json` can be read, and the workspace-only
// `@app/source` condition (the packages' TypeScript sources) is not in what `publishConfig` publishes.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packagesDir = join(import.meta.dirname, '..', '..', '..', 'packages');

interface Manifest {
  name: string;
  private?: boolean;
  exports: Record<string, string | Record<string, string>>;
  publishConfig?: { exports?: Record<string, string | Record<string, string>> };
}

const published = readdirSync(packagesDir)
  .map((dir) => ({ dir: join(packagesDir, dir), manifest: JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as Manifest }))
  .filter(({ manifest }) => !manifest.private);

/** The exports without the workspace condition: what the published manifest must say. */
function withoutSource(exports: Manifest['exports']): Manifest['exports'] {
  return Object.fromEntries(Object.entries(exports).map(([path, target]) => [path, typeof target === 'string' ? target : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== '@app/source'))]));
}

/** Requires the package by its own name from inside it, in a fresh Node, and lists its export names. */
function requireByName(dir: string, name: string): { status: number | null; stdout: string; stderr: string } {
  const script = `const m = require(${JSON.stringify(name)}); console.log(Object.keys(m).sort().join(','));`;
  return spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' });
}

describe('the published packages’ exports', () => {
  it.each(published.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))('%s publishes exports without @app/source, with default and ./package.json', (_name, _dir, manifest) => {
    expect(manifest.publishConfig?.exports).toEqual(withoutSource(manifest.exports));
    expect(manifest.exports['./package.json']).toBe('./package.json');
    // A script entry's default is its import; a stylesheet entry has only a default.
    for (const target of Object.values(manifest.exports)) {
      if (typeof target !== 'string' && target.import !== undefined) expect(target.default).toBe(target.import);
    }
  });

  // The packages meant for Node programs too (the UI packages import stylesheets and need a bundler).
  it.each(['@app/api-client', '@app/build-runner', '@app/flow-graph', '@app/i18n', '@app/templates'])('%s can be required by CommonJS code', (name) => {
    const entry = published.find(({ manifest }) => manifest.name === name);
    expect(entry).toBeDefined();
    const result = requireByName(entry!.dir, name);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split(',').length).toBeGreaterThan(1);
  });
});
