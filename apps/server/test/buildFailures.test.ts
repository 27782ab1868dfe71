// Builds that do not complete: invalid flows refused with every validation message, a failing
// component's error event and stored error message, cancelling (by call and by disconnect), and
// the cap on running builds. Test-only components come in through createTestServer.
import { ErrorCode } from '@app/api-client';
import { groupNodes, isGenericNode, type ChatMessage, type GenericNode } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { builtIds, endVertices, eventually, pollEvents, startBuild } from './support/builds';
import { Boom, createSlow, sourcesOf } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

function through(catalogue: Catalogue, middle: string, values: Record<string, unknown> = {}): Graph {
  const id = `${middle}-mid00`;
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, id, values), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', `${id}.text`), connect(nodes, `${id}.text`, 'ChatOutput-out00.input_value')] };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<void> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(marker)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${marker}: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
}

describe.each(await databasesUnderTest())('build failures on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  const { Slow, probe } = createSlow();

  beforeAll(async () => {
    server = await createTestServer({ database, components: [Slow, Boom], componentSources: sourcesOf([Slow, Boom]) });
    dev = await userApi(server, 'failure-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('refuses an invalid flow with every validation message', async () => {
    // An unknown type with code of its own is a custom component (sandboxBuilds.test.ts); without code it cannot run.
    const unknown = makeNode(catalogue, 'TextInput-mys00');
    unknown.data.type = 'Mystery';
    delete unknown.data.node.template.code;
    const nodes = [makeNode(catalogue, 'ChatInput-in001'), makeNode(catalogue, 'ChatInput-in002'), makeNode(catalogue, 'ChatOutput-out00'), unknown];
    const flow = await createFlow(dev, { nodes, edges: [] });
    const answer = await dev.post<{ detail: string }>(`/api/v1/build/${flow.id}/flow`, {});
    expect(answer.status).toBe(400);
    // An API caller has no canvas to see which component is invalid: the message names its type.
    expect(answer.body.detail.split('\n')).toEqual(['聊天输出 缺少“输入”。', '无效的组件：Mystery', '在一个流程中只能有一个聊天输入组件。']);
    const run = await dev.post<{ detail: string }>(`/api/v1/run/${(await createFlow(dev, { nodes: [unknown], edges: [] })).id}`, { input_value: 'x' });
    expect(run).toMatchObject({ status: 400, body: { detail: '无效的组件：Mystery' } });
    const english = await dev.call<{ detail: string }>('POST', `/api/v1/build/${flow.id}/flow`, {}, { 'accept-language': 'en' });
    expect(english.body.detail.split('\n')).toContain('Invalid component: Mystery');

    const empty = await createFlow(dev, { nodes: [], edges: [] });
    expect((await dev.post(`/api/v1/build/${empty.id}/flow`, {})).body).toEqual({
      detail: '流程中没有组件，请至少添加一个组件。',
    });
  });

  it('names the unknown member of a group, where the group is the invalid component', async () => {
    const nodes = [makeNode(catalogue, 'Prompt-grp01', { template: 'a' }), makeNode(catalogue, 'Prompt-grp02', { template: '{y}', y: '' })];
    const grouped = groupNodes({ nodes, edges: [connect(nodes, 'Prompt-grp01.prompt', 'Prompt-grp02.y')] }, ['Prompt-grp01', 'Prompt-grp02']);
    if (!grouped.ok) throw new Error('not grouped');
    const member = grouped.groupNode.data.node.flow!.data.nodes.find((node) => node.id === 'Prompt-grp01') as GenericNode;
    member.data.type = 'LLMChain';
    delete member.data.node.template.code;
    const flow = await createFlow(dev, { nodes: grouped.data.nodes.filter(isGenericNode), edges: grouped.data.edges });
    expect(await dev.post(`/api/v1/build/${flow.id}/flow`, {})).toMatchObject({ status: 400, body: { detail: '无效的组件：LLMChain' } });
  });

  it('refuses a cycle that bypasses every loop handle', async () => {
    const nodes = [makeNode(catalogue, 'Prompt-aaaa1', { template: '{x}', x: '' }), makeNode(catalogue, 'Prompt-aaaa2', { template: '{y}', y: '' })];
    const edges = [connect(nodes, 'Prompt-aaaa1.prompt', 'Prompt-aaaa2.y'), connect(nodes, 'Prompt-aaaa2.prompt', 'Prompt-aaaa1.x')];
    const flow = await createFlow(dev, { nodes, edges });
    const answer = await dev.post<{ detail: string }>(`/api/v1/build/${flow.id}/flow`, {});
    expect(answer).toMatchObject({ status: 400, body: { detail: '流程中存在不完整的循环，请检查连接后重试。' } });
  });

  it('reports a failing component with an error event and stores the error message', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Boom'));
    const events = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'go' } }));
    const names = eventNames(events);
    expect(names.slice(-4)).toEqual(['error', 'end_vertex', 'build_end', 'end']);
    const error = events.find((event) => event.event === 'error');
    expect(error?.data).toMatchObject({
      category: 'error',
      error: true,
      properties: { source: { id: 'Boom-mid00', display_name: 'Boom' } },
      text: expect.stringContaining('the component broke'),
    });
    const failed = endVertices(events).find((result) => result.id === 'Boom-mid00');
    expect(failed).toMatchObject({ valid: false, data: { outputs: { text: { type: 'error', message: { errorMessage: expect.stringContaining('the component broke') } } } } });
    expect(builtIds(events)).not.toContain('ChatOutput-out00');

    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    expect(stored.body.map((message) => [message.sender, message.category, message.error])).toEqual([
      ['User', 'message', false],
      ['Machine', 'error', true],
    ]);
    expect(stored.body[1]?.id).toBe((error?.data as ChatMessage).id);
    const transactions = await dev.get<{ items: Array<{ vertex_id: string; status: string; error: string | null }> }>(`/api/v1/monitor/transactions?flow_id=${flow.id}`);
    expect(transactions.body.items[0]).toMatchObject({ vertex_id: 'Boom-mid00', status: 'error', error: expect.stringContaining('the component broke') });
  });

  it('cancels a build in the middle of a slow component', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Slow', { ms: 30_000 }));
    const aborted = probe.aborted;
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'wait' } });
    const before = await pollEvents(dev, jobId, (event) => event.event === 'build_start' && event.data.id === 'Slow-mid00');
    expect((await dev.post(`/api/v1/build/${jobId}/cancel`)).body).toEqual({ success: true, message: 'Flow build cancelled successfully' });
    const after = await pollEvents(dev, jobId);
    expect(after.at(-1)?.event).toBe('end');
    expect(builtIds([...before, ...after])).toEqual(['ChatInput-in000']);
    expect(probe.aborted).toBe(aborted + 1);
  });

  it('cancels a streamed build when the client goes away', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Slow', { ms: 30_000 }));
    const aborted = probe.aborted;
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'leave' } });
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/build/${jobId}/events?event_delivery=streaming`, {
      headers: { authorization: `Bearer ${dev.token}` },
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, '"build_start","data":{"id":"Slow-mid00"}');
    controller.abort();
    await eventually(() => probe.aborted === aborted + 1);
    const rest = await pollEvents(dev, jobId);
    expect(rest.at(-1)?.event).toBe('end');
  });

  it('cancels a direct build when the client goes away', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Slow', { ms: 30_000 }));
    const aborted = probe.aborted;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/build/${flow.id}/flow?event_delivery=direct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ inputs: { input_value: 'direct' } }),
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, '"build_start","data":{"id":"Slow-mid00"}');
    controller.abort();
    await eventually(() => probe.aborted === aborted + 1);
  });

  it('caps the builds one user runs at once', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Slow', { ms: 30_000 }));
    const jobs = await Promise.all(Array.from({ length: 10 }, () => startBuild(dev, flow.id, { inputs: { input_value: 'cap' } })));
    const refused = await dev.post(`/api/v1/build/${flow.id}/flow`, { inputs: { input_value: 'one too many' } });
    expect(refused).toMatchObject({ status: 429, body: { code: ErrorCode.RUNNING_BUILDS_LIMIT, params: { limit: '10' }, detail: expect.stringContaining('10') } });
    const someoneElse = await userApi(server, 'failure-other');
    const theirFlow = await createFlow(someoneElse, through(catalogue, 'Slow', { ms: 1 }));
    expect((await someoneElse.post(`/api/v1/build/${theirFlow.id}/flow`, {})).status).toBe(200);
    for (const jobId of jobs) await dev.post(`/api/v1/build/${jobId}/cancel`);
    for (const jobId of jobs) await pollEvents(dev, jobId);
    expect((await dev.post(`/api/v1/build/${flow.id}/flow`, { inputs: { input_value: 'room again' } })).status).toBe(200);
  });

  it('emits the stream in the wire format the clients parse', async () => {
    const flow = await createFlow(dev, through(catalogue, 'Slow', { ms: 1 }));
    const answer = await dev.post(`/api/v1/build/${flow.id}/flow?event_delivery=direct`, { inputs: { input_value: 'fast' } });
    const pieces = answer.text.split('\n\n').filter((piece) => piece !== '');
    expect(pieces.every((piece) => piece.startsWith('{"event":'))).toBe(true);
    expect(parseEvents(answer.text).at(-1)?.event).toBe('end');
  });
});
