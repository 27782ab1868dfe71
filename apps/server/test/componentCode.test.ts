// Component source stored once (component_code) instead of in every node of stored flows and
// release snapshots, over HTTP: every answer carries each node's exact code, flows stored before
// keep reading as they were, and a run reads code from memory once it is known.
import type { RunResponse } from '@app/engine';
import { findOutdatedNodes, type FlowRecord, type GenericNode, type TemplateField } from '@app/flow-graph';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeHash } from '../src/flows/codeReferences';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { apiFor, userApi, type Api } from './support/api';
import { chatPromptGraph, connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';

const codeOf = (node: GenericNode) => (node.data.node.template.code as TemplateField | undefined)?.value as string;
const readsCode = (text: string) => /"component_code"/.test(text);

function firstText(response: RunResponse): string | undefined {
  const result = response.outputs[0]?.outputs[0]?.results as { message?: { text?: string } } | undefined;
  return result?.message?.text;
}

/** `count` Combine Text nodes in a chain. */
function chainGraph(catalogue: Catalogue, count: number): Graph {
  const nodes = Array.from({ length: count }, (_, index) => makeNode(catalogue, `CombineText-${String(index).padStart(5, '0')}`));
  const edges = nodes.slice(1).map((node, index) => connect(nodes, `${nodes[index]!.id}.combined_text`, `${node.id}.text1`));
  return { nodes, edges };
}

describe.each(await databasesUnderTest())('component code stored once, on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  const queries: string[] = [];
  const db = () => server.app.database.db;
  /** The column as stored (PostgreSQL's jsonb as its text). */
  const storedText = async (table: 'flows' | 'store_releases', id: string) =>
    (await sql<{ data: string }>`select cast(data as text) as data from ${sql.table(table)} where id = ${id}`.execute(db())).rows[0]?.data ?? '';
  const storedCode = async (hash: string) => (await db().selectFrom('component_code').select('code').where('hash', '=', hash).executeTakeFirst())?.code;
  /** The stored text with each reference replaced by its code: what the column held before references. */
  const inlined = async (stored: string) => {
    const hashes = [...stored.matchAll(/\{"\$code_sha256":"([0-9a-f]{64})"\}/g)].map((match) => match[1]!);
    const codes = new Map(await Promise.all(hashes.map(async (hash) => [hash, JSON.stringify(await storedCode(hash))] as const)));
    return stored.replace(/\{"\$code_sha256":"([0-9a-f]{64})"\}/g, (_, hash: string) => codes.get(hash)!);
  };
  /** The answer's data: the graph sent (key order aside), and on SQLite, which keeps the JSON text as written, that text exactly. */
  const expectAnswered = async (flowId: string, actual: unknown, sent: unknown) => {
    expect(actual).toStrictEqual(sent);
    if (database === 'sqlite') expect(JSON.stringify(actual)).toBe(await inlined(await storedText('flows', flowId)));
  };

  beforeAll(async () => {
    server = await createTestServer({ database, onQuery: (text) => void queries.push(text) });
    dev = await userApi(server, 'code-store-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('stores a many-node flow without its code and answers it as saved', async () => {
    const graph = chainGraph(catalogue, 60);
    const code = codeOf(graph.nodes[0]!);
    const created = await createFlow(dev, graph);
    await expectAnswered(created.id, created.data, graph);
    await expectAnswered(created.id, (await dev.get<FlowRecord>(`/api/v1/flows/${created.id}`)).body.data, graph);

    const stored = await storedText('flows', created.id);
    expect(stored).not.toContain(JSON.stringify(code).slice(1, -1));
    expect(stored.length).toBeLessThan(JSON.stringify(graph).length - (graph.nodes.length * code.length) / 2);
    expect(await storedCode(codeHash(code))).toBe(code);
  });

  it('keeps edited and outdated code, each text stored once', async () => {
    const graph = chainGraph(catalogue, 3);
    const builtIn = codeOf(graph.nodes[0]!);
    const edited = `${builtIn}\n// edited by the builder`;
    const older = `${builtIn}\n// an older release of the component`;
    const created = await createFlow(dev, graph);
    graph.nodes[1]!.data.node.template.code = { ...(graph.nodes[1]!.data.node.template.code as TemplateField), value: edited };
    graph.nodes[1]!.data.node.edited = true;
    graph.nodes[2]!.data.node.template.code = { ...(graph.nodes[2]!.data.node.template.code as TemplateField), value: older };
    expect((await dev.patch(`/api/v1/flows/${created.id}`, { data: graph })).status).toBe(200);

    const read = (await dev.get<FlowRecord>(`/api/v1/flows/${created.id}`)).body;
    await expectAnswered(created.id, read.data, graph);
    expect(findOutdatedNodes(read.data!.nodes, catalogue)).toEqual([graph.nodes[2]!.id]);
    const stored = await storedText('flows', created.id);
    for (const text of [builtIn, edited, older]) {
      expect(stored).not.toContain(JSON.stringify(text).slice(1, -1));
      expect(await storedCode(codeHash(text))).toBe(text);
    }
  });

  it('downloads an uploaded flow file identical to what was uploaded', async () => {
    const graph = chainGraph(catalogue, 5);
    const data = { ...graph, viewport: { x: 10, y: 20, zoom: 0.5 } };
    const file = { name: 'Uploaded chain', description: 'a chain of texts', data, is_component: false, endpoint_name: null, tags: [] };
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(file)], { type: 'application/json' }), 'chain.json');
    const uploaded = await fetch(`${server.url}/api/v1/flows/upload/`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const [flow] = (await uploaded.json()) as FlowRecord[];

    const downloaded = await dev.post<FlowRecord>('/api/v1/flows/download/', [flow!.id]);
    await expectAnswered(flow!.id, downloaded.body.data, data);
    expect(await storedText('flows', flow!.id)).not.toContain(JSON.stringify(codeOf(graph.nodes[0]!)).slice(1, -1));
  });

  it('runs a stored flow, reading its code from the database only until it is known', async () => {
    // An outdated Prompt (not edited: it runs the registered component) has code no example shares.
    const outdated = (template: string) => {
      const graph = chatPromptGraph(catalogue, template);
      const field = graph.nodes[1]!.data.node.template.code as TemplateField;
      field.value = `${field.value as string}\n// an older release`;
      return graph;
    };
    const flow = await createFlow(dev, outdated('R: {question}'));
    // A new process knows no code yet.
    server = await server.restart();
    dev = apiFor(server, dev.token, dev.userId);
    queries.length = 0;
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'one' })).body)).toBe('R: one');
    expect(queries.filter(readsCode)).toHaveLength(1);

    queries.length = 0;
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: outdated('S: {question}') })).status).toBe(200);
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'two' })).body)).toBe('S: two');
    expect((await dev.get<FlowRecord>(`/api/v1/flows/${flow.id}`)).status).toBe(200);
    expect(queries.filter(readsCode)).toEqual([]);
  });

  it('reads and runs a flow stored with inline code, leaving its row as it was', async () => {
    const inline = chatPromptGraph(catalogue, 'Old: {question}');
    const id = '3f0c2a9e-5b7d-4c1e-9a8f-0d6b4e2c1a70';
    const now = new Date().toISOString();
    const text = JSON.stringify(inline);
    await db()
      .insertInto('flows')
      .values({ id, name: 'Stored before', description: null, icon: null, icon_bg_color: null, gradient: null, data: text, is_component: false, locked: false, webhook: false, endpoint_name: null, tags: '[]', folder_id: null, user_id: dev.userId, last_tested_version: null, created_at: now, updated_at: now, released_at: null })
      .execute();

    await expectAnswered(id, (await dev.get<FlowRecord>(`/api/v1/flows/${id}`)).body.data, inline);
    await expectAnswered(id, (await dev.post<FlowRecord>('/api/v1/flows/download/', [id])).body.data, inline);
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${id}`, { input_value: 'x' })).body)).toBe('Old: x');
    const stored = await storedText('flows', id);
    expect(database === 'sqlite' ? stored : JSON.parse(stored)).toEqual(database === 'sqlite' ? text : inline);
  });

  it('snapshots a release without code, and the app runs the released code', async () => {
    const graph = chatPromptGraph(catalogue, 'Released: {question}');
    const flow = await createFlow(dev, graph);
    const storeId = await publish(dev, flow.id);
    const release = await db().selectFrom('stores').select('release_id').where('id', '=', storeId).executeTakeFirstOrThrow();
    const snapshot = await storedText('store_releases', release.release_id!);
    for (const node of graph.nodes) expect(snapshot).not.toContain(JSON.stringify(codeOf(node)).slice(1, -1));

    const key = await createKey(dev, storeId);
    const answer = await keyCall<RunResponse>(server, key.api_key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'y' } });
    expect(firstText(answer.body)).toBe('Released: y');
  });

  it('stores the example flows without their code', async () => {
    const examples = await dev.get<FlowRecord[]>('/api/v1/flows/basic_examples/');
    const example = examples.body.find((flow) => (flow.data?.nodes.length ?? 0) > 0)!;
    const stored = await storedText('flows', example.id);
    const codes = (example.data!.nodes as GenericNode[]).map((node) => node.data?.node && codeOf(node)).filter((code) => typeof code === 'string');
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(stored).not.toContain(JSON.stringify(code).slice(1, -1));
  });

  it('refuses data holding the reference key itself, storing nothing', async () => {
    const graph = chainGraph(catalogue, 1);
    const reference = { $code_sha256: codeHash(codeOf(graph.nodes[0]!)) };
    const inCode = structuredClone(graph);
    inCode.nodes[0]!.data.node.template.code = { ...(inCode.nodes[0]!.data.node.template.code as TemplateField), value: reference };
    const inField = structuredClone(graph);
    inField.nodes[0]!.data.node.template.text1 = { ...(inField.nodes[0]!.data.node.template.text1 as TemplateField), value: reference };
    for (const data of [inCode, inField]) {
      const answer = await dev.post<{ detail: string }>('/api/v1/flows/', { name: 'Reference-shaped', data });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe('Invalid flow data');
    }
    expect(await db().selectFrom('flows').select('id').where('name', '=', 'Reference-shaped').executeTakeFirst()).toBeUndefined();
  });
});
