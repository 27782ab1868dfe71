import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const html = { accept: 'text/html,application/xhtml+xml' };

const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectEveryAnswerHeaders(response: Response, what: string): void {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

function expectConsolePolicy(response: Response, what: string): void {
  expectEveryAnswerHeaders(response, what);
  expect(response.headers.get('content-security-policy'), what).toBe(CONSOLE_CSP);
  expect(response.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
}

function expectApiPolicy(response: Response, what: string): void {
  expectEveryAnswerHeaders(response, what);
  expect(response.headers.get('content-security-policy'), what).toBe(API_CSP);
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers', () => {
  let webDir: string;
  let server: TestServer;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(webDir, 'assets', 'index-B1x2y3z4.js'), 'console.log(1)');
    server = await createTestServer({ database: 'sqlite', env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('gives the console page, its client-side routes and its files the console policy', async () => {
    for (const [path, headers] of [
      ['/', html],
      ['/flow/123', html],
      ['/assets/index-B1x2y3z4.js', {}],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.status, path).toBe(200);
      expectConsolePolicy(response, path);
    }
    const missingAsset = await fetch(`${server.url}/assets/missing-abc.js`);
    expect(missingAsset.status).toBe(404);
    expectConsolePolicy(missingAsset, 'missing asset');
  });

  it('gives JSON answers, errors and API 404s the API policy', async () => {
    const version = await fetch(`${server.url}/api/v1/version`);
    expect(version.status).toBe(200);
    expectApiPolicy(version, 'version');

    const health = await fetch(`${server.url}/health`);
    expectApiPolicy(health, 'health');

    const unauthenticated = await fetch(`${server.url}/api/v1/users/whoami`);
    expect(unauthenticated.status).toBe(401);
    expectApiPolicy(unauthenticated, 'unauthenticated');

    const badBody = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(badBody.status).toBe(400);
    expectApiPolicy(badBody, 'malformed JSON');

    const badUrl = await fetch(`${server.url}/api/v1/flows/%E0%A4%A`);
    expect(badUrl.status).toBe(400);
    expectApiPolicy(badUrl, 'malformed URL');
    expect(await badUrl.json()).toEqual({ detail: 'Bad Request' });

    const missing = await fetch(`${server.url}/api/v1/nothing`, { headers: html });
    expect(missing.status).toBe(404);
    expectApiPolicy(missing, 'API 404');
  });

  it('keeps the stricter policy of stored bytes and adds the rest', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'me.png');
    const uploaded = (await (await fetch(`${server.url}/api/v1/users/upload_avatar`, { method: 'POST', body: form })).json()) as { data: { file_path: string } };
    const served = await fetch(`${server.url}${uploaded.data.file_path}`);
    expect(served.status).toBe(200);
    expectEveryAnswerHeaders(served, 'avatar');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers.get('x-frame-options')).toBe('DENY');
  });
});
