// The budget of the chat page's UI node reads, which parse the app's whole graph: a signed-in user
// gets STORE_NODE_READS_PER_MINUTE a minute over store_node and find_node together, the embedded
// page (a public channel code) as many per client address, then 10113 (TOO_MANY_REQUESTS, not the
// verification codes' 10107) with Retry-After; another user keeps theirs, and the budget comes back
// after the minute. The graph itself is read once while the release is kept, whichever route reads the node.
import { ErrorCode, type Envelope } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NODE_READS_PER_MINUTE } from '../src/store/storeNodeReads';
import { createTestServer, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { userApi, type Api, type ApiAnswer } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { codeOf, publish } from './support/store';

describe('UI node read budget', () => {
  const clock = testClock();
  const queries: string[] = [];
  let server: TestServer;
  let owner: Api;
  let reader: Api;
  let storeId: string;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite', clock: clock.now, onQuery: (text) => void queries.push(text) });
    owner = await userApi(server, 'node-owner');
    reader = await userApi(server, 'node-reader', 8);
    storeId = await publish(owner, (await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)))).id);
  });
  afterAll(() => server.close());

  const refusedAsTooFrequent = (answer: ApiAnswer) => {
    expect(answer.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '请求过于频繁，请稍后再试', data: null });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('reads the release’s graph once for every route that reads the node', async () => {
    clock.advance(61);
    const flow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)));
    const released = await publish(owner, flow.id);
    const code = await createKey(owner, released, { is_channel: true });
    const graphReads = () => queries.filter((text) => /^select (\*|"data") from "store_releases"/i.test(text)).length;
    const before = graphReads();
    expect(codeOf(await reader.get(`/api/v1/store/store_node/${released}`))).toBe(0);
    expect(codeOf(await reader.post('/api/v1/store/find_node', { store_id: released }))).toBe(0);
    expect(codeOf(await keyCall<Envelope<unknown>>(server, code.api_key, 'GET', `/api/v1/rest/store_node/${released}`))).toBe(0);
    expect(graphReads() - before).toBe(1);
  });

  it('counts a signed-in user’s store_node and find_node reads together, per user', async () => {
    clock.advance(61);
    const codes: number[] = [];
    for (let count = 0; count < STORE_NODE_READS_PER_MINUTE / 2; count += 1) {
      codes.push(codeOf(await reader.get(`/api/v1/store/store_node/${storeId}`)));
      codes.push(codeOf(await reader.post('/api/v1/store/find_node', { store_id: storeId })));
    }
    expect(codes.every((code) => code === 0)).toBe(true);
    refusedAsTooFrequent(await reader.get(`/api/v1/store/store_node/${storeId}`));
    refusedAsTooFrequent(await reader.post('/api/v1/store/find_node', { store_id: storeId }));
    expect(codeOf(await owner.get(`/api/v1/store/store_node/${storeId}`))).toBe(0);
    clock.advance(61);
    expect(codeOf(await reader.post('/api/v1/store/find_node', { store_id: storeId }))).toBe(0);
  });

  it('counts the embedded page’s reads per client address, not per channel code', async () => {
    clock.advance(61);
    const code = await createKey(owner, storeId, { is_channel: true });
    const read = () => keyCall<Envelope<unknown>>(server, code.api_key, 'GET', `/api/v1/rest/store_node/${storeId}`);
    const codes: number[] = [];
    for (let count = 0; count < STORE_NODE_READS_PER_MINUTE; count += 1) codes.push(codeOf(await read()));
    expect(codes.every((answer) => answer === 0)).toBe(true);
    refusedAsTooFrequent(await read());
    // The key's owner, signed in, reads on their own budget.
    expect(codeOf(await owner.get(`/api/v1/store/store_node/${storeId}`))).toBe(0);
    clock.advance(61);
    expect(codeOf(await read())).toBe(0);
  });
});
