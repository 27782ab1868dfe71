// MCP tools/list, which a channel code (it sits in a public page) may ask for at will: a release's
// graph is read and parsed once for its tool arguments, a later listing reads no graph, and a new
// release is read once in its turn. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';
import { createKey } from './support/keys';
import { publish } from './support/store';

describe.each(await databasesUnderTest())('MCP tool listing on %s', (database) => {
  const queries: string[] = [];
  let server: TestServer;
  let owner: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, onQuery: (text) => void queries.push(text) });
    owner = await userApi(server, 'mcp-listing-owner');
    catalogue = await fetchCatalogue(owner);
  });
  afterAll(() => server.close());

  /** Queries that read a release's graph. */
  const graphReads = () => queries.filter((text) => /^select\b/i.test(text) && (/"store_releases"\."data"/.test(text) || /"data".*\bfrom "store_releases"/s.test(text))).length;
  const listTools = async (key: string) => {
    const answer = await fetch(`${server.url}/api/v1/mcp/streamable`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    const line = text.split('\n').find((candidate) => candidate.startsWith('data: '));
    return (JSON.parse(line ? line.slice('data: '.length) : text) as { result: { tools: Array<{ name: string; inputSchema: { properties: Record<string, unknown> } }> } }).result.tools;
  };

  it('reads a release’s graph once, and a new release once more', async () => {
    const flow = await createFlow(owner, chatPromptGraph(catalogue), { name: 'listing_app' });
    const storeId = await publish(owner, flow.id);
    const code = (await createKey(owner, storeId, { is_channel: true })).api_key;

    const before = graphReads();
    const first = await listTools(code);
    expect(first.map((tool) => tool.name)).toEqual(['listing_app']);
    expect(Object.keys(first[0]!.inputSchema.properties)).toEqual(['input_value']);
    expect(await listTools(code)).toEqual(first);
    expect(await listTools(code)).toEqual(first);
    expect(graphReads() - before).toBe(1);

    await publish(owner, flow.id, '第二版');
    expect(await listTools(code)).toEqual(first);
    expect(await listTools(code)).toEqual(first);
    expect(graphReads() - before).toBe(2);
  });
});
