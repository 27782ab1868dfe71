// What `pnpm release` would publish: `pnpm release:dry` (scripts/release-dry.mjs) packs every
// publishable package and must pass publint --strict, attw and the changesets' release plan; each
// tarball must carry the licence, the README and the metadata a registry page and `npm install`
// read, and nothing that only resolves inside the workspace.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const packagesDir = join(root, 'packages');
// Node 20.19 is where require() of an ES module works without a flag (the packages' `default` condition).
const REQUIRE_ESM_NODE = '20.19.0';

type Exports = Record<string, string | Record<string, string>>;
interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  license?: string;
  repository?: { type: string; url: string; directory?: string };
  homepage?: string;
  bugs?: { url: string };
  engines?: { node?: string };
  files?: string[];
  sideEffects?: boolean | string[];
  exports: Exports;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const rootManifest = readJson<Manifest>(join(root, 'package.json'));
const published = readdirSync(packagesDir)
  .map((dir) => ({ dir, manifest: readJson<Manifest>(join(packagesDir, dir, 'package.json')) }))
  .filter(({ manifest }) => !manifest.private);

const work = mkdtempSync(join(tmpdir(), 'package-tarballs-'));
let dryRun = { status: null as number | null, output: '' };
let child: ChildProcess | undefined;

// The dry run takes under a minute alone; the bound is for a machine busy with the whole suite.
beforeAll(async () => {
  dryRun = await new Promise((resolve) => {
    child = spawn(process.execPath, [join(root, 'scripts', 'release-dry.mjs'), '--pack-destination', work], { cwd: root });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}, 900_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill();
  rmSync(work, { recursive: true, force: true });
});

/** Unpacks a package's tarball (its files under `package/`) and returns that folder. */
function unpack(manifest: Manifest): string {
  const tarball = join(work, `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`);
  const into = mkdtempSync(join(work, 'unpacked-'));
  const result = spawnSync('tar', ['-xzf', tarball, '-C', into], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return join(into, 'package');
}

/** The lowest Node a dependency's `engines.node` allows (none stated: any). */
function lowestNode(range: string | undefined): string {
  return range ? (semver.minVersion(range)?.version ?? '0.0.0') : '0.0.0';
}

describe('pnpm release:dry', () => {
  it('packs every publishable package and passes publint --strict, attw and the release plan', () => {
    expect(dryRun.output).toContain(`${published.length} packages packed and checked\n`);
    expect(dryRun.output).not.toContain('FAIL');
    expect(dryRun.status).toBe(0);
  });

  it('the changesets config publishes publicly from main and never tags the private apps', () => {
    const config = readJson<{ access: string; baseBranch: string; ignore?: string[]; privatePackages?: { tag: boolean } }>(join(root, '.changeset', 'config.json'));
    expect(config).toMatchObject({ access: 'public', baseBranch: 'main', privatePackages: { tag: false } });
    // An ignored app named beside a package in one changeset makes `changeset version` refuse.
    expect(config.ignore ?? []).toEqual([]);
  });
});

describe.each(published.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))('the tarball of %s', (_name, dir, manifest) => {
  it('holds the licence, a README with npm and pnpm installs and the module format, and the published metadata', () => {
    const unpacked = unpack(manifest);
    expect(readFileSync(join(unpacked, 'LICENSE'), 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
    const readme = readFileSync(join(unpacked, 'README.md'), 'utf8');
    expect(readme).toMatch(new RegExp(`^# ${manifest.name}\\b`));
    expect(readme).toContain(`npm install ${manifest.name}`);
    expect(readme).toContain(`pnpm add ${manifest.name}`);
    expect(readme).toMatch(/\bESM\b/);
    const packed = readJson<Manifest>(join(unpacked, 'package.json'));
    expect(packed.license).toBe('MIT');
    expect(packed.repository).toEqual({ ...rootManifest.repository, directory: `packages/${dir}` });
    expect(packed.homepage).toMatch(/^https:\/\//);
    expect(packed.bugs).toEqual(rootManifest.bugs);
    expect(semver.validRange(packed.engines?.node)).toBeTruthy();
    expect(packed.files).toContain('LICENSE');
    expect(packed.sideEffects).toBeDefined();
  });

  it('exports only what resolves outside the workspace, with types for every script entry', () => {
    const unpacked = unpack(manifest);
    const packed = readJson<Manifest>(join(unpacked, 'package.json'));
    expect(JSON.stringify(packed.exports)).not.toContain('@app/source');
    for (const [path, target] of Object.entries(packed.exports)) {
      // A stylesheet entry is for bundlers: a file, no types.
      if (path.endsWith('.css')) expect(existsSync(join(unpacked, (target as { default: string }).default)), path).toBe(true);
      else if (path !== './package.json') expect(target, path).toHaveProperty('types');
    }
    const ranges = Object.values({ ...packed.dependencies, ...packed.peerDependencies });
    expect(ranges.filter((range) => range.startsWith('workspace:'))).toEqual([]);
  });

  it('asks for a Node its dependencies and require() of ESM both run on', () => {
    const own = lowestNode(manifest.engines?.node);
    expect(semver.gte(own, REQUIRE_ESM_NODE)).toBe(true);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      const installed = readJson<Manifest>(join(packagesDir, dir, 'node_modules', dependency, 'package.json'));
      const needed = lowestNode(installed.engines?.node);
      expect(semver.gte(own, needed), `${dependency} needs Node ${installed.engines?.node}`).toBe(true);
    }
  });
});
