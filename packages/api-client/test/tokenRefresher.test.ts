import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryTokenStore, createTokenRefresher } from '../src/index';
import { envelope, startServer, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
  server.on('POST', '/api/v1/refresh', (_request, n) => envelope({ access_token: `A${n + 1}`, refresh_token: `R${n + 1}`, token_type: 'bearer' }));
  // Only the interval is faked: the HTTP exchange underneath runs on real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Advances the faked interval, then lets the real HTTP exchanges it started finish. */
async function tick(ms: number) {
  vi.advanceTimersByTime(ms);
  await sleep(50);
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await sleep(10);
}

describe('createTokenRefresher', () => {
  it('refreshes every interval while authenticated and stops on stop()', async () => {
    const tokenStore = createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' });
    const refresher = createTokenRefresher(createApiClient({ baseUrl: server.url, tokenStore }), { intervalSeconds: 60 });
    refresher.start();
    refresher.start();
    await tick(59_000);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(0);
    await tick(1_000);
    await until(() => tokenStore.getAccess() === 'A2');
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(1);
    await tick(60_000);
    await until(() => tokenStore.getAccess() === 'A3');
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(2);
    refresher.stop();
    await tick(120_000);
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(2);
  });

  it('does nothing while nobody is signed in', async () => {
    const refresher = createTokenRefresher(createApiClient({ baseUrl: server.url }), { intervalSeconds: 1 });
    refresher.start();
    await tick(5_000);
    refresher.stop();
    expect(server.hits('POST', '/api/v1/refresh')).toHaveLength(0);
  });

  it('reports a refused refresh, after the session has ended', async () => {
    server.on('POST', '/api/v1/refresh', () => ({ status: 401, json: { code: 10099, msg: 'login first', data: null } }));
    const onError = vi.fn();
    const onLogout = vi.fn();
    const api = createApiClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore({ access_token: 'A1' }), onLogout });
    const refresher = createTokenRefresher(api, { intervalSeconds: 1, onError });
    refresher.start();
    await tick(1_000);
    refresher.stop();
    await until(() => onError.mock.calls.length > 0);
    expect(onLogout).toHaveBeenCalledWith('refresh-failed');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401, code: 10099 }));
  });

  it('rejects a non-positive interval', () => {
    expect(() => createTokenRefresher(createApiClient(), { intervalSeconds: 0 })).toThrow(RangeError);
  });
});
