import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';

const INDEX = '<!doctype html><title>console</title>';

// Fastify's automatic HEAD twins are off: the API answers HEAD as Langflow (FastAPI) does, 405 with
// Allow; the console, its files, the health checks and the API document still answer HEAD.
describe.each([
  ['with the console built', true],
  ['without a console build', false],
])('HEAD requests %s', (_name, built) => {
  let webDir: string;
  let server: TestServer;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    if (built) {
      writeFileSync(join(webDir, 'index.html'), INDEX);
      writeFileSync(join(webDir, 'favicon.svg'), '<svg/>');
    }
    server = await createTestServer({ database: 'sqlite', env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const head = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { method: 'HEAD', headers });

  it('answers 405 with Allow on an API route that has GET, with or without its trailing slash or a query', async () => {
    for (const path of ['/api/v1/flows/', '/api/v1/flows', '/api/v1/version?x=1']) {
      const response = await head(path);
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow'), path).toContain('GET');
    }
    expect((await head('/api/v1/flows/')).headers.get('allow')).toMatch(/^([A-Z]+, )*GET, ([A-Z]+, )*POST(, [A-Z]+)*$/);
    // A parametric route: the methods of the matching route.
    expect((await head('/api/v1/flows/00000000-0000-4000-8000-000000000000')).status).toBe(405);
  });

  it('answers 404 on an API path that has no route', async () => {
    expect((await head('/api/v1/no-such-thing')).status).toBe(404);
    // A route without GET has nothing a HEAD could ask of.
    expect((await head('/api/v1/login')).status).toBe(404);
  });

  it('still answers HEAD on the health checks and the API document', async () => {
    for (const path of ['/health', '/health_check', '/openapi.json']) {
      const response = await head(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe('');
    }
    // GET itself is unchanged.
    expect((await fetch(`${server.url}/api/v1/version`)).status).toBe(200);
  });

  it.runIf(built)('still answers HEAD on the console’s pages and files', async () => {
    const page = await head('/', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await head('/flows/some-client-route', { accept: 'text/html' })).status).toBe(200);
    expect((await head('/favicon.svg')).status).toBe(200);
  });
});
