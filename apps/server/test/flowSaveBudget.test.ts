// FLOW_SAVE_MB_PER_MINUTE: the bytes of flow saves (create, change, import) one user may send in a minute,
// charged before the body is read. At 1 MB, a second 600 KB save in the minute answers 429 with
// code 10113 and Retry-After and changes nothing; another user saves meanwhile; the next minute
// takes saves again.
import { ErrorCode } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';

describe('the byte budget of flow saves', () => {
  let server: TestServer;
  let now = new Date('2026-03-01T08:00:00Z');
  let dev: Api;
  let other: Api;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite', env: { FLOW_SAVE_MB_PER_MINUTE: '1' }, clock: () => now });
    [dev, other] = await Promise.all([userApi(server, 'save-budget-dev'), userApi(server, 'save-budget-other')]);
  });
  afterAll(() => server.close());

  /** A graph of one note of `kb` kilobytes: a save of about that size. */
  const sized = (kb: number) => ({
    data: { nodes: [{ id: 'note-1', type: 'noteNode', position: { x: 0, y: 0 }, data: { node: { description: 'x'.repeat(kb * 1024) } } }], edges: [] },
  });

  it('refuses saves past the budget of the minute, for that user only, until the next minute', async () => {
    const created = await dev.post<FlowRecord>('/api/v1/flows/', { name: '大流程', ...sized(600) });
    expect(created.status).toBe(201);
    const refused = await dev.patch<{ detail: string; code: number }>(`/api/v1/flows/${created.body.id}`, { name: '改名', ...sized(600) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: '每分钟最多保存 1 MB 的流程数据，请稍后再试。', code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: '1' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${created.body.id}`)).body.name).toBe('大流程');
    expect((await dev.post('/api/v1/flows/', { name: '另一个', ...sized(600) })).status).toBe(429);
    // Imports are saves too.
    expect((await dev.post('/api/v1/flows/batch/', { flows: [{ name: '导入', ...sized(600) }] })).status).toBe(429);

    expect((await other.post('/api/v1/flows/', { name: '别人的', ...sized(600) })).status).toBe(201);

    now = new Date(now.getTime() + 61_000);
    expect((await dev.patch(`/api/v1/flows/${created.body.id}`, { name: '改名', ...sized(600) })).status).toBe(200);
  });
});
