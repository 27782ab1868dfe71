// The stored flow a run reads: its data read again only when the flow changed since, and never
// stale; a published app's release snapshot read once. A flow or snapshot larger than
// MAX_KEPT_ENTRY_CHARACTERS is read at every run instead of being held. A key's run of a
// published app reads the snapshot and the flow's row, never the working copy's data.
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEPT_ENTRY_CHARACTERS } from '../src/run/runFlows';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';

function firstText(response: RunResponse): string | undefined {
  const result = response.outputs[0]?.outputs[0]?.results as { message?: { text?: string } } | undefined;
  return result?.message?.text;
}

/** A read of flows that carries their data (all columns, or data by name). */
const readsData = (sql: string) => /^select (\*|.*"data"[^]*) from "flows"/i.test(sql);
const readsSnapshot = (sql: string) => /^select (\*|"data") from "store_releases"/i.test(sql);

describe.each(await databasesUnderTest())('the flow a run reads, on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({ database, onQuery: (sql) => void queries.push(sql) });
    dev = await userApi(server, 'run-flows-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('reads the data once while the flow is unchanged, and again after a save', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'A: {question}'), { endpoint_name: 'run-flows-once' });
    queries.length = 0;
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'one' })).body)).toBe('A: one');
    expect(firstText((await dev.post<RunResponse>('/api/v1/run/run-flows-once', { input_value: 'two' })).body)).toBe('A: two');
    expect(queries.filter(readsData)).toHaveLength(1);

    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: chatPromptGraph(catalogue, 'B: {question}') })).status).toBe(200);
    queries.length = 0;
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'three' })).body)).toBe('B: three');
    expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'four' })).body)).toBe('B: four');
    expect(queries.filter(readsData)).toHaveLength(1);
  });

  it('reads a published app’s snapshot once for its key’s runs, and the new one after a release', async () => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue, 'C: {question}'));
    const storeId = await publish(dev, flow.id);
    const key = await createKey(dev, storeId);
    const run = async (input: string) => firstText((await keyCall<RunResponse>(server, key.api_key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: input } })).body);
    queries.length = 0;
    expect(await run('one')).toBe('C: one');
    expect(await run('two')).toBe('C: two');
    expect(queries.filter(readsSnapshot)).toHaveLength(1);

    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: chatPromptGraph(catalogue, 'D: {question}') })).status).toBe(200);
    expect(await run('three')).toBe('C: three');
    await publish(dev, flow.id, '第二版');
    expect(await run('four')).toBe('D: four');
  });

  it('reads a flow or snapshot too large to keep at every run', async () => {
    const graph = chatPromptGraph(catalogue, 'E: {question}');
    graph.nodes[0]!.data.node.description = 'a'.repeat(MAX_KEPT_ENTRY_CHARACTERS);
    const flow = await createFlow(dev, graph);
    const storeId = await publish(dev, flow.id);
    const key = await createKey(dev, storeId);
    queries.length = 0;
    for (const input of ['one', 'two']) expect(firstText((await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: input })).body)).toBe(`E: ${input}`);
    // In queue mode the worker reads the data again.
    expect(queries.filter(readsData).length).toBeGreaterThanOrEqual(2);
    queries.length = 0;
    for (const input of ['three', 'four']) expect(firstText((await keyCall<RunResponse>(server, key.api_key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: input } })).body)).toBe(`E: ${input}`);
    // A key's run takes the release's snapshot and only the flow's row: the working copy is never read.
    expect(queries.filter(readsData)).toEqual([]);
    expect(queries.filter(readsSnapshot).length).toBeGreaterThanOrEqual(2);
  });
});
