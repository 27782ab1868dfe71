import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, DEDUPE_WINDOW_MS } from '../src/index';
import { createDeduper } from '../src/dedupe';
import { startServer, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
  let n = 0;
  server.on('GET', '/api/v1/config', () => ({ json: { n: ++n }, delayMs: 20 }));
  server.on('POST', '/api/v1/config', () => ({ json: { n: ++n } }));
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

/** The window is read from Date.now: a frozen clock moved by hand, so a busy machine cannot stretch a pause past it. */
function frozenClock(): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (ms) => vi.setSystemTime(Date.now() + ms);
}

describe('identical GETs within 300 ms', () => {
  it('sends one request and gives every caller its answer', async () => {
    const api = createApiClient({ baseUrl: server.url });
    const [a, b, c] = await Promise.all([api.system.config(), api.system.config(), api.system.config()]);
    expect(server.hits('GET', '/api/v1/config')).toHaveLength(1);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('shares an answer that arrived before the duplicate, as long as the window is open', async () => {
    const advance = frozenClock();
    const api = createApiClient({ baseUrl: server.url });
    await api.system.config();
    advance(50);
    await api.system.config();
    expect(server.hits('GET', '/api/v1/config')).toHaveLength(1);
  });

  it('sends again once the 300 ms window has passed', async () => {
    expect(DEDUPE_WINDOW_MS).toBe(300);
    const advance = frozenClock();
    const api = createApiClient({ baseUrl: server.url });
    await api.system.config();
    advance(DEDUPE_WINDOW_MS + 30);
    expect(await api.system.config()).toEqual({ n: 2 });
  });

  it('treats a different query as a different request', async () => {
    const api = createApiClient({ baseUrl: server.url });
    await Promise.all([
      api.request({ path: '/api/v1/config', searchParams: { page: 1 } }),
      api.request({ path: '/api/v1/config', searchParams: { page: 2 } }),
      api.request({ path: '/api/v1/config', searchParams: { page: 1, search: undefined } }),
    ]);
    expect(server.hits('GET', '/api/v1/config').map((r) => r.query).sort()).toEqual(['?page=1', '?page=2']);
  });

  it('sends a GET again after a mutation, so a read after a save sees the saved state', async () => {
    const api = createApiClient({ baseUrl: server.url });
    expect(await api.system.config()).toEqual({ n: 1 });
    await api.request({ method: 'POST', path: '/api/v1/config' });
    expect(await api.system.config()).toEqual({ n: 3 });
    expect(server.hits('GET', '/api/v1/config')).toHaveLength(2);
  });

  it('does not share a GET sent while a mutation was under way with one sent after it', async () => {
    server.on('POST', '/api/v1/config', () => ({ json: {}, delayMs: 40 }));
    const api = createApiClient({ baseUrl: server.url });
    const saving = api.request({ method: 'POST', path: '/api/v1/config' });
    const during = api.system.config();
    await saving;
    await during;
    await api.system.config();
    expect(server.hits('GET', '/api/v1/config')).toHaveLength(2);
  });

  it('never shares mutations or requests that carry their own AbortSignal', async () => {
    const api = createApiClient({ baseUrl: server.url });
    await Promise.all([api.request({ method: 'POST', path: '/api/v1/config' }), api.request({ method: 'POST', path: '/api/v1/config' })]);
    expect(server.hits('POST', '/api/v1/config')).toHaveLength(2);
    const signal = new AbortController().signal;
    await Promise.all([api.request({ path: '/api/v1/config', signal }), api.request({ path: '/api/v1/config', signal })]);
    expect(server.hits('GET', '/api/v1/config')).toHaveLength(2);
  });

  it('forgets entries older than the window (pure deduper, injected clock)', async () => {
    let now = 0;
    const deduper = createDeduper(300, () => now);
    let started = 0;
    const start = () => Promise.resolve(++started);
    await deduper.run('k', start);
    now = 299;
    expect(await deduper.run('k', start)).toBe(1);
    now = 300;
    expect(await deduper.run('k', start)).toBe(2);
  });
});
