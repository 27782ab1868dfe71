import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';

const INDEX = '<!doctype html><title>console</title>';
const html = { accept: 'text/html,application/xhtml+xml' };
const BIG_SCRIPT = `export const words = ${JSON.stringify('工作流 '.repeat(2000))};`;

describe('web console', () => {
  let webDir: string;
  let server: TestServer;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'assets', 'index-B1x2y3z4.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg/>');
    // What scripts/precompress.mjs writes beside a built file.
    writeFileSync(join(webDir, 'assets', 'big-C5d6e7f8.js'), BIG_SCRIPT);
    writeFileSync(join(webDir, 'assets', 'big-C5d6e7f8.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(webDir, 'assets', 'big-C5d6e7f8.js.gz'), gzipSync(BIG_SCRIPT));
    server = await createTestServer({ database: 'sqlite', env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await fetch(`${server.url}/`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
    expect((await fetch(`${server.url}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await fetch(`${server.url}/assets/index-B1x2y3z4.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');

    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the build’s precompressed variant the client accepts, brotli first, and the file itself otherwise', async () => {
    // fetch() would decode the body; a raw request shows the bytes on the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; cache: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = request(`${server.url}/assets/big-C5d6e7f8.js`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, cache: response.headers['cache-control'], body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(brotli.cache).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    expect((await raw('gzip')).encoding).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('answers client-side routes with index.html', async () => {
    const response = await fetch(`${server.url}/flow/123/view?tab=2`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('does not fall back for API paths, non-HTML requests or missing assets', async () => {
    for (const [path, headers] of [
      ['/api/v1/nothing', html],
      ['/health_check/x', html],
      ['/flow/123', { accept: 'application/json' }],
      ['/assets/missing-abc.js', { accept: '*/*' }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('never serves files outside the folder', async () => {
    for (const path of ['/..%2f..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2f..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await fetch(`${server.url}${path}`);
      const text = await response.text();
      expect(text, path).not.toContain('root:');
      expect(response.status, path).not.toBe(200);
    }
  });

  it('keeps the API working beside the console', async () => {
    expect((await fetch(`${server.url}/api/v1/version`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/health`, { headers: html })).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('web console not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers / and page requests with 404 "Web console not built"; the API works', async () => {
    for (const [path, headers] of [
      ['/', {}],
      ['/flows', html],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Web console not built' });
    }
    expect((await fetch(`${server.url}/api/v1/config`)).status).toBe(200);
  });
});
