// The monitor's answers for records stored the compact way (0019_compact_monitor_records,
// storedValues): the same shapes as before, and the same as for rows in the forms stored before.
// On SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJson, toJson } from '../src/db/rowValues';
import { storedId } from '../src/monitor/compactIds';
import { toChatMessage } from '../src/monitor/messageQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';

interface Transaction {
  id: string;
  timestamp: string;
  vertex_id: string;
  target_id: string | null;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  status: string;
  error: string | null;
  flow_id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LANGFLOW_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/;
const DEFAULT_PROPERTIES = { text_color: '', background_color: '', edited: false, allow_markdown: false, positive_feedback: null, state: 'complete', targets: [] };
const QUESTION = 'a question long enough to be stored once in the execution log';

describe.each(await databasesUnderTest())('compact monitor records on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let flowId: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'compact-dev');
    flowId = (await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)))).id;
    expect((await dev.post(`/api/v1/run/${flowId}`, { input_value: QUESTION })).status).toBe(200);
  });
  afterAll(() => server.close());

  const messagesOf = async (query: string) => (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?${query}`)).body;
  const transactionsOf = async (flow: string) => (await dev.get<{ items: Transaction[] }>(`/api/v1/monitor/transactions?flow_id=${flow}`)).body.items;

  it('answers a run’s messages whole: id, time, the flow’s own session, every property', async () => {
    const messages = await messagesOf(`flow_id=${flowId}`);
    const common = { id: expect.stringMatching(UUID), flow_id: flowId, timestamp: expect.stringMatching(LANGFLOW_TIME), session_id: flowId, files: [], error: false, edit: false, category: 'message', content_blocks: [] };
    const source = (id: string) => ({ id, display_name: expect.any(String), source: expect.any(String) });
    expect(messages).toEqual([
      { ...common, sender: 'User', sender_name: 'User', text: QUESTION, properties: { ...DEFAULT_PROPERTIES, source: source('ChatInput-in000'), icon: expect.any(String) } },
      { ...common, sender: 'Machine', sender_name: 'AI', text: `Q: ${QUESTION}`, properties: { ...DEFAULT_PROPERTIES, source: source('Prompt-pr000'), icon: expect.any(String) } },
    ]);
    expect((await dev.get(`/api/v1/monitor/messages/sessions?flow_id=${flowId}`)).body).toEqual([flowId]);
    expect(await messagesOf(`session_id=${flowId}`)).toEqual(messages);
    expect(await messagesOf(`flow_id=${flowId}&session_id=${flowId}`)).toEqual(messages);
    expect(await messagesOf(`flow_id=${flowId}&order_by=session_id`)).toEqual(messages);
    const found = await dev.put<ChatMessage>(`/api/v1/monitor/messages/${messages[0]?.id}`, {});
    expect(found.body).toEqual(messages[0]);
  });

  it('answers the execution log whole, the text typed stored once', async () => {
    const [user] = await messagesOf(`flow_id=${flowId}`);
    const items = await transactionsOf(flowId);
    const chatInput = items.find((item) => item.vertex_id === 'ChatInput-in000');
    expect(chatInput).toEqual({
      id: expect.stringMatching(UUID),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      vertex_id: 'ChatInput-in000',
      target_id: null,
      inputs: { input_value: QUESTION },
      outputs: { message: { id: user?.id, text: QUESTION, sender: 'User', sender_name: 'User' } },
      status: 'success',
      error: null,
      flow_id: flowId,
    });
    const row = await server.app.database.db.selectFrom('transactions').select('outputs').where('flow_id', '=', flowId).where('vertex_id', '=', 'ChatInput-in000').executeTakeFirstOrThrow();
    expect(JSON.stringify(fromJson(row.outputs, null))).not.toContain(QUESTION);
  });

  it('answers rows in the forms stored before the same: properties whole, outputs as they were, text ids', async () => {
    const copyId = (await createFlow(dev, { nodes: [], edges: [] })).id;
    const db = server.app.database.db;
    const newIds = new Map<string, string>();
    for (const row of await db.selectFrom('messages').selectAll().where('flow_id', '=', flowId).execute()) {
      const message = toChatMessage(row);
      const id = randomUUID();
      newIds.set(message.id, id);
      await db
        .insertInto('messages')
        // PostgreSQL hands jsonb over parsed: written back as JSON text, as the server writes it.
        .values({
          ...row,
          id: storedId(db, id),
          flow_id: copyId,
          timestamp: row.timestamp instanceof Date ? row.timestamp.toISOString() : row.timestamp,
          error: message.error,
          edit: message.edit,
          files: toJson(message.files),
          content_blocks: toJson(message.content_blocks),
          properties: toJson(message.properties),
        })
        .execute();
    }
    for (const item of await transactionsOf(flowId)) {
      const { id: _id, timestamp, inputs, outputs, ...rest } = item;
      await db
        .insertInto('transactions')
        .values({ ...rest, id: randomUUID(), timestamp, inputs: toJson(inputs), outputs: toJson(outputs), flow_id: copyId })
        .execute();
    }
    const copied = await messagesOf(`flow_id=${copyId}`);
    const original = await messagesOf(`flow_id=${flowId}`);
    expect(copied).toEqual(original.map((message) => ({ ...message, id: newIds.get(message.id), flow_id: copyId, session_id: copyId })));
    const withoutIds = (items: Transaction[]) => items.map(({ id: _id, flow_id: _flow, ...rest }) => rest);
    expect(withoutIds(await transactionsOf(copyId))).toEqual(withoutIds(await transactionsOf(flowId)));
  });

  it('moves a session to the flow’s own and back, and deletes the flow’s own session', async () => {
    const flow = (await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)))).id;
    await dev.post(`/api/v1/run/${flow}`, { input_value: 'one', session_id: 'elsewhere' });
    const moved = await dev.patch<ChatMessage[]>(`/api/v1/monitor/messages/session/elsewhere?new_session_id=${flow}&flow_id=${flow}`);
    expect(moved.body.map((message) => message.session_id)).toEqual([flow, flow]);
    expect((await dev.get(`/api/v1/monitor/messages/sessions?flow_id=${flow}`)).body).toEqual([flow]);
    const back = await dev.patch<ChatMessage[]>(`/api/v1/monitor/messages/session/${flow}?new_session_id=elsewhere`);
    expect(back.body.map((message) => message.session_id)).toEqual(['elsewhere', 'elsewhere']);
    await dev.post(`/api/v1/run/${flow}`, { input_value: 'two' });
    expect(await dev.delete(`/api/v1/monitor/messages/session/${flow}`)).toMatchObject({ status: 204 });
    expect((await messagesOf(`flow_id=${flow}`)).map((message) => [message.text, message.session_id])).toEqual([
      ['one', 'elsewhere'],
      ['Q: one', 'elsewhere'],
    ]);
  });
});
