// What a third party does with our packages, step by step: the publishable workspace packages
// packed as npm would publish them (`pnpm pack` applies publishConfig and turns workspace:*
// into versions), then installed with npm into a fresh folder outside the monorepo, where
// nothing of the workspace can be found by accident.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const PACKAGES_DIR = join(REPO_ROOT, 'packages');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  name: string;
  dir: string;
  manifest: Manifest;
}

/** The packages of packages/* that are published (not private). */
export async function publishablePackages(): Promise<WorkspacePackage[]> {
  const dirs = await readdir(PACKAGES_DIR);
  const found = await Promise.all(
    dirs.map(async (dir) => {
      const manifest = JSON.parse(await readFile(join(PACKAGES_DIR, dir, 'package.json'), 'utf8')) as Manifest;
      return { name: manifest.name, dir: join(PACKAGES_DIR, dir), manifest };
    }),
  );
  return found.filter(({ manifest }) => !manifest.private).sort((a, b) => a.name.localeCompare(b.name));
}

/** Tarball path by package name. */
export type Tarballs = Record<string, string>;

/** A package's own workspace dependencies and peers (those it needs from us, not from the registry). */
function workspaceNeeds(pkg: WorkspacePackage, all: ReadonlyMap<string, WorkspacePackage>): string[] {
  return Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies }).filter((name) => all.has(name));
}

/**
 * `names` and every workspace package they need, transitively: the tarballs to install together,
 * so npm never asks the registry for a package of ours.
 */
export async function withWorkspaceNeeds(names: readonly string[]): Promise<string[]> {
  const all = new Map((await publishablePackages()).map((pkg) => [pkg.name, pkg]));
  const needed = new Set<string>();
  const visit = (name: string) => {
    const pkg = all.get(name);
    if (!pkg) throw new Error(`${name} is not a publishable workspace package`);
    if (needed.has(name)) return;
    needed.add(name);
    workspaceNeeds(pkg, all).forEach(visit);
  };
  names.forEach(visit);
  return [...needed].sort();
}

/** Runs `work` over `items`, at most `limit` at a time (a 2-core machine packs two at once). */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Packs every publishable package into `destination` (their dist must be built: turbo's ^build does it). */
export async function packPublishablePackages(destination: string): Promise<Tarballs> {
  const packages = await publishablePackages();
  const packed = await inBatches(packages, 2, async (pkg) => {
    const { stdout } = await run('pnpm', ['pack', '--pack-destination', destination], { cwd: pkg.dir, env: cleanEnv(), maxBuffer: 16 * 1024 * 1024 });
    const tarball = stdout.trim().split('\n').at(-1)?.trim();
    if (!tarball?.endsWith('.tgz')) throw new Error(`pnpm pack of ${pkg.name} printed no tarball:\n${stdout}`);
    return [pkg.name, tarball] as const;
  });
  return Object.fromEntries(packed);
}

// How to reach the registry is the machine's, not the workspace's: those npm settings stay.
const REGISTRY_SETTING = /^npm_config_(registry|@[^:]+:registry|proxy|https?_proxy|noproxy|cafile|ca|strict_ssl)$/i;

/**
 * The environment of a third party's shell: without what `pnpm run`/`npm run` and vitest put in
 * it (npm_config_*, npm_package_*, NODE_OPTIONS, the workspace's own bin folders on PATH).
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!REGISTRY_SETTING.test(key) && /^(npm_|pnpm_|NODE_OPTIONS$|NODE_PATH$|VITEST|TEST$|INIT_CWD$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((entry) => !(entry.startsWith(`${REPO_ROOT}/`) && entry.includes('node_modules')))
    .join(':');
  return { ...env, ...extra };
}

/** What the global setup hands every test file: one run's packed tarballs, npm cache and temp root. */
export interface PackedWorkspace {
  /** The run's folder under the system's temp folder; consumers are made in it and it goes at the end. */
  root: string;
  tarballs: Tarballs;
  /** npm's cache for this run's installs: a registry package is downloaded once per run. */
  npmCache: string;
}

export interface ConsumerOptions {
  /** Our packages to install; the workspace packages they need come along. */
  packages: readonly string[];
  /** Registry packages beside them, name to version range (peers, typescript, @types/node…). */
  dependencies?: Record<string, string>;
  /** A name for the folder, to tell consumers apart. */
  label: string;
}

export interface Consumer {
  /** The consumer's folder, outside the monorepo. */
  dir: string;
  /** Runs a command in the folder with a third party's environment; rejects with its output when it fails. */
  exec(command: string, args: readonly string[], env?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;
}

/** A fresh folder (an ESM package) with `npm install` of the tarballs and the registry packages. */
export async function installConsumer(packed: PackedWorkspace, options: ConsumerOptions): Promise<Consumer> {
  const dir = await mkdtemp(join(packed.root, `${options.label}-`));
  const dependencies: Record<string, string> = { ...options.dependencies };
  for (const name of await withWorkspaceNeeds(options.packages)) {
    const tarball = packed.tarballs[name];
    if (!tarball) throw new Error(`${name} was not packed`);
    dependencies[name] = `file:${tarball}`;
  }
  const manifest = { name: `consumer-${options.label}`, private: true, type: 'module', dependencies };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const exec: Consumer['exec'] = async (command, args, env = {}) => {
    try {
      return await run(command, [...args], { cwd: dir, env: cleanEnv(env), maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${stderr ?? ''}\n${stdout ?? ''}`, { cause: error });
    }
  };
  await exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '--cache', packed.npmCache]);
  return { dir, exec };
}
