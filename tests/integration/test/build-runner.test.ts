// @app/build-runner against the real server (SQLite, and PostgreSQL when reachable): the editor's
// build of a ChatInput -> Prompt -> ChatOutput flow through BuildClient and the HTTP transport, in
// each delivery mode, over real HTTP.
import { BuildClient, createHttpTransport, type BuildResult } from '@app/build-runner';
import {
  buildEdge,
  fieldTargetHandleFor,
  findOutput,
  sourceHandleFor,
  type ComponentNode,
  type EventDelivery,
  type GenericNode,
  type TemplateField,
  type WorkflowEdge,
} from '@app/flow-graph';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const databases = await databasesUnderTest();

/** The field the editor adds for a prompt's `{question}` variable. */
function promptVariable(name: string): TemplateField {
  return { type: 'str', name, display_name: name, value: '', show: true, advanced: false, required: false, list: false, multiline: true, input_types: ['Message'] };
}

function node(catalogue: Record<string, ComponentNode>, id: string, values: Record<string, unknown> = {}): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  const component = structuredClone(catalogue[type]);
  if (!component) throw new Error(`the server offers no ${type}`);
  for (const [name, value] of Object.entries(values)) {
    const field = component.template[name] as TemplateField | undefined;
    if (field) field.value = value;
    else component.template[name] = { ...promptVariable(name), value };
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node: component } };
}

function edge(nodes: GenericNode[], from: string, to: string): WorkflowEdge {
  const [sourceId, output] = from.split('.') as [string, string];
  const [targetId, field] = to.split('.') as [string, string];
  const source = nodes.find((candidate) => candidate.id === sourceId) as GenericNode;
  const target = nodes.find((candidate) => candidate.id === targetId) as GenericNode;
  return buildEdge(sourceHandleFor(source, findOutput(source, output)!), fieldTargetHandleFor(target, field)!);
}

describe.each(databases)('build-runner against the server on %s', (database) => {
  let server: TestServer;
  let token: string;
  let flowId: string;

  const authorized = () => ({ authorization: `Bearer ${token}` });

  function client(): BuildClient {
    return new BuildClient({ transport: createHttpTransport({ baseUrl: `${server.url}/api/v1`, headers: authorized }) });
  }

  beforeAll(async () => {
    server = await createTestServer({ database });
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: server.admin.username, password: server.admin.password }),
    });
    token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const all = (await (await fetch(`${server.url}/api/v1/all`, { headers: authorized() })).json()) as Record<string, Record<string, ComponentNode>>;
    const catalogue = Object.assign({}, ...Object.values(all)) as Record<string, ComponentNode>;
    const nodes = [node(catalogue, 'ChatInput-in000'), node(catalogue, 'Prompt-pr000', { template: 'Q: {question}', question: '' }), node(catalogue, 'ChatOutput-out00')];
    const edges = [edge(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'), edge(nodes, 'Prompt-pr000.prompt', 'ChatOutput-out00.input_value')];
    const created = await fetch(`${server.url}/api/v1/flows/`, {
      method: 'POST',
      headers: { ...authorized(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Build runner flow', data: { nodes, edges } }),
    });
    expect(created.status).toBe(201);
    flowId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => server.close());

  it.each<EventDelivery>(['streaming', 'polling', 'direct'])('builds the flow with %s delivery', async (delivery) => {
    const handle = client().startBuild({ flowId, delivery, inputs: { input_value: `via ${delivery}`, session: `session-${delivery}` } });
    const result: BuildResult = await handle.done;
    expect(result.failure).toBeNull();
    expect(result.status).toBe('success');
    expect(result.delivery).toBe(delivery);
    expect(result.deliveryFallback).toBeNull();
    expect(Object.fromEntries(Object.entries(result.vertices).map(([id, vertex]) => [id, vertex.status]))).toEqual({
      'ChatInput-in000': 'BUILT',
      'Prompt-pr000': 'BUILT',
      'ChatOutput-out00': 'BUILT',
    });
    expect(result.messages.map((message) => [message.sender, message.text, message.session_id])).toEqual([
      ['User', `via ${delivery}`, `session-${delivery}`],
      ['Machine', `Q: via ${delivery}`, `session-${delivery}`],
    ]);
    expect(result.results['ChatOutput-out00']?.valid).toBe(true);
    if (delivery !== 'direct') expect(result.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports the server’s refusal of an invalid flow', async () => {
    const handle = client().startBuild({ flowId, delivery: 'polling', data: { nodes: [], edges: [] } });
    const result = await handle.done;
    expect(result.status).toBe('error');
    expect(result.failure).toMatchObject({ title: 'FLOW_BUILD_ERROR', code: 'START_FAILED', status: 400 });
  });

  it('stops a build on cancel', async () => {
    const handle = client().startBuild({ flowId, delivery: 'streaming', inputs: { input_value: 'stop' } });
    handle.cancel();
    const result = await handle.done;
    expect(result.status).toBe('stopped');
    expect(result.notice).toBe('BUILD_STOPPED');
  });
});
