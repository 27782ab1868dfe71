// The Langflow-compatible run API and webhook over HTTP (reference section 2): response shape,
// sessions, tweaks, streaming, failures, who may call, and background webhook runs.
import type { ChatMessage } from '@app/flow-graph';
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, eventNames, parseEvents, userApi, type Api } from './support/api';
import { eventually } from './support/builds';
import { Boom, sourcesOf } from './support/components';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, memoryGraph, type Catalogue, type Graph } from './support/flows';

function webhookGraph(catalogue: Catalogue): Graph {
  const nodes = [makeNode(catalogue, 'Webhook-wh000'), makeNode(catalogue, 'parser-pa000', { pattern: 'hello {name}' }), makeNode(catalogue, 'ChatOutput-out00')];
  const edges = [connect(nodes, 'Webhook-wh000.output_data', 'parser-pa000.input_data'), connect(nodes, 'parser-pa000.parsed_text', 'ChatOutput-out00.input_value')];
  return { nodes, edges };
}

function outputTexts(response: RunResponse): Array<string | undefined> {
  return (response.outputs[0]?.outputs ?? []).map((output) => (output?.results.message as { text?: string } | undefined)?.text);
}

describe.each(await databasesUnderTest())('run API on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, components: [Boom], componentSources: sourcesOf([Boom]) });
    dev = await userApi(server, 'run-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('runs a flow and answers Langflow’s RunResponse', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const answer = await dev.post<RunResponse>(`/api/v1/run/${flow.id}?stream=false`, { input_value: 'why', input_type: 'chat', output_type: 'chat' });
    expect(answer.status).toBe(200);
    expect(answer.body.session_id).toBe(flow.id);
    expect(answer.body.outputs[0]?.inputs).toEqual({ input_value: 'why' });
    const [output] = answer.body.outputs[0]?.outputs ?? [];
    expect(output).toMatchObject({
      component_id: 'ChatOutput-out00',
      component_display_name: '聊天输出',
      results: { message: { text: 'Q: why', sender: 'Machine', session_id: flow.id } },
      outputs: { message: { message: 'Q: why', type: 'text' } },
      messages: [{ message: 'Q: why', sender: 'Machine', sender_name: 'AI', session_id: flow.id, component_id: 'ChatOutput-out00', type: 'text' }],
      used_frozen_result: false,
    });
  });

  it('keeps a given session, and finds flows by endpoint name', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue), { endpoint_name: 'ask-me' });
    const answer = await dev.post<RunResponse>('/api/v1/run/ask-me', { input_value: 'hello', session_id: 'chat-7' });
    expect(answer.body.session_id).toBe('chat-7');
    expect(outputTexts(answer.body)).toEqual(['Q: hello']);
    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=chat-7`);
    expect(stored.body.map((message) => [message.sender, message.text])).toEqual([
      ['User', 'hello'],
      ['Machine', 'Q: hello'],
    ]);
  });

  it('applies tweaks by id and by display name, and refuses an input given twice', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const byId = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'x', tweaks: { 'Prompt-pr000': { template: 'T: {question}' } } });
    expect(outputTexts(byId.body)).toEqual(['T: x']);
    const byName = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'y', tweaks: { 提示词: { template: 'N: {question}' } } });
    expect(outputTexts(byName.body)).toEqual(['N: y']);
    const tweakOnly = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { tweaks: { 'ChatInput-in000': { input_value: 'from tweak' } } });
    expect(outputTexts(tweakOnly.body)).toEqual(['Q: from tweak']);
    // Langflow's own words for an English reader (errorLanguage.test.ts: Chinese by default).
    const conflict = await dev.call('POST', `/api/v1/run/${flow.id}`, { input_value: 'z', tweaks: { 'ChatInput-in000': { input_value: 'z2' } } }, { 'accept-language': 'en' });
    expect(conflict).toMatchObject({ status: 400, body: { detail: 'If you pass an input_value to the chat input, you cannot pass a tweak with the same name.' } });
    const streamed = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'z', tweaks: { 'ChatInput-in000': { input_value: 'z2' } } });
    expect(streamed.status).toBe(400);
    expect((await dev.post(`/api/v1/run/${flow.id}`, { output_type: 'everything' })).status).toBe(422);
  });

  it('returns every vertex with output_type debug, or the one output_component', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const debug = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'd', output_type: 'debug' });
    expect(debug.body.outputs[0]?.outputs.map((output) => output?.component_id)).toEqual(['ChatInput-in000', 'Prompt-pr000', 'ChatOutput-out00']);
    const one = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'd', output_component: 'Prompt-pr000' });
    expect(one.body.outputs[0]?.outputs.map((output) => output?.component_id)).toEqual(['Prompt-pr000']);
  });

  it('streams the run’s events and closes with end {result}', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const answer = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'streamed', session_id: 's-1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const events = parseEvents(answer.text);
    expect(eventNames(events).filter((name) => name === 'add_message')).toHaveLength(2);
    const end = events.at(-1);
    expect(end?.event).toBe('end');
    const result = (end?.data as { result: RunResponse }).result;
    expect(result.session_id).toBe('s-1');
    expect(outputTexts(result)).toEqual(['Q: streamed']);
  });

  it('answers a failing component with 500 and its error, or an error event when streaming', async () => {
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Boom-bo000'), makeNode(catalogue, 'ChatOutput-out00')];
    const edges = [connect(nodes, 'ChatInput-in000.message', 'Boom-bo000.text'), connect(nodes, 'Boom-bo000.text', 'ChatOutput-out00.input_value')];
    const flow = await createFlow(dev, { nodes, edges });
    const answer = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'x' });
    expect(answer.status).toBe(500);
    expect(answer.body.detail).toContain('the component broke');
    const streamed = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'x' });
    const last = parseEvents(streamed.text).at(-1);
    expect(last).toEqual({ event: 'error', data: { error: expect.stringContaining('the component broke') } });
    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    expect(stored.body.filter((message) => message.category === 'error')).toHaveLength(2);
  });

  it('gives Message History the stored conversation of the session', async () => {
    const flow = await createFlow(dev, memoryGraph(catalogue));
    await dev.post(`/api/v1/run/${flow.id}`, { input_value: 'first', session_id: 'memory' });
    const second = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'second', session_id: 'memory' });
    expect(outputTexts(second.body)[0]).toMatch(/^User: first\nAI: .*first.*\|\| second$/s);
    const elsewhere = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'third', session_id: 'other-session' });
    expect(outputTexts(elsewhere.body)[0]).not.toContain('first');
  });

  it('lets only the owner or an administrator run a flow', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue), { endpoint_name: 'private-one' });
    const other = await userApi(server, 'run-other');
    expect(await other.post(`/api/v1/run/${flow.id}`, { input_value: 'x' })).toMatchObject({ status: 404, body: { detail: `Flow identifier ${flow.id} not found` } });
    expect((await other.post('/api/v1/run/private-one', { input_value: 'x' })).status).toBe(404);
    expect((await other.post('/api/v1/webhook/private-one', { any: 1 })).status).toBe(404);
    expect((await (await adminApi(server)).post(`/api/v1/run/${flow.id}`, { input_value: 'x' })).status).toBe(200);
    const anonymous = await fetch(`${server.url}/api/v1/run/${flow.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect((await dev.post('/api/v1/run/nothing-here', {})).body).toEqual({ detail: 'Flow identifier nothing-here not found' });
  });

  it('starts a webhook run in the background with the body as the Webhook’s data', async () => {
    const flow = await createFlow(dev, webhookGraph(catalogue), { endpoint_name: 'hook' });
    const answer = await dev.post('/api/v1/webhook/hook', { name: 'webhook' });
    expect(answer).toMatchObject({ status: 202, body: { message: 'Task started in the background', status: 'in progress' } });
    const messages = () => dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    await eventually(async () => (await messages()).body.length === 1);
    expect((await messages()).body[0]).toMatchObject({ text: 'hello webhook', session_id: flow.id });
    expect((await dev.post(`/api/v1/webhook/${flow.id}`, { name: 'by id' })).status).toBe(202);
    await eventually(async () => (await messages()).body.length === 2);
    // Without a Webhook component the payload is the flow's input.
    const plainFlow = await createFlow(dev, chatPromptGraph(catalogue));
    expect((await dev.post(`/api/v1/webhook/${plainFlow.id}`, { name: 'plain' })).status).toBe(202);
    const plainMessages = () => dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${plainFlow.id}`);
    await eventually(async () => (await plainMessages()).body.some((message) => message.sender === 'Machine'));
    expect((await plainMessages()).body.find((message) => message.sender === 'Machine')?.text).toBe('Q: {"name":"plain"}');
    expect(await dev.post(`/api/v1/webhook/${plainFlow.id}`)).toMatchObject({ status: 400, body: { detail: 'Request body is empty. You should provide a JSON payload containing the flow ID.' } });
  });
});
