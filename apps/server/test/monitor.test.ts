// The monitor over HTTP (reference section 5): messages and sessions, vertex builds, the paged
// transaction log, their owner checks, and their removal with the flow. On SQLite and PostgreSQL.
import type { ChatMessage, ComponentNode, TemplateField } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTransaction } from '../src/monitor/buildRecordQueries';
import { createRecordPruner } from '../src/monitor/recordPruner';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

interface TransactionPage {
  items: Array<{ id: string; vertex_id: string; status: string; inputs: Record<string, unknown>; outputs: Record<string, unknown>; timestamp: string; flow_id: string }>;
  total: number;
  page: number;
  size: number;
  pages: number;
}

describe.each(await databasesUnderTest())('monitor on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let other: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'monitor-dev');
    other = await userApi(server, 'monitor-other');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  async function chatFlowWithSessions() {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    for (const [input, session] of [
      ['one', 'session-a'],
      ['two', 'session-b'],
      ['three', 'session-a'],
    ]) {
      await dev.post(`/api/v1/run/${flow.id}`, { input_value: input, session_id: session });
    }
    return flow;
  }

  it('lists messages by flow, session and sender, and the sessions of a flow', async () => {
    const flow = await chatFlowWithSessions();
    const list = (query: string) => dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}${query}`);
    expect((await list('')).body.map((message) => message.text)).toEqual(['one', 'Q: one', 'two', 'Q: two', 'three', 'Q: three']);
    expect((await list('&session_id=session-a')).body.map((message) => message.text)).toEqual(['one', 'Q: one', 'three', 'Q: three']);
    expect((await list('&sender=User')).body.map((message) => message.text)).toEqual(['one', 'two', 'three']);
    expect((await list('&sender_name=AI&session_id=session-b')).body.map((message) => message.text)).toEqual(['Q: two']);
    expect((await list('&order_by=text')).body.map((message) => message.text)).toEqual(['Q: one', 'Q: three', 'Q: two', 'one', 'three', 'two']);
    expect((await list('&order_by=password_hash')).status).toBe(400);
    const message = (await list('')).body[0] as ChatMessage;
    expect(message.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(message).toMatchObject({ flow_id: flow.id, sender: 'User', sender_name: 'User', files: [], edit: false, error: false, category: 'message' });
    expect((await dev.get(`/api/v1/monitor/messages/sessions?flow_id=${flow.id}`)).body).toEqual(['session-a', 'session-b']);
    expect((await dev.get<ChatMessage[]>('/api/v1/monitor/messages')).body.length).toBeGreaterThanOrEqual(6);
  });

  it('edits a message (marking changed text as edited) and rates it', async () => {
    const flow = await chatFlowWithSessions();
    const [first] = (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body;
    const same = await dev.put<ChatMessage>(`/api/v1/monitor/messages/${first?.id}`, { text: 'one' });
    expect(same.body.edit).toBe(false);
    const edited = await dev.put<ChatMessage>(`/api/v1/monitor/messages/${first?.id}`, { text: 'uno', properties: { positive_feedback: true } });
    expect(edited.body).toMatchObject({ text: 'uno', edit: true, properties: { positive_feedback: true, source: { id: 'ChatInput-in000' } } });
    // Nothing to change: the message as it is.
    expect(await dev.put<ChatMessage>(`/api/v1/monitor/messages/${first?.id}`, {})).toMatchObject({ status: 200, body: edited.body });
    expect((await other.put(`/api/v1/monitor/messages/${first?.id}`, { text: 'mine' })).status).toBe(404);
    expect((await dev.put(`/api/v1/monitor/messages/${crypto.randomUUID()}`, { text: 'x' })).status).toBe(404);
  });

  it('renames and deletes sessions, and deletes messages by id', async () => {
    const flow = await chatFlowWithSessions();
    const renamed = await dev.patch<ChatMessage[]>(`/api/v1/monitor/messages/session/session-a?new_session_id=renamed&flow_id=${flow.id}`);
    expect(renamed.body.map((message) => message.text)).toEqual(['one', 'Q: one', 'three', 'Q: three']);
    expect(renamed.body.every((message) => message.session_id === 'renamed')).toBe(true);
    expect((await dev.patch('/api/v1/monitor/messages/session/nothing?new_session_id=x')).status).toBe(404);
    expect((await other.patch('/api/v1/monitor/messages/session/renamed?new_session_id=stolen')).status).toBe(404);
    expect((await dev.get(`/api/v1/monitor/messages/sessions?flow_id=${flow.id}`)).body).toEqual(['renamed', 'session-b']);

    expect((await other.delete('/api/v1/monitor/messages/session/renamed')).status).toBe(204);
    expect((await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=renamed`)).body).toHaveLength(4);
    expect((await dev.delete(`/api/v1/monitor/messages/session/renamed?flow_id=${flow.id}`)).status).toBe(204);
    const left = (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body;
    expect(left.map((message) => message.session_id)).toEqual(['session-b', 'session-b']);

    await other.delete('/api/v1/monitor/messages', left.map((message) => message.id));
    expect((await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body).toHaveLength(2);
    expect((await dev.delete('/api/v1/monitor/messages', [left[0]?.id])).status).toBe(204);
    expect((await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body.map((message) => message.id)).toEqual([left[1]?.id]);
  });

  it('pages the transactions, newest first', async () => {
    const flow = await chatFlowWithSessions();
    const page = await dev.get<TransactionPage>(`/api/v1/monitor/transactions?flow_id=${flow.id}&page=1&size=4`);
    expect(page.body).toMatchObject({ total: 9, page: 1, size: 4, pages: 3 });
    expect(page.body.items.map((item) => item.vertex_id)).toEqual(['ChatOutput-out00', 'Prompt-pr000', 'ChatInput-in000', 'ChatOutput-out00']);
    expect(page.body.items[0]).toMatchObject({ status: 'success', flow_id: flow.id, outputs: { message: { text: 'Q: three' } } });
    expect(page.body.items[2]?.inputs).toMatchObject({ input_value: 'three' });
    const last = await dev.get<TransactionPage>(`/api/v1/monitor/transactions?flow_id=${flow.id}&page=3&size=4`);
    expect(last.body.items.map((item) => item.vertex_id)).toEqual(['ChatInput-in000']);
    expect((await other.get(`/api/v1/monitor/transactions?flow_id=${flow.id}`)).status).toBe(404);
  });

  it('keeps the vertex builds of the editor’s builds, unless log_builds is off', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'b1' } }));
    const builds = await dev.get<{ vertex_builds: Record<string, Array<{ id: string; valid: boolean; params: string; data: { results: unknown } }>> }>(
      `/api/v1/monitor/builds?flow_id=${flow.id}`,
    );
    expect(Object.keys(builds.body.vertex_builds).sort()).toEqual(['ChatInput-in000', 'ChatOutput-out00', 'Prompt-pr000']);
    expect(builds.body.vertex_builds['Prompt-pr000']?.[0]).toMatchObject({ id: 'Prompt-pr000', valid: true, params: 'Built successfully ✨' });
    for (let index = 0; index < 3; index++) await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: `b${index}` } }));
    const kept = await dev.get<{ vertex_builds: Record<string, unknown[]> }>(`/api/v1/monitor/builds?flow_id=${flow.id}`);
    expect(kept.body.vertex_builds['Prompt-pr000']).toHaveLength(2);
    expect((await other.get(`/api/v1/monitor/builds?flow_id=${flow.id}`)).status).toBe(404);
    expect((await dev.delete(`/api/v1/monitor/builds?flow_id=${flow.id}`)).status).toBe(204);
    expect((await dev.get(`/api/v1/monitor/builds?flow_id=${flow.id}`)).body).toEqual({ vertex_builds: {} });
    await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'quiet' } }, 'event_delivery=polling&log_builds=false'));
    expect((await dev.get(`/api/v1/monitor/builds?flow_id=${flow.id}`)).body).toEqual({ vertex_builds: {} });
  });

  it('trims a flow’s transactions to the newest ones, once per interval or after a tenth of the limit', async () => {
    const MAX_TRANSACTIONS_PER_FLOW = 20;
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const db = server.app.database.db;
    const start = Date.now();
    let written = 0;
    const write = async (count: number) => {
      for (let index = 0; index < count; index++, written++) {
        await insertTransaction(db, { flowId: flow.id, vertexId: `v${written}`, targetId: null, inputs: {}, outputs: {}, status: 'success', error: null }, new Date(start + written));
      }
    };
    const total = async () => (await dev.get<TransactionPage>(`/api/v1/monitor/transactions?flow_id=${flow.id}&size=1`)).body;
    await write(MAX_TRANSACTIONS_PER_FLOW + 5);
    const pruner = createRecordPruner(db, { maxTransactionsPerFlow: MAX_TRANSACTIONS_PER_FLOW, transactionIntervalMs: 60_000 });
    await pruner.afterBuild(flow.id, { vertexBuilds: false, transactions: MAX_TRANSACTIONS_PER_FLOW + 5 });
    expect(await total()).toMatchObject({ total: MAX_TRANSACTIONS_PER_FLOW, items: [{ vertex_id: `v${MAX_TRANSACTIONS_PER_FLOW + 4}` }] });
    // Within the interval: one row is not a tenth of the limit, two are.
    await write(1);
    await pruner.afterBuild(flow.id, { vertexBuilds: false, transactions: 1 });
    expect((await total()).total).toBe(MAX_TRANSACTIONS_PER_FLOW + 1);
    await write(1);
    await pruner.afterBuild(flow.id, { vertexBuilds: false, transactions: 1 });
    expect(await total()).toMatchObject({ total: MAX_TRANSACTIONS_PER_FLOW, items: [{ vertex_id: `v${written - 1}` }] });
  });

  it('removes a flow’s messages, vertex builds and transactions with the flow', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'bye' } }));
    const db = server.app.database.db;
    const count = async (table: 'messages' | 'vertex_builds' | 'transactions') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('flow_id', '=', flow.id).executeTakeFirstOrThrow()).n);
    expect([await count('messages'), await count('vertex_builds'), await count('transactions')]).toEqual([2, 3, 3]);
    await dev.delete(`/api/v1/flows/${flow.id}`);
    expect([await count('messages'), await count('vertex_builds'), await count('transactions')]).toEqual([0, 0, 0]);
  });

  it('serves the component catalogue by category', async () => {
    const answer = await dev.get<Record<string, Record<string, ComponentNode>>>('/api/v1/all?force_refresh=true');
    expect(Object.keys(answer.body)).toEqual(expect.arrayContaining(['inputs', 'outputs', 'prompts', 'logic', 'processing', 'memories']));
    expect(Object.keys(answer.body.inputs ?? {})).toEqual(expect.arrayContaining(['ChatInput', 'TextInput', 'Webhook']));
    const chatInput = answer.body.inputs?.ChatInput;
    expect((chatInput?.template.code as TemplateField | undefined)?.value).toContain('ChatInput');
    expect((await dev.get('/api/v1/all?force_refresh=maybe')).status).toBe(400);
  });

  it('serves the catalogue’s texts in the language the request accepts', async () => {
    const chatInputIn = async (headers: Record<string, string>) =>
      (await dev.call<Record<string, Record<string, ComponentNode>>>('GET', '/api/v1/all', undefined, headers)).body.inputs?.ChatInput;
    const english = await chatInputIn({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english).toMatchObject({ display_name: 'Chat Input', description: 'Get the message the user types in the chat window.' });
    expect((english?.template.input_value as TemplateField).display_name).toBe('Input Text');
    expect(english?.outputs?.[0]?.display_name).toBe('Chat Message');
    expect((await chatInputIn({ 'accept-language': 'zh-CN' }))?.display_name).toBe('聊天输入');
    expect((await chatInputIn({}))?.display_name).toBe('聊天输入');
  });
});

describe.each(await databasesUnderTest())('a run’s records on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({ database, onQuery: (sql) => void queries.push(sql) });
    dev = await userApi(server, 'records-dev');
  });
  afterAll(() => server.close());

  it('writes the transactions of all its components in one statement', async () => {
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    queries.length = 0;
    expect((await dev.post(`/api/v1/run/${flow.id}`, { input_value: 'one' })).status).toBe(200);
    expect(queries.filter((sql) => /^insert into "transactions"/i.test(sql))).toHaveLength(1);
    const page = await dev.get<TransactionPage>(`/api/v1/monitor/transactions?flow_id=${flow.id}`);
    expect(page.body.items.map((item) => item.vertex_id).sort()).toEqual(['ChatInput-in000', 'ChatOutput-out00', 'Prompt-pr000']);
  });

  it('writes its messages in one statement, each once, in the order the run said them', async () => {
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    queries.length = 0;
    expect((await dev.post(`/api/v1/run/${flow.id}`, { input_value: 'once' })).status).toBe(200);
    expect(queries.filter((sql) => /^insert into "messages"/i.test(sql))).toHaveLength(1);
    const messages = (await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body;
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['User', 'once'],
      ['Machine', expect.stringContaining('once')],
    ]);
  });
});
