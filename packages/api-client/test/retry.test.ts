import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, DEFAULT_RETRY, ErrorCode, type RetryOptions } from '../src/index';
import { retryDelay } from '../src/retryPolicy';
import { envelope, startServer, type TestServer } from './httpServer';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

const client = (retry: RetryOptions = { baseDelayMs: 1, maxDelayMs: 4 }) => createApiClient({ baseUrl: server.url, retry });

const gaps = (times: number[]) => times.slice(1).map((at, i) => at - (times[i] ?? at));

describe('retry policy', () => {
  it('defaults to the spec: 5 query retries, 3 mutation retries, 1000 ms doubling, 30000 ms cap', () => {
    expect(DEFAULT_RETRY).toEqual({ queries: 5, mutations: 3, baseDelayMs: 1000, maxDelayMs: 30_000 });
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt, DEFAULT_RETRY))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a failing GET five times with doubling delays up to the cap', async () => {
    server.on('GET', '/api/v1/config', () => ({ status: 503, json: { detail: 'busy' } }));
    const error = await client({ baseDelayMs: 40, maxDelayMs: 100 })
      .system.config()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, detail: 'busy' });
    const attempts = server.hits('GET', '/api/v1/config').map((r) => r.at);
    expect(attempts).toHaveLength(6);
    const measured = gaps(attempts);
    [40, 80, 100, 100, 100].forEach((expected, i) => expect(measured[i]).toBeGreaterThanOrEqual(expected - 2));
    // Uncapped, the last two delays would be 320 and 640 ms; the margin absorbs a loaded machine.
    expect(Math.max(...measured.slice(2))).toBeLessThan(250);
  });

  it('retries a failing mutation three times', async () => {
    server.on('POST', '/api/v1/things', () => ({ status: 500, json: { detail: 'boom' } }));
    await expect(client().request({ method: 'POST', path: '/api/v1/things', json: { a: 1 } })).rejects.toMatchObject({ status: 500 });
    const attempts = server.hits('POST', '/api/v1/things');
    expect(attempts).toHaveLength(4);
    // The JSON body is sent again on every try.
    expect(attempts.every((r) => r.body === '{"a":1}')).toBe(true);
  });

  it('retries 408, 429 and 5xx until one succeeds', async () => {
    const statuses = [408, 429, 502, 504];
    server.on('GET', '/api/v1/version', (_request, attempt) => {
      const status = statuses[attempt - 1];
      return status ? { status, json: { detail: 'later' } } : { json: { version: '1.0.0', main_version: '1.0', package: 'app' } };
    });
    expect(await client().system.version()).toMatchObject({ version: '1.0.0' });
    expect(server.hits('GET', '/api/v1/version')).toHaveLength(5);
  });

  it.each([400, 401, 404, 409, 413, 422])('never retries a %i', async (status) => {
    server.on('GET', '/health', () => ({ status, json: { detail: 'no' } }));
    await expect(client().system.health()).rejects.toMatchObject({ status });
    expect(server.hits('GET', '/health')).toHaveLength(1);
  });

  it('does not retry a 429 that carries an error code (login throttled)', async () => {
    server.on('POST', '/api/v1/login', () => ({ status: 429, ...envelope(null, ErrorCode.TOO_MANY_ATTEMPTS, 'too many attempts') }));
    await expect(client().auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ status: 429, code: ErrorCode.TOO_MANY_ATTEMPTS });
    expect(server.hits('POST', '/api/v1/login')).toHaveLength(1);
  });

  it('retries network errors', async () => {
    server.on('GET', '/api/v1/version', (_request, attempt) =>
      attempt <= 2 ? { drop: true } : { json: { version: '2.0.0', main_version: '2.0', package: 'app' } },
    );
    expect(await client().system.version()).toMatchObject({ version: '2.0.0' });
    expect(server.hits('GET', '/api/v1/version')).toHaveLength(3);
  });

  it('reports an unreachable server as a network ApiError after the retries', async () => {
    const url = server.url;
    await server.close();
    const error = await createApiClient({ baseUrl: url, retry: { baseDelayMs: 1, maxDelayMs: 1 } })
      .system.health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0, path: '/health' });
    server = await startServer();
  });
});
