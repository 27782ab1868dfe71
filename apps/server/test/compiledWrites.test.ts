// The writes every run issues (its messages, its transactions) are built through the query
// builder once, not per run, and still store what the monitor answers: a message saved again
// keeps its first time and takes its new content; transactions of any count are stored whole.
import { createChatMessage } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import { QueryCreator } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTransactions, listTransactions } from '../src/monitor/buildRecordQueries';
import { findMessage, toChatMessage, upsertMessage } from '../src/monitor/messageQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

describe.each(await databasesUnderTest())('compiled record writes on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'compiled-writes-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  it('builds no insert for the runs after the first, and stores every run’s records', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'A: {question}'));
    const run = (input: string) => dev.post(`/api/v1/run/${flow.id}`, { input_value: input });
    expect((await run('one')).status).toBe(200);
    const inserts = vi.spyOn(QueryCreator.prototype, 'insertInto');
    expect((await run('two')).status).toBe(200);
    expect((await run('three')).status).toBe(200);
    expect(inserts.mock.calls.filter(([table]) => table === 'messages' || table === 'transactions')).toEqual([]);

    const messages = (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body;
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['User', 'one'],
      ['Machine', 'A: one'],
      ['User', 'two'],
      ['Machine', 'A: two'],
      ['User', 'three'],
      ['Machine', 'A: three'],
    ]);
    const transactions = (await dev.get<{ total: number }>(`/api/v1/monitor/transactions?flow_id=${flow.id}`)).body;
    expect(transactions.total).toBe(3 * chatPromptGraph(catalogue).nodes.length);
  });

  it('saves a message again with its new content and its first time', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const db = server.app.database.db;
    const message = createChatMessage({ text: 'first', sender: 'Machine', sender_name: 'AI' }, { flowId: flow.id, sessionId: 'compiled-session', source: { id: null, display_name: null, source: null } });
    await upsertMessage(db, message, new Date('2026-01-02T03:04:05.000Z'));
    await upsertMessage(db, { ...message, text: 'second', properties: { ...message.properties, text_color: 'red' } }, new Date('2026-02-02T03:04:05.000Z'));
    const stored = toChatMessage((await findMessage(db, message.id))!);
    expect(stored).toMatchObject({ id: message.id, text: 'second', session_id: 'compiled-session', sender_name: 'AI', timestamp: '2026-01-02 03:04:05 UTC' });
    expect(stored.properties.text_color).toBe('red');
  });

  it('stores transactions of every count, each with its own values', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const db = server.app.database.db;
    const row = (vertexId: string, at: string) => ({ flowId: flow.id, vertexId, targetId: null, inputs: { value: vertexId }, outputs: {}, status: 'success' as const, error: null, at: new Date(at) });
    await insertTransactions(db, [row('a', '2026-01-01T00:00:01Z'), row('b', '2026-01-01T00:00:02Z')]);
    await insertTransactions(db, [row('c', '2026-01-01T00:00:03Z')]);
    await insertTransactions(db, [row('d', '2026-01-01T00:00:04Z'), row('e', '2026-01-01T00:00:05Z'), row('f', '2026-01-01T00:00:06Z')]);
    const stored = await listTransactions(db, flow.id, 10, 0);
    expect(stored.map((transaction) => [transaction.vertex_id, transaction.inputs, transaction.timestamp])).toEqual(
      ['f', 'e', 'd', 'c', 'b', 'a'].map((id, index) => [id, { value: id }, `2026-01-01T00:00:0${6 - index}.000Z`]),
    );
  });
});
