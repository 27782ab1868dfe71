// The editor's build over HTTP (reference section 1): a ChatInput -> Prompt -> ChatOutput flow in
// each delivery mode, polling semantics, job errors and ownership, the ordering calls, and the
// frozen cache. On SQLite and PostgreSQL.
import type { BuildEvent } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_WAIT_MS } from '../src/build/buildRoutes';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, eventNames, parseEvents, userApi, type Api } from './support/api';
import { builtIds, endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

const CHAT_SEQUENCE = [
  'vertices_sorted',
  'build_start',
  'build_start',
  'add_message',
  'end_vertex',
  'build_end',
  'build_start',
  'end_vertex',
  'build_end',
  'build_start',
  'add_message',
  'end_vertex',
  'build_end',
  'end',
];

function answerText(events: readonly BuildEvent[]): string | undefined {
  return messagesOf(events).find((message) => message.sender === 'Machine')?.text;
}

describe.each(await databasesUnderTest())('builds on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'build-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('streams the events of a build (streaming delivery)', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'why?' } }, 'event_delivery=streaming');
    const answer = await dev.get(`/api/v1/build/${jobId}/events?event_delivery=streaming`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson');
    expect(answer.text.endsWith('}\n\n')).toBe(true);
    const events = parseEvents(answer.text);
    expect(eventNames(events)).toEqual(CHAT_SEQUENCE);
    expect(events[0]).toEqual({ event: 'vertices_sorted', data: { ids: ['ChatInput-in000'], to_run: ['ChatInput-in000', 'Prompt-pr000', 'ChatOutput-out00'] } });
    expect(answerText(events)).toBe('Q: why?');
    // The session defaults to the flow id.
    expect(messagesOf(events).map((message) => message.session_id)).toEqual([flow.id, flow.id]);
  });

  it('answers each poll with what queued since the previous one (polling delivery)', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'poll', session: 'my-session' } });
    const events = await pollEvents(dev, jobId);
    expect(eventNames(events)).toEqual(CHAT_SEQUENCE);
    expect(messagesOf(events).map((message) => message.session_id)).toEqual(['my-session', 'my-session']);
    // Everything was read: the next poll answers at once with nothing.
    const started = Date.now();
    const again = await dev.get(`/api/v1/build/${jobId}/events?event_delivery=polling`);
    expect(again).toMatchObject({ status: 200, text: '' });
    expect(Date.now() - started).toBeLessThan(POLL_WAIT_MS);
    // A streaming reader still gets the whole build.
    const replay = await dev.get(`/api/v1/build/${jobId}/events`);
    expect(eventNames(parseEvents(replay.text))).toEqual(CHAT_SEQUENCE);
  });

  it('streams the events in the start call itself (direct delivery)', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const answer = await dev.post(`/api/v1/build/${flow.id}/flow?event_delivery=direct`, { inputs: { input_value: 'direct' } });
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson');
    const events = parseEvents(answer.text);
    expect(eventNames(events)).toEqual(CHAT_SEQUENCE);
    expect(answerText(events)).toBe('Q: direct');
  });

  it('builds the graph sent with the request, up to a stop component', async () => {
    const flow = await createFlow(dev, { nodes: [], edges: [] });
    const graph = chatPromptGraph(catalogue, 'Say: {question}');
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'hi' }, data: graph }, 'event_delivery=polling&stop_component_id=Prompt-pr000');
    const events = await pollEvents(dev, jobId);
    expect(builtIds(events)).toEqual(['ChatInput-in000', 'Prompt-pr000']);
    expect(endVertices(events)[1]?.data.results).toMatchObject({ prompt: { text: 'Say: hi' } });
  });

  it('reuses a frozen component’s last result while its inputs stay the same, and rebuilds it for new ones', async () => {
    const graph = chatPromptGraph(catalogue);
    const flow = await createFlow(dev, graph);
    await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'first' } }));
    (graph.nodes[1]?.data.node as { frozen?: boolean }).frozen = true;
    const promptOf = (events: readonly BuildEvent[]) => endVertices(events).find((result) => result.id === 'Prompt-pr000');

    const same = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'first' }, data: graph }));
    expect(promptOf(same)?.data.used_frozen_result).toBe(true);
    expect(answerText(same)).toBe('Q: first');

    const changed = await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'second' }, data: graph }));
    expect(promptOf(changed)?.data.used_frozen_result).toBe(false);
    expect(answerText(changed)).toBe('Q: second');
  });

  it('answers unknown jobs, unknown deliveries and other people’s jobs', async () => {
    expect(await dev.get('/api/v1/build/no-such-job/events')).toMatchObject({ status: 404, body: { detail: 'Job not found' } });
    expect(await dev.post('/api/v1/build/no-such-job/cancel')).toMatchObject({ status: 404, body: { detail: 'Job not found' } });
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'x' } });
    expect((await dev.get(`/api/v1/build/${jobId}/events?event_delivery=carrier-pigeon`)).status).toBe(400);
    const other = await userApi(server, 'build-other');
    expect((await other.get(`/api/v1/build/${jobId}/events`)).status).toBe(404);
    expect((await other.post(`/api/v1/build/${jobId}/cancel`)).status).toBe(404);
    expect(await other.post(`/api/v1/build/${flow.id}/flow`, {})).toMatchObject({ status: 404, body: { detail: 'Flow not found' } });
    const admin = await adminApi(server);
    expect((await admin.get(`/api/v1/build/${jobId}/events`)).status).toBe(200);
    const plain = await userApi(server, 'build-plain', 8);
    expect((await plain.post(`/api/v1/build/${flow.id}/flow`, {})).status).toBe(403);
    expect((await dev.post(`/api/v1/build/${flow.id}/flow?start_component_id=a&stop_component_id=b`, {})).status).toBe(400);
    expect((await dev.post(`/api/v1/build/${flow.id}/flow`, { inputs: { input_value: 'x', surprise: 1 } })).status).toBe(400);
  });

  it('cancels a finished job harmlessly', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'x' } });
    await pollEvents(dev, jobId);
    expect((await dev.post(`/api/v1/build/${jobId}/cancel`)).body).toEqual({ success: true, message: 'Flow build cancelled successfully' });
  });

  it('orders the vertices to run, and the path a freeze refreshes', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    const all = await dev.post<{ ids: string[]; run_id: string; vertices_to_run: string[] }>(`/api/v1/build/${flow.id}/vertices`);
    expect(all.body.ids).toEqual(['ChatInput-in000']);
    expect(all.body.vertices_to_run).toEqual(['ChatInput-in000', 'Prompt-pr000', 'ChatOutput-out00']);
    expect(all.body.run_id).toMatch(/^[0-9a-f-]{36}$/);
    const upTo = await dev.post<{ vertices_to_run: string[] }>(`/api/v1/build/${flow.id}/vertices?stop_component_id=Prompt-pr000`, {});
    expect(upTo.body.vertices_to_run).toEqual(['ChatInput-in000', 'Prompt-pr000']);
    const from = await dev.post<{ vertices_to_run: string[] }>(`/api/v1/build/${flow.id}/vertices?start_component_id=Prompt-pr000`, {
      data: chatPromptGraph(catalogue),
    });
    expect(from.body.vertices_to_run).toEqual(['ChatInput-in000', 'Prompt-pr000', 'ChatOutput-out00']);
    const freeze = await dev.post(`/api/v1/build/${flow.id}/freeze`, { stop_component_id: 'Prompt-pr000' });
    // Chat Input takes each run's input, so a freeze leaves it out.
    expect(freeze.body).toEqual({ vertices_to_run: ['Prompt-pr000'] });
    expect((await dev.post(`/api/v1/build/${flow.id}/freeze`, {})).status).toBe(400);
  });
});
