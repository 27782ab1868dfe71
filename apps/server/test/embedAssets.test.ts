// The embeddable chat's files (apps/embed/dist): the loader and hashed files under /plugins/, the
// chat page at /rest/bot, framed by any site or only by a channel code's domain, while the console
// keeps frame-ancestors 'self'; without a build both say so.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi } from './support/api';
import { createFlow } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';

const PAGE = '<!doctype html><title>bot</title>';
const LOADER = 'window.loaded=1';
const html = { accept: 'text/html' };

function frameAncestors(response: Response): string | undefined {
  return response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('frame-ancestors'));
}

describe('embedded chat assets', () => {
  let dir: string;
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'embed-dist-'));
    mkdirSync(join(dir, 'embed', 'plugins', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'web'));
    writeFileSync(join(dir, 'embed', 'plugins', 'bot.html'), PAGE);
    writeFileSync(join(dir, 'embed', 'plugins', 'embed.js'), LOADER);
    writeFileSync(join(dir, 'embed', 'plugins', 'assets', 'bot-A1b2C3d4.js'), 'console.log(2)');
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>console</title>');
    [server, bare] = await Promise.all([
      createTestServer({ database: 'sqlite', env: { EMBED_DIST_DIR: join(dir, 'embed'), WEB_DIST_DIR: join(dir, 'web') } }),
      createTestServer({ database: 'sqlite' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), bare.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the loader to any site: script, short cache, CORS, framing allowed', async () => {
    const loader = await fetch(`${server.url}/plugins/embed.js`, { headers: { origin: 'https://shop.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(frameAncestors(loader)).toBe('frame-ancestors *');
    expect(await loader.text()).toBe(LOADER);

    const asset = await fetch(`${server.url}/plugins/assets/bot-A1b2C3d4.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the chat page at /rest/bot only, framable by any site for an unbound code', async () => {
    const page = await fetch(`${server.url}/rest/bot?id=x&api_key=sk-unknown`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(frameAncestors(page)).toBe('frame-ancestors *');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toBe(PAGE);
    expect((await fetch(`${server.url}/plugins/bot.html`)).status).toBe(404);
    // A missing file of the embed is a 404, not the console's page.
    expect((await fetch(`${server.url}/plugins/missing.js`, { headers: html })).status).toBe(404);
  });

  it('lets only the channel code’s domain frame the page when the code has one', async () => {
    const owner = await userApi(server, 'embed-assets-owner');
    const flow = await createFlow(owner, { nodes: [], edges: [] });
    const storeId = await publish(owner, flow.id);
    const bound = await createKey(owner, storeId, { is_channel: true, domain: 'shop.example.com' });
    const free = await createKey(owner, storeId, { is_channel: true });
    const boundPage = await fetch(`${server.url}/rest/bot?id=${storeId}&api_key=${bound.api_key}`, { headers: html });
    expect(frameAncestors(boundPage)).toBe('frame-ancestors https://shop.example.com http://shop.example.com');
    const freePage = await fetch(`${server.url}/rest/bot?id=${storeId}&api_key=${free.api_key}`, { headers: html });
    expect(frameAncestors(freePage)).toBe('frame-ancestors *');
  });

  it('keeps the console framable by itself only', async () => {
    const consolePage = await fetch(`${server.url}/`, { headers: html });
    expect(frameAncestors(consolePage)).toBe("frame-ancestors 'self'");
    expect(consolePage.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('says the embedded chat is not built when it is not', async () => {
    for (const path of ['/rest/bot?id=x&api_key=y', '/plugins/embed.js']) {
      const answer = await fetch(`${bare.url}${path}`, { headers: html });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: 'Embedded chat not built' });
    }
  });
});
