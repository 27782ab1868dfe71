// The built server (apps/server/dist) carries in its bundle the packages a start loads (but
// fastify-plugin), which otherwise cost it more to find and load file by file than to compile
// (issue 19), and loads undici only with its first outbound request: started and asked /health, it
// has loaded none of them, nor Node's own undici (fetch, WebSocket), which an ES module import of
// node:http loads. Its chunks are ASCII: V8 keeps a module's source in memory at two bytes per
// character when any is not Latin-1. It keeps its compiled code in Node's compile cache, so a later
// start does not compile it again.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../lib/process.ts';

const root = join(import.meta.dirname, '..', '..');
const serverDir = join(root, 'apps', 'server');
const BUNDLED = [
  ...['kysely', 'jose', 'zod', 'ai', '@ai-sdk/provider-utils', '@ai-sdk/anthropic', '@ai-sdk/openai-compatible'],
  // CommonJS: Fastify, the plugins a start registers, the logger, and what they load.
  ...['fastify', 'avvio', 'find-my-way', '@fastify/cookie', '@fastify/formbody', '@fastify/multipart', '@fastify/static', '@fastify/websocket', 'ws', 'pino'],
];
const workDir = mkdtempSync(join(tmpdir(), 'server-bundle-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Starts the built server with `args` and `env` until /health answers 200, then stops it and expects a clean exit. */
async function startUntilHealthy(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: 'Bundle-Passw0rd', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const health = async () => (child.exitCode === null ? (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.status : errors);
  await expect.poll(health, { timeout: 120_000, interval: 50 }).toBe(200);
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
}

test('the built server starts without loading the packages its bundle carries', async () => {
  const record = join(workDir, 'packages.txt');
  await startUntilHealthy(['--import', './test/support/recordPackages.mjs', 'dist/main.js'], { ...process.env, DATA_DIR: join(workDir, 'data'), RECORD_PACKAGES_TO: record });

  const loaded = readFileSync(record, 'utf8').split('\n');
  // The recording works: the one external package a start loads is in it.
  expect(loaded).toEqual(expect.arrayContaining(['fastify-plugin']));
  expect(loaded.filter((name) => BUNDLED.includes(name) || name === 'undici' || name === 'node:undici')).toEqual([]);
}, 180_000);

test('the built server keeps its compiled code in Node’s compile cache, beside the installed server', async () => {
  const cache = join(serverDir, 'node_modules', '.cache', 'node-compile-cache');
  rmSync(cache, { recursive: true, force: true });
  const temp = join(workDir, 'temp');
  mkdirSync(temp);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NODE_COMPILE_CACHE') && name !== 'NODE_DISABLE_COMPILE_CACHE'));
  await startUntilHealthy(['dist/main.js'], { ...inherited, TMPDIR: temp, DATA_DIR: join(workDir, 'cached-data') });

  expect(existsSync(cache) ? readdirSync(cache, { recursive: true }).length : 0).toBeGreaterThan(0);
  // Nothing in the shared temp dir, which another local user could have prepared.
  expect(readdirSync(temp)).toEqual([]);
}, 180_000);

test('the built server carries zod’s English messages and none of its other languages, which it never selects', () => {
  const dist = join(serverDir, 'dist');
  const locales = new Set<string>();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    for (const [, locale] of readFileSync(join(dist, file), 'utf8').matchAll(/^\/\/ \S*\/zod\/v4\/locales\/(\S+)\.js$/gm)) locales.add(locale!);
  }
  expect([...locales]).toEqual(['en']);
});

test('the built server\'s chunks are ASCII, so V8 keeps their sources at one byte per character', () => {
  const dist = join(serverDir, 'dist');
  const nonAscii = readdirSync(dist).filter((name) => name.endsWith('.js') && /[\u0080-\uffff]/.test(readFileSync(join(dist, name), 'utf8')));
  expect(nonAscii).toEqual([]);
});

/** The built server's chunks, by file name. */
function distChunks(): Map<string, string> {
  const dist = join(serverDir, 'dist');
  return new Map(
    readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(dist, name), 'utf8')]),
  );
}

test('the built server’s @fastify/static loads glob with glob’s first call, which its wildcard routes never make', () => {
  const sources = [...distChunks().values()].join('\n');
  const onFirstUse = /^var (require_\w+) = __commonJS\(\{\n\s+"glob-on-first-use:glob": \(function\(exports\) \{\n\s+"use strict";\n\s+exports\.glob = \(\.\.\.args\) => require_\w+\(\)\.glob\(\.\.\.args\);$/m.exec(sources);
  expect(onFirstUse).not.toBeNull();
  expect(sources).toContain(`var { glob } = ${onFirstUse![1]}();`);
});

// A stack's line numbers cost a scan of each chunk on it (the largest is about 4 MB): pino looked
// its caller up at every pino(), and depd (http-errors, under @fastify/static) when loaded.
test('the built server’s pino looks up no caller, and @fastify/static is a chunk of its own, loaded by import()', () => {
  const chunks = distChunks();
  const sources = [...chunks.values()].join('\n');
  expect(sources).toMatch(/^\s+"pino-without-callers:pino-caller": \(function\(exports, module\) \{\n\s+"use strict";\n\s+module\.exports = \(\) => \[\];$/m);
  const owners = [...chunks].filter(([, text]) => /^\/\/ \S*\/@fastify\/static\/index\.js$/m.test(text)).map(([name]) => name);
  expect(owners).toHaveLength(1);
  expect(sources).not.toMatch(new RegExp(`^import [^;]*"\\./${owners[0]}";$`, 'm'));
  expect(sources).toContain(`import("./${owners[0]}")`);
});

// Node's compile cache keeps the code V8 compiles while a chunk loads; a bundled CommonJS module's
// body, a method of its wrapper, would be compiled lazily, at each start again. Those a start does
// not require stay methods, which hold no bytecode until called.
test('the built server’s CommonJS modules that a start requires are parenthesized functions, compiled with their chunk', () => {
  const sources = [...distChunks().values()].join('\n');
  const body = (path: string) => new RegExp(`= __commonJS\\(\\{\\n\\s+"[^"\\n]+/node_modules/${path}"(: \\(function)?\\(`).exec(sources)?.[1];
  expect(body('fastify/fastify.js')).toBe(': (function');
  expect(body('pino/pino.js')).toBe(': (function');
  // Fastify requires it (through its serializer compiler) from inside a function, not at load.
  expect(body('fast-json-stringify/index.js')).toBeUndefined();
  expect([...sources.matchAll(/= __commonJS\(\{\n\s+"[^"\n]+": \(function\(/g)].length).toBeGreaterThan(100);
});
