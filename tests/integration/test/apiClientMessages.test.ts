// @app/api-client's message and session calls (the playground's) against the real server (SQLite,
// and PostgreSQL when reachable): a ChatInput -> ChatOutput flow is run in a session through the
// run API, then its messages are listed, edited, rated, moved to another session and deleted.
import { ApiError, type ApiClient } from '@app/api-client';
import { buildEdge, fieldTargetHandleFor, findOutput, sourceHandleFor, type ComponentNode, type GenericNode } from '@app/flow-graph';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './support/clients';

const databases = await databasesUnderTest();

function componentNode(catalogue: Record<string, ComponentNode>, id: string): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node: structuredClone(catalogue[type]!) } };
}

describe.each(databases)('api-client message calls against the server on %s', (database) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await createTestServer({ database });
    api = await adminClient(server);
  });
  afterAll(() => server.close());

  async function chatFlow(): Promise<string> {
    const catalogue = Object.assign({}, ...Object.values(await api.components.all())) as Record<string, ComponentNode>;
    const input = componentNode(catalogue, 'ChatInput-in000');
    const output = componentNode(catalogue, 'ChatOutput-out00');
    const edge = buildEdge(sourceHandleFor(input, findOutput(input, 'message')!), fieldTargetHandleFor(output, 'input_value')!);
    return (await api.flows.create({ name: `Chat ${crypto.randomUUID()}`, data: { nodes: [input, output], edges: [edge] } })).id;
  }

  async function say(flowId: string, text: string, sessionId: string): Promise<void> {
    const response = await fetch(`${server.url}/api/v1/run/${flowId}?stream=false`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokenStore.getAccess()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input_value: text, input_type: 'chat', output_type: 'chat', session_id: sessionId }),
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }

  it('lists, edits, rates and deletes the messages of a session, then renames and deletes sessions', async () => {
    const flowId = await chatFlow();
    await say(flowId, '你好', '会话一');
    await say(flowId, '再见', '会话二');
    expect((await api.monitor.sessions(flowId)).sort()).toEqual(['会话一', '会话二']);

    const first = await api.monitor.messages({ flow_id: flowId, session_id: '会话一' });
    expect(first.map((message) => [message.sender, message.text])).toEqual([
      ['User', '你好'],
      ['Machine', '你好'],
    ]);
    const answer = first[1]!;
    expect(await api.monitor.updateMessage(answer.id, { text: '您好' })).toMatchObject({ text: '您好', edit: true });
    expect((await api.monitor.updateMessage(answer.id, { properties: { positive_feedback: false } })).properties).toMatchObject({ positive_feedback: false });
    await api.monitor.deleteMessages([first[0]!.id]);
    expect((await api.monitor.messages({ flow_id: flowId, session_id: '会话一' })).map((message) => message.text)).toEqual(['您好']);

    const moved = await api.monitor.renameSession('会话二', '改名的会话', flowId);
    expect(moved.map((message) => message.session_id)).toEqual(['改名的会话', '改名的会话']);
    await api.monitor.deleteSession('会话一', flowId);
    expect(await api.monitor.sessions(flowId)).toEqual(['改名的会话']);

    const refusal = await api.monitor.renameSession('没有的会话', 'x', flowId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, message: 'No messages found with the given session ID' });
  });
});
