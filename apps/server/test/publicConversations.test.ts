// The public playground's conversations: the visitor's virtual flow id (UUID v5, as Langflow's
// build_public_tmp) and the bounded store in the database Message History reads for public builds,
// on SQLite and PostgreSQL.
import { createChatMessage } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConversations, virtualFlowId } from '../src/build/publicConversations';
import { monotonicClock } from '../src/db/monotonicClock';
import { deleteRecordsBefore } from '../src/monitor/buildRecordQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi } from './support/api';
import { createFlow } from './support/flows';

const say = (flowId: string, sessionId: string, text: string, extra: { error?: boolean; sender?: string } = {}) =>
  createChatMessage({ text, sender: extra.sender ?? 'User', sender_name: 'User', error: extra.error ?? false }, { flowId, sessionId, source: { id: null, display_name: null, source: null } });

describe('virtualFlowId', () => {
  it('is the RFC 9562 UUID v5 of the client id in the flow id’s namespace', () => {
    // The RFC's own example namespace (DNS) and name.
    expect(virtualFlowId('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is the same for the same visitor and flow, and differs for another visitor or flow', () => {
    const flow = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const visitor = virtualFlowId('0f8fad5b-d9cb-469f-a165-70867728950e', flow);
    expect(virtualFlowId('0f8fad5b-d9cb-469f-a165-70867728950e', flow)).toBe(visitor);
    expect(virtualFlowId('7c9e6679-7425-40de-944b-e07fc1f90ae7', flow)).not.toBe(visitor);
    expect(virtualFlowId('0f8fad5b-d9cb-469f-a165-70867728950e', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).not.toBe(visitor);
    expect(visitor).not.toBe(flow);
  });
});

describe.each(await databasesUnderTest())('publicConversations on %s', (database) => {
  let server: TestServer;
  let flowId: string;
  let otherFlowId: string;
  const now = monotonicClock();
  const storeOf = (flow: string, maxMessages?: number) => publicConversations(server.app.database.db, flow, { now, maxMessages });

  beforeAll(async () => {
    server = await createTestServer({ database });
    const owner = await userApi(server, 'public-conversations');
    flowId = (await createFlow(owner, { nodes: [], edges: [] })).id;
    otherFlowId = (await createFlow(owner, { nodes: [], edges: [] })).id;
  });
  afterAll(() => server.close());

  it('lists one flow id and session’s messages, oldest first, without errors, the newest `limit`', async () => {
    const store = storeOf(flowId);
    const first = say('v1', 's', 'first');
    await store.save(first);
    await store.save(say('v1', 's', 'failed', { error: true }));
    await store.save(say('v1', 's', 'answer', { sender: 'Machine' }));
    await store.save(say('v2', 's', 'someone else'));
    await store.save(say('v1', 'other', 'another session'));
    await store.save({ ...first, text: 'first, edited' });
    const texts = async (query: Parameters<typeof store.list>[0]) => (await store.list(query)).map((message) => message.text);
    expect(await texts({ flowId: 'v1', sessionId: 's' })).toEqual(['first, edited', 'answer']);
    expect(await texts({ flowId: 'v1', sessionId: 's', limit: 1 })).toEqual(['answer']);
    expect(await texts({ flowId: 'v1', sessionId: 's', sender: 'Machine' })).toEqual(['answer']);
    expect(await texts({ flowId: 'v3', sessionId: 's' })).toEqual([]);
    // Another flow's store reads none of them, and cannot overwrite them.
    expect(await storeOf(otherFlowId).list({ flowId: 'v1', sessionId: 's' })).toEqual([]);
    await storeOf(otherFlowId).save({ ...first, text: 'taken over' });
    expect(await texts({ flowId: 'v1', sessionId: 's' })).toEqual(['first, edited', 'answer']);
  });

  it('forgets the oldest messages of a conversation beyond its limit', async () => {
    const store = storeOf(flowId, 2);
    for (const text of ['a', 'b', 'c']) await store.save(say('v4', 's', text));
    await store.save(say('v4', 'kept', 'x'));
    expect((await store.list({ flowId: 'v4', sessionId: 's' })).map((message) => message.text)).toEqual(['b', 'c']);
    expect((await store.list({ flowId: 'v4', sessionId: 'kept' })).map((message) => message.text)).toEqual(['x']);
  });

  it('forgets messages past MESSAGES_RETENTION_DAYS with the flows’ messages', async () => {
    const old = publicConversations(server.app.database.db, flowId, { now: () => new Date('2020-01-01T00:00:00Z') });
    await old.save(say('v5', 's', 'long ago'));
    await storeOf(flowId).save(say('v5', 's', 'recent'));
    await deleteRecordsBefore(server.app.database.db, { transactions: null, messages: new Date('2021-01-01T00:00:00Z') });
    expect((await storeOf(flowId).list({ flowId: 'v5', sessionId: 's' })).map((message) => message.text)).toEqual(['recent']);
  });
});
