// GET flows/public_flow/{id}, which anyone may call, on SQLite and PostgreSQL: the masked graph is
// read and made once per saved version of the flow (a read after that queries only the row's small
// columns), a saved change or a flow made private shows at once, and one address gets
// PUBLIC_FLOW_READS_PER_MINUTE reads a minute. A public build refused for its address's budget
// reads no flow either.
import { ErrorCode } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BUILDS_PER_MINUTE, PUBLIC_FLOW_READS_PER_MINUTE } from '../src/build/publicBuildRoutes';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue, type Graph } from './support/flows';
import { visitor } from './support/publicPlayground';

describe.each(await databasesUnderTest())('public flow reads on %s', (database) => {
  const clock = testClock();
  const queries: string[] = [];
  let server: TestServer;
  let owner: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, clock: clock.now, onQuery: (text) => void queries.push(text) });
    owner = await userApi(server, 'reads-owner');
    catalogue = await fetchCatalogue(owner);
  });
  afterAll(() => server.close());

  const read = (flowId: string) => visitor(server).call('GET', `/api/v1/flows/public_flow/${flowId}`);
  /** Queries that read whole rows of flows, graph included. */
  const graphReads = () => queries.filter((text) => /^select \* from "flows"/i.test(text)).length;

  it('reads and masks the graph once per saved version, and shows a change or a private flow at once', async () => {
    clock.advance(61);
    const graph = chatPromptGraph(catalogue);
    graph.nodes[1]!.data.node!.template.api_key = { type: 'str', show: true, password: true, value: 'sk-typed-secret' };
    const flow = await createFlow(owner, graph, { access_type: 'PUBLIC' });

    const before = graphReads();
    const first = await read(flow.id);
    const second = await read(flow.id);
    expect(graphReads() - before).toBe(1);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain('sk-typed-secret');
    expect(second.body).toMatchObject({ id: flow.id, user_id: null, folder_id: null, access_type: 'PUBLIC' });

    const changed = chatPromptGraph(catalogue, 'A: {question}');
    clock.advance(1);
    expect((await owner.patch(`/api/v1/flows/${flow.id}`, { data: changed, name: '改名的流程' })).status).toBe(200);
    const after = (await read(flow.id)).body as FlowRecord & { data: Graph };
    expect(after.name).toBe('改名的流程');
    expect(after.data.nodes[1]!.data.node!.template.template).toMatchObject({ value: 'A: {question}' });

    expect((await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PRIVATE' })).status).toBe(200);
    expect(await read(flow.id)).toMatchObject({ status: 404, body: { detail: 'Flow not found' } });
  });

  it('gives built-in components’ names and descriptions in the visitor’s language, keeping names the owner changed', async () => {
    clock.advance(61);
    const graph = chatPromptGraph(catalogue);
    graph.nodes[2]!.data.node!.display_name = '回答';
    const flow = await createFlow(owner, graph, { access_type: 'PUBLIC' });
    const englishCatalogue = (await owner.call<Record<string, Record<string, Catalogue[string]>>>('GET', '/api/v1/all', undefined, { 'accept-language': 'en' })).body;
    const english = Object.assign({}, ...Object.values(englishCatalogue)).ChatInput as Catalogue[string];
    const inEnglish = await fetch(`${server.url}/api/v1/flows/public_flow/${flow.id}`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const nodes = ((await inEnglish.json()) as { data: Graph }).data.nodes;
    expect(nodes[0]!.data.node).toMatchObject({ display_name: english.display_name, description: english.description });
    expect(english.display_name).not.toBe(catalogue.ChatInput!.display_name);
    expect(nodes[2]!.data.node!.display_name).toBe('回答');
    const inChinese = (await read(flow.id)).body as { data: Graph };
    expect(inChinese.data.nodes[0]!.data.node!.display_name).toBe(catalogue.ChatInput!.display_name);
  });

  it('gives one address PUBLIC_FLOW_READS_PER_MINUTE reads a minute', async () => {
    clock.advance(61);
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { access_type: 'PUBLIC' });
    const statuses: number[] = [];
    for (let count = 0; count < PUBLIC_FLOW_READS_PER_MINUTE; count += 1) statuses.push((await read(flow.id)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await fetch(`${server.url}/api/v1/flows/public_flow/${flow.id}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ detail: `每分钟最多读取 ${PUBLIC_FLOW_READS_PER_MINUTE} 次公开流程，请稍后再试。`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(PUBLIC_FLOW_READS_PER_MINUTE) } });
    const english = await fetch(`${server.url}/api/v1/flows/public_flow/${flow.id}`, { headers: { 'accept-language': 'en' } });
    expect(((await english.json()) as { detail: string }).detail).toBe(`At most ${PUBLIC_FLOW_READS_PER_MINUTE} public flow reads a minute; try again shortly.`);
    clock.advance(61);
    expect((await read(flow.id)).status).toBe(200);
  });

  it('refuses a public build past the address’s budget before reading the flow', async () => {
    clock.advance(61);
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { access_type: 'PUBLIC' });
    const build = () => visitor(server).call('POST', `/api/v1/build_public_tmp/${flow.id}/flow?event_delivery=polling`, { inputs: { input_value: 'x' } });
    for (let count = 0; count < PUBLIC_BUILDS_PER_MINUTE; count += 1) expect((await build()).status).toBe(200);
    const before = graphReads();
    const refused = await fetch(`${server.url}/api/v1/build_public_tmp/${flow.id}/flow`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: '{}' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: `At most ${PUBLIC_BUILDS_PER_MINUTE} public builds a minute; try again shortly.`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(PUBLIC_BUILDS_PER_MINUTE) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(graphReads()).toBe(before);
  });
});
