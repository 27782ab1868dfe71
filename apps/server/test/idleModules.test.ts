// What an idle server loads (issue 19): every module costs resident memory and start-up time for
// the life of the process, so the libraries of features a server may never use load with their
// first use. A server without REDIS_URL, DATABASE_URL and SMTP_HOST, answering /health and
// stopped, must not have loaded them, nor the English starter templates (the first start stores
// the Chinese ones); restarted on the same data, it must not load the templates at all (the
// examples stored on the first start are current).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serverPackageDir } from '../src/config/packageInfo';
import { environmentVariables } from '../src/config/environment';

const workDir = mkdtempSync(join(tmpdir(), 'idle-modules-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * Queue mode, PostgreSQL, email, zip files, MCP, Word and PDF documents (parsed in compute
 * processes, and the pool that starts them), web pages read as text, outbound requests, the
 * OpenAPI document and its UI (/openapi.json, /docs); JSON Schema compilers (routes have zod schemas);
 * Python (Pyodide, in the Python REPL's worker).
 */
const FIRST_USE_ONLY = ['bullmq', 'ioredis', 'pg', 'nodemailer', 'jszip', '@modelcontextprotocol/sdk', 'mammoth', 'unpdf', 'html-to-text', 'node-html-parser', 'undici', 'tinypool', '@fastify/swagger', '@fastify/swagger-ui', 'yaml', '@fastify/ajv-compiler', 'ajv', '@fastify/fast-json-stringify-compiler', 'pyodide'];
/**
 * Every component module's source (what the sandbox serves edited code, about 0.7 MB) and every
 * screen's texts of both languages (the server needs a few namespaces, by their own paths).
 */
const FIRST_USE_ONLY_SOURCES = ['packages/components/src/modules.generated.ts', 'packages/i18n/src/resources.ts'];
/** The starter templates' flows (about 1.3 MB): the Chinese ones, read to install the examples; both, read to list them. */
const STORED_TEMPLATES_SOURCE = 'packages/templates/src/storedTemplates.ts';
const TEMPLATES_SOURCE = 'packages/templates/src/starterTemplates.ts';

/** Starts the server on `dataDir`, asks /health, stops it; the packages and sources it loaded. */
async function startAndStop(dataDir: string, name: string): Promise<string[]> {
  const record = join(workDir, `${name}.txt`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([variable]) => !(variable in environmentVariables)));
  const child = spawn(
    process.execPath,
    ['--conditions=@app/source', '--import', './scripts/register-source.mjs', '--import', './test/support/recordPackages.mjs', 'src/main.ts'],
    {
      cwd: serverPackageDir,
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Idle-Passw0rd', RECORD_PACKAGES_TO: record },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => /Server listening on (\S+)/.exec(output)?.[1] ?? (child.exitCode === null ? undefined : output), { timeout: 60_000, interval: 50 }).toMatch(/^http/);
  const url = /Server listening on (\S+)/.exec(output)![1]!;
  expect((await fetch(`${url}/health`)).status).toBe(200);
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  return readFileSync(record, 'utf8').split('\n');
}

it('loads no library of a feature it has not used yet, nor the templates it does not store', async () => {
  const dataDir = join(workDir, 'data');
  const first = await startAndStop(dataDir, 'first');
  // The recording works: the server's own libraries are in it, and the first start stores the examples.
  expect(first).toEqual(expect.arrayContaining(['fastify', 'kysely', 'packages/components/src/sources.generated.ts', STORED_TEMPLATES_SOURCE]));
  expect(first.filter((name) => FIRST_USE_ONLY.includes(name) || FIRST_USE_ONLY_SOURCES.includes(name) || name === TEMPLATES_SOURCE)).toEqual([]);

  const restarted = await startAndStop(dataDir, 'restarted');
  expect(restarted).toEqual(expect.arrayContaining(['fastify', 'kysely']));
  expect(restarted.filter((name) => FIRST_USE_ONLY.includes(name) || FIRST_USE_ONLY_SOURCES.includes(name) || name === TEMPLATES_SOURCE || name === STORED_TEMPLATES_SOURCE)).toEqual([]);
}, 180_000);
