#!/usr/bin/env node
// The README's commands (`npm start`, `npm test`, `npm run bench`) on a fresh machine: brings Node 24
// and pnpm when missing, installs, builds what changed, then starts, tests or benchmarks.
// Runs under the system Node (20 here), so it uses nothing newer than Node 18 offers.
// `node` prints the Node to run the rest with (scripts/start.sh execs it: no resident bootstrap).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');
const NODE_VERSION = '24.21.0';
const MIN_NODE = [22, 13, 0];
const command = process.argv[2] ?? 'start';
const rest = process.argv.slice(3);

function log(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    log(`${cmd} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function nodeIsRecentEnough() {
  const parts = process.versions.node.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if (parts[i] !== MIN_NODE[i]) return parts[i] > MIN_NODE[i];
  }
  return true;
}

function npmInstallInto(dir, spec, options) {
  mkdirSync(dir, { recursive: true });
  mustRun('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec], options);
}

// 1. Node: re-run this script with a project-local Node 24 when the system one is too old.
if (command === 'node' && nodeIsRecentEnough()) {
  process.stdout.write(`${process.execPath}\n`);
  process.exit(0);
}
if (!nodeIsRecentEnough()) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = join(tools, `node-${NODE_VERSION}`);
  const bin = join(dir, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    log(`Node ${process.versions.node} is older than ${MIN_NODE.join('.')}; installing Node ${NODE_VERSION} into .tools`);
    // Standard output carries only the answer of `node`: npm's goes to standard error.
    npmInstallInto(dir, `${pkg}@${NODE_VERSION}`, { stdio: ['inherit', 2, 'inherit'] });
  }
  if (command === 'node') {
    process.stdout.write(`${bin}\n`);
    process.exit(0);
  }
  const env = { ...process.env, PATH: `${dirname(bin)}:${process.env.PATH ?? ''}` };
  process.exit(run(bin, [fileURLToPath(import.meta.url), command, ...rest], { env }));
}

// 2. pnpm: the version named in package.json, behind a shim on PATH so turbo finds it.
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = rootPkg.packageManager.split('@')[1];
const pnpmDir = join(tools, `pnpm-${pnpmVersion}`);
const pnpmEntry = join(pnpmDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
if (!existsSync(pnpmEntry)) {
  log(`installing pnpm ${pnpmVersion} into .tools`);
  npmInstallInto(pnpmDir, `pnpm@${pnpmVersion}`);
}
const shimDir = join(tools, 'bin');
mkdirSync(shimDir, { recursive: true });
const shim = join(shimDir, 'pnpm');
const shimText = `#!/bin/sh\nexec "${process.execPath}" "${pnpmEntry}" "$@"\n`;
if (!existsSync(shim) || readFileSync(shim, 'utf8') !== shimText) {
  writeFileSync(shim, shimText);
  chmodSync(shim, 0o755);
}
const env = {
  ...process.env,
  PATH: `${shimDir}:${dirname(process.execPath)}:${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
const pnpm = (args) => mustRun(shim, args, { env });

// 3. Install, only when the lockfile or the Node version changed since the last install.
const stampFile = join(root, 'node_modules', '.bootstrap-install');
const stamp = createHash('sha256')
  .update(readFileSync(join(root, 'pnpm-lock.yaml')))
  .update(process.version)
  .digest('hex');
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  log('installing dependencies (frozen lockfile)');
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  writeFileSync(stampFile, stamp);
}

// 4. Chromium for the browser tests and benchmarks comes from Debian.
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    log('chromium is missing and this user cannot install it; browser tests will fail (apt-get install -y chromium)');
    return;
  }
  log('installing Debian chromium for the browser tests');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env: aptEnv });
  mustRun('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { env: aptEnv });
}

// 5. Build what changed (turbo's cache makes an unchanged build a replay), then do the work.
const turbo = (args) => run(shim, ['exec', 'turbo', ...args], { env });
switch (command) {
  case 'start': {
    if (turbo(['run', 'build', '--filter=@app/server...', '--filter=@app/web...', '--filter=@app/embed...', '--output-logs=errors-only']) !== 0) process.exit(1);
    // The server takes this process's place with the runtime settings the Docker image and
    // `pnpm start` use too (apps/server/runtime.mjs); imported here, not through start.mjs, which
    // would be a second Node start.
    const { execServer } = await import('../apps/server/runtime.mjs');
    execServer(process.execPath, env, rest);
    break;
  }
  case 'test': {
    ensureChromium();
    const status = run(process.execPath, [join(root, 'scripts', 'run-tests.mjs'), ...rest], { env });
    process.exit(status);
    break;
  }
  case 'bench': {
    ensureChromium();
    if (turbo(['run', 'build', '--output-logs=errors-only']) !== 0) process.exit(1);
    process.exit(run(shim, ['--filter', '@app/bench', 'run', 'bench', ...rest], { env }));
    break;
  }
  default:
    log(`unknown command ${command}; use start, test, bench or node`);
    process.exit(2);
}
