// The public playground (spec/3 section 7): a flow its owner made PUBLIC is read and built without
// sign-in; the visitor's client_id cookie is what owns the build's events. Private and missing
// flows answer alike. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { PUBLIC_BUILDS_PER_MINUTE } from '../src/build/publicBuildRoutes';
import { virtualFlowId } from '../src/build/publicConversations';
import { chatPromptGraph, createFlow, fetchCatalogue, memoryGraph, type Catalogue, type Graph } from './support/flows';
import { clientIdOf, publicTurn, visitor } from './support/publicPlayground';

describe.each(await databasesUnderTest())('public playground on %s', (database) => {
  let server: TestServer;
  let owner: Api;
  let other: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    owner = await userApi(server, 'public-owner');
    other = await userApi(server, 'public-other');
    catalogue = await fetchCatalogue(owner);
  });
  afterAll(() => server.close());

  it('keeps a flow private until its owner makes it public, and only the owner may', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue));
    expect((await owner.get<{ access_type: string }>(`/api/v1/flows/${flow.id}`)).body.access_type).toBe('PRIVATE');
    const guest = visitor(server);
    expect(await guest.call('GET', `/api/v1/flows/public_flow/${flow.id}`)).toMatchObject({ status: 404, body: { detail: 'Flow not found' } });
    expect((await guest.call('POST', `/api/v1/build_public_tmp/${flow.id}/flow`, { inputs: { input_value: 'hi' } })).status).toBe(404);

    expect((await other.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' })).status).toBe(404);
    expect((await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'OPEN' })).status).toBe(400);
    const made = await owner.patch<{ access_type: string }>(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    expect(made.body.access_type).toBe('PUBLIC');

    const read = await guest.call('GET', `/api/v1/flows/public_flow/${flow.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: flow.id, name: flow.name, access_type: 'PUBLIC', user_id: null });
    expect((read.body as { data: { nodes: unknown[] } }).data.nodes).toHaveLength(3);
  });

  it('refuses a flow-sized body unparsed: an anonymous caller cannot make the server parse megabytes of graph', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue));
    await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    const nodes = Array.from({ length: 40_000 }, (_, index) => ({ id: `n${index}`, data: { node: { template: {} } } }));
    const flowSized = await visitor(server).call('POST', `/api/v1/build_public_tmp/${flow.id}/flow`, { inputs: { input_value: 'hi' }, data: { nodes, edges: [] } });
    expect(flowSized.status).toBe(413);
    // A long message still fits.
    expect((await visitor(server).call('POST', `/api/v1/build_public_tmp/${flow.id}/flow`, { inputs: { input_value: '长'.repeat(300_000) } })).status).toBe(200);
  });

  it('builds the saved flow for a visitor without sign-in, whose cookie alone reads and cancels the job', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue));
    await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    const guest = visitor(server);
    // A graph in the body is ignored: the public build runs the flow as saved.
    const started = await guest.call('POST', `/api/v1/build_public_tmp/${flow.id}/flow?event_delivery=streaming`, {
      inputs: { input_value: 'public?', session: 'visitor-session' },
      data: { nodes: [], edges: [] },
    });
    expect(started.status).toBe(200);
    expect(started.setCookie).toMatch(/^client_id=[0-9a-f-]{36};.*HttpOnly/i);
    const jobId = (started.body as { job_id: string }).job_id;

    const stranger = visitor(server);
    expect((await stranger.call('GET', `/api/v1/build/${jobId}/events`)).status).toBe(404);
    expect((await other.get(`/api/v1/build/${jobId}/events`)).status).toBe(404);
    expect((await stranger.call('POST', `/api/v1/build/${jobId}/cancel`)).status).toBe(404);

    const answer = await guest.call('GET', `/api/v1/build/${jobId}/events?event_delivery=streaming`);
    expect(answer.status).toBe(200);
    const events = parseEvents(answer.text);
    expect(eventNames(events).at(-1)).toBe('end');
    const messages = events.filter((event) => event.event === 'add_message').map((event) => event.data as { text: string; session_id: string });
    expect(messages.map((message) => message.text)).toEqual(['public?', 'Q: public?']);
    expect(messages.every((message) => message.session_id === 'visitor-session')).toBe(true);

    // The visitor's messages stay with the visitor: the owner's playground does not list them.
    expect((await owner.get<string[]>(`/api/v1/monitor/messages/sessions?flow_id=${flow.id}`)).body).not.toContain('visitor-session');
    // The same visitor keeps its id for the next build.
    const again = await guest.call('POST', `/api/v1/build_public_tmp/${flow.id}/flow`, { inputs: { input_value: 'again' } });
    expect(again.setCookie).toBeNull();
    expect((await guest.call('POST', `/api/v1/build/${(again.body as { job_id: string }).job_id}/cancel`)).status).toBe(200);
  });

  it('still serves the owner’s own build events with their token', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue));
    const started = await owner.post<{ job_id: string }>(`/api/v1/build/${flow.id}/flow?event_delivery=streaming`, { inputs: { input_value: 'mine' } });
    const answer = await owner.get(`/api/v1/build/${started.body.job_id}/events`);
    expect(eventNames(parseEvents(answer.text)).at(-1)).toBe('end');
    expect((await visitor(server).call('GET', `/api/v1/build/${started.body.job_id}/events`)).status).toBe(404);
  });

  it('keeps each visitor’s conversation under their own virtual flow id, for Message History too', async () => {
    const flow = await createFlow(owner, memoryGraph(catalogue));
    await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    const alice = visitor(server);
    const bob = visitor(server);

    const first = await publicTurn(alice, flow.id, 'first', 'chat');
    const aliceFlowId = virtualFlowId(clientIdOf(alice), flow.id);
    expect(first.every((message) => message.flow_id === aliceFlowId && message.session_id === 'chat')).toBe(true);
    const second = await publicTurn(alice, flow.id, 'second', 'chat');
    expect(second.at(-1)!.text).toMatch(/first.*\|\| second$/s);

    // Another visitor, the same session name: none of Alice's conversation.
    const elsewhere = await publicTurn(bob, flow.id, 'third', 'chat');
    expect(elsewhere.at(-1)!.text).not.toContain('first');
    expect(elsewhere[0]!.flow_id).toBe(virtualFlowId(clientIdOf(bob), flow.id));
    // Nor the owner's own playground, nor its monitor.
    const own = await owner.post<{ job_id: string }>(`/api/v1/build/${flow.id}/flow`, { inputs: { input_value: 'mine', session: 'chat' } });
    const ownText = (await owner.get(`/api/v1/build/${own.body.job_id}/events`)).text;
    expect(ownText).not.toContain('first');
    expect((await owner.get<unknown[]>(`/api/v1/monitor/transactions?flow_id=${flow.id}`)).text).not.toContain('first');
    // A session left out is the visitor's virtual flow id, as Langflow's.
    const unnamed = await publicTurn(alice, flow.id, 'fourth', '');
    expect(unnamed[0]!.session_id).toBe(aliceFlowId);
  });

  it('masks the values typed into password fields of the flow it shows a visitor', async () => {
    const graph = chatPromptGraph(catalogue);
    const template = graph.nodes[1]!.data.node!.template;
    template.api_key = { type: 'str', show: true, password: true, value: 'sk-typed-secret' };
    template.named_key = { type: 'str', show: true, password: true, load_from_db: true, value: 'OPENAI_API_KEY' };
    const flow = await createFlow(owner, graph, { access_type: 'PUBLIC' });
    const read = await visitor(server).call('GET', `/api/v1/flows/public_flow/${flow.id}`);
    expect(read.status).toBe(200);
    expect(read.text).not.toContain('sk-typed-secret');
    expect(read.body).toMatchObject({ folder_id: null, user_id: null });
    const shown = (read.body as { data: Graph }).data.nodes[1]!.data.node!.template;
    expect(shown.api_key).toMatchObject({ value: '*****' });
    expect(shown.named_key).toMatchObject({ value: 'OPENAI_API_KEY' });
    // The owner still reads what they typed.
    expect((await owner.get(`/api/v1/flows/${flow.id}`)).text).toContain('sk-typed-secret');
  });

  // Last: it spends this server's budget of public builds for the test address.
  it('limits the public builds one address starts in a minute, whatever cookie it sends', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { access_type: 'PUBLIC' });
    const statuses: number[] = [];
    for (let count = 0; count <= PUBLIC_BUILDS_PER_MINUTE; count += 1) {
      statuses.push((await visitor(server).call('POST', `/api/v1/build_public_tmp/${flow.id}/flow?event_delivery=polling`, { inputs: { input_value: 'x' } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(PUBLIC_BUILDS_PER_MINUTE);
    // A signed-in owner's own builds are not counted.
    expect((await owner.post(`/api/v1/build/${flow.id}/flow?event_delivery=polling`, { inputs: { input_value: 'x' } })).status).toBe(200);
  });
});
