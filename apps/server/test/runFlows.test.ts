// The stored flow a run reads: its data read again only when the flow changed since, and never stale.
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

function firstText(response: RunResponse): string | undefined {
  const result = response.outputs[0]?.outputs[0]?.results as { message?: { text?: string } } | undefined;
  return result?.message?.text;
}

/** A read of flows that carries their data (all columns, or data by name). */
const readsData = (sql: string) => /^select (\*|.*"data"[^]*) from "flows"/i.test(sql);

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
});
