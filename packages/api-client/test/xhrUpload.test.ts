// @vitest-environment jsdom
// Uploads in a browser go through XMLHttpRequest, whose upload events report progress over
// HTTP/1.1 (a streamed fetch body needs HTTP/2 in Chromium). jsdom's XHR against the real test
// server: progress from 0 to 1, the answer, a refusal's detail, a retried network failure, cancel.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createMemoryTokenStore, type UserFile } from '../src/index';
import { serverPerTest } from './httpServer';

const server = serverPerTest();
const api = () =>
  createApiClient({ baseUrl: server().url, tokenStore: createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }), retry: { baseDelayMs: 1, maxDelayMs: 1 } });

const record: UserFile = { id: 'f1', name: '报表', path: 'u1/f1.csv', size: 4, provider: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

describe('uploads through XMLHttpRequest', () => {
  it('is the browser’s way, reporting progress from 0 to 1, with the token and the multipart body', async () => {
    expect(typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest).toBe('function');
    server().on('POST', '/api/v2/files', () => ({ status: 201, json: record }));
    const reported: number[] = [];
    const answer = await api().files.upload(new File([new Uint8Array(256 * 1024).fill(120)], '报表.csv'), { onProgress: (fraction) => reported.push(fraction) });
    expect(answer).toEqual(record);
    expect(reported[0]).toBe(0);
    expect(reported.at(-1)).toBe(1);
    const [sent] = server().hits('POST', '/api/v2/files');
    expect(sent?.headers.authorization).toBe('Bearer A1');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(sent?.body).toContain('filename="报表.csv"');
  });

  it('turns a refusal into an ApiError with the server’s detail', async () => {
    server().on('POST', '/api/v2/files', () => ({ status: 400, json: { detail: 'File type not allowed' } }));
    const error = await api().files.upload(new File(['x'], 'README'), { onProgress: () => undefined }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'File type not allowed' });
  });

  it('retries after a dropped connection and starts the progress again', async () => {
    server().on('POST', '/api/v2/files', (_request, attempt) => (attempt === 1 ? { drop: true } : { status: 201, json: record }));
    const reported: number[] = [];
    expect(await api().files.upload(new File(['a,b'], '报表.csv'), { onProgress: (fraction) => reported.push(fraction) })).toEqual(record);
    expect(server().hits('POST', '/api/v2/files')).toHaveLength(2);
    expect(reported.filter((fraction) => fraction === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels with the caller’s signal', async () => {
    server().on('POST', '/api/v2/files', () => ({ status: 201, json: record, delayMs: 5000 }));
    const controller = new AbortController();
    const pending = api().files.upload(new File(['x'], 'x.txt'), { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
