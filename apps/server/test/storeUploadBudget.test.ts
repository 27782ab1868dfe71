// The daily budget of chat attachments (STORE_UPLOAD_MB_PER_DAY) of POST store/{store_id}/files,
// in process and counted in Redis (queue mode): a user past it is refused with 429 code 10112 and
// the limit, keeping nothing, whichever app; other users keep theirs; the budget comes back a day
// later; even empty files count.
import { ErrorCode, type FlowFileUpload } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_UPLOAD_CHARGE } from '../src/files/uploadBudget';
import { createTestServer, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';
import { filesUnder, uploadTo } from './support/uploads';

const KB = 1024;
const withRedis = await redisUnderTest();
const modes = [{ mode: 'in process', prefix: undefined }, ...(withRedis ? [{ mode: 'queue mode', prefix: testQueuePrefix() }] : [])];

describe.each(modes)('chat attachment budget ($mode)', ({ prefix }) => {
  const clock = testClock();
  let server: TestServer;
  let owner: Api;
  let first: Api;
  let second: Api;
  const apps: string[] = [];
  const flows: string[] = [];

  type Answer = FlowFileUpload & { detail?: string; code?: number; params?: Record<string, string> };
  const upload = (api: Api, storeId: string, bytes: number, name = 'notes.txt') => uploadTo<Answer>(server, `/api/v1/store/${storeId}/files`, new Uint8Array(bytes), name, api.token);

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite', clock: clock.now, env: { STORE_UPLOAD_MB_PER_DAY: '1' }, ...(prefix ? { queue: { prefix } } : {}) });
    owner = await userApi(server, 'budget-owner');
    [first, second] = await Promise.all([userApi(server, 'budget-first', 8), userApi(server, 'budget-second', 8)]);
    const catalogue = await fetchCatalogue(owner);
    for (const name of ['预算应用一', '预算应用二']) {
      const flow = await createFlow(owner, chatPromptGraph(catalogue), { name });
      flows.push(flow.id);
      apps.push(await publish(owner, flow.id));
    }
  });
  afterAll(async () => {
    await server.close();
    if (prefix) await dropRedisPrefix(prefix);
  });

  it('refuses a user past the day’s megabyte across apps, coded with the limit, keeping nothing; others and the next day upload', async () => {
    const [one, two] = apps as [string, string];
    expect((await upload(first, one, 600 * KB)).status).toBe(201);
    const kept = await filesUnder(server, 'flows');

    const refused = await upload(first, two, 600 * KB);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.any(String), code: ErrorCode.UPLOAD_BUDGET_EXCEEDED, params: { limit_mb: '1' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await filesUnder(server, 'flows')).toEqual(kept);
    expect(await filesUnder(server, 'uploads')).toEqual([]);

    // What is left of the budget still takes a smaller file.
    expect((await upload(first, two, 300 * KB)).status).toBe(201);
    expect((await upload(second, one, 600 * KB)).status).toBe(201);

    clock.advance(24 * 3600);
    expect((await upload(first, two, 600 * KB)).status).toBe(201);
  });

  it('counts an API key’s uploads beside a published app against its user’s budget; the owner’s own uploads are not counted', async () => {
    clock.advance(24 * 3600);
    const key = await createKey(owner, apps[0] as string);
    const flowId = flows[0] as string;
    const keyUpload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(600 * KB)]), 'note.txt');
      return fetch(`${server.url}/api/v1/files/upload/${flowId}`, { method: 'POST', headers: { 'x-api-key': key.api_key }, body: form });
    };
    expect((await keyUpload()).status).toBe(201);
    const refused = await keyUpload();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: ErrorCode.UPLOAD_BUDGET_EXCEEDED, params: { limit_mb: '1' } });
    expect((await uploadTo(server, `/api/v1/files/upload/${flowId}`, new Uint8Array(600 * KB), 'mine.txt', owner.token)).status).toBe(201);
  });

  it('counts each file at least one disk block, so empty files cannot pile up without end', async () => {
    const allowed = (1024 * KB) / MIN_UPLOAD_CHARGE;
    clock.advance(24 * 3600);
    const statuses: number[] = [];
    for (let count = 0; count <= allowed; count += 1) statuses.push((await upload(second, apps[0] as string, 0, `empty-${count}.txt`)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.at(-1)).toBe(429);
  });
});

// STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY: accounts registered from one address share its budget.
describe.each(modes)('chat attachment budget per address ($mode)', ({ prefix }) => {
  const clock = testClock();
  let server: TestServer;
  let storeId: string;
  const users: Api[] = [];

  /** An upload from `address` (TRUST_PROXY: the forwarded address is the client). */
  const uploadFrom = async (api: Api, address: string, bytes: number) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'notes.txt');
    const response = await fetch(`${server.url}/api/v1/store/${storeId}/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${api.token}`, 'x-forwarded-for': address } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { code?: number; params?: Record<string, string> } };
  };

  beforeAll(async () => {
    const env = { STORE_UPLOAD_MB_PER_DAY: '1', STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY: '2', TRUST_PROXY: 'true' };
    server = await createTestServer({ database: 'sqlite', clock: clock.now, env, ...(prefix ? { queue: { prefix: `${prefix}-address` } } : {}) });
    const owner = await userApi(server, 'address-owner');
    storeId = await publish(owner, (await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)))).id);
    for (const name of ['address-one', 'address-two', 'address-three']) users.push(await userApi(server, name, 8));
  });
  afterAll(async () => {
    await server.close();
    if (prefix) await dropRedisPrefix(`${prefix}-address`);
  });

  it('refuses the accounts of one address past its day’s megabytes, coded with its limit; other addresses and the next day upload', async () => {
    const [one, two, three] = users as [Api, Api, Api];
    expect((await uploadFrom(one, '203.0.113.7', 900 * KB)).status).toBe(201);
    expect((await uploadFrom(two, '203.0.113.7', 900 * KB)).status).toBe(201);
    const refused = await uploadFrom(three, '203.0.113.7', 900 * KB);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: ErrorCode.UPLOAD_BUDGET_EXCEEDED, params: { limit_mb: '2' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    expect((await uploadFrom(three, '198.51.100.9', 900 * KB)).status).toBe(201);
    clock.advance(24 * 3600);
    expect((await uploadFrom(one, '203.0.113.7', 900 * KB)).status).toBe(201);
  });
});
