import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, DEFAULT_TIMEOUT_MS } from '../src/index';
import { startServer, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
  server.on('GET', '/api/v1/version', () => ({ json: { version: '1' }, delayMs: 300 }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('timeout', () => {
  it('defaults to ten minutes per request', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(600_000);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await createApiClient({ baseUrl: server.url }).system.version();
    expect(timers.mock.calls.some(([, ms]) => ms === 600_000)).toBe(true);
  });

  it('fails a slow answer with a timeout ApiError and does not retry it', async () => {
    // The answer never comes in time, and the request has a whole second to reach the server even
    // on a busy machine (so exactly one hit shows there was no retry).
    server.on('GET', '/api/v1/version', () => ({ json: { version: '1' }, delayMs: 30_000 }));
    const api = createApiClient({ baseUrl: server.url, timeoutMs: 1_000, retry: { baseDelayMs: 1 } });
    const error = await api.system.version().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, path: '/api/v1/version' });
    expect(server.hits('GET', '/api/v1/version')).toHaveLength(1);
  });

  it('applies a new timeout to later requests (config frontend_timeout × 1000)', async () => {
    const api = createApiClient({ baseUrl: server.url, timeoutMs: 50 });
    api.setTimeout(20 * 1000);
    expect(await api.system.version()).toEqual({ version: '1' });
    expect(() => api.setTimeout(0)).toThrow(RangeError);
    expect(() => createApiClient({ timeoutMs: -1 })).toThrow(RangeError);
  });
});
