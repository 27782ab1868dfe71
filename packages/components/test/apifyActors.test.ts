// Apify Actors against a stand-in for Apify's API v2: the Actor's latest build read for the agent's
// tool, a run started and waited for, its dataset read and shaped as Langflow shapes it, only the
// outputs an edge reads made, and its failures naming the component.
import type { Tool } from '@app/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';
import { keyedNode } from './support/models';
import { pageFetch, type Page } from './support/services';

const NODE = 'ApifyActors-aaaaa';
const TOKEN = 'apify_api_test_7c1e';
const API = 'https://api.apify.com/v2';
const ACTOR = `${API}/acts/apify~google-search-scraper`;
const SCHEMA = {
  properties: {
    queries: { type: 'string', description: 'Search terms, one per line. '.repeat(20), prefill: 'apify', editor: 'textarea' },
    maxPagesPerQuery: { type: 'integer', default: 1, description: '' },
    mobileResults: { type: 'boolean', default: false },
  },
  required: ['queries'],
};
const ITEMS = [{ url: 'https://a.example', metadata: { title: 'A', lang: 'en' } }, { url: 'https://b.example', metadata: { title: 'B' } }];

const json = (data: unknown, status = 200): Page => ({ body: JSON.stringify(data), type: 'application/json', status });
const run = (status: string) => json({ data: { id: 'run-1', status, defaultDatasetId: 'ds-1' } });

function apify(pages: Record<string, Page> = {}) {
  return pageFetch({
    [ACTOR]: json({ data: { id: 'act-1', defaultRunOptions: { build: 'latest' }, taggedBuilds: { latest: { buildId: 'build-9' } } } }),
    [`${API}/actor-builds/build-9`]: json({ data: { id: 'build-9', readme: `# Google Search Scraper\n${'x'.repeat(300)}`, inputSchema: JSON.stringify(SCHEMA) } }),
    [`${ACTOR}/runs?waitForFinish=60`]: run('SUCCEEDED'),
    [`${API}/datasets/ds-1/items?clean=true&format=json`]: json(ITEMS),
    ...pages,
  });
}

async function actor(values: Record<string, unknown>, fetch = apify(), connected = false) {
  const nodes = [keyedNode(NODE, { apify_token: TOKEN, actor_id: 'apify/google-search-scraper', run_input: '{"queries":"langflow"}', ...values }, 'apify_token')];
  if (connected) nodes.push(makeNode('TypeConverterComponent-bbbbb'));
  const edges = connected ? [connect(nodes, `${NODE}.output`, 'TypeConverterComponent-bbbbb.input_data')] : [];
  const built = await build(nodes, edges, { services: { fetch } });
  const output = built.values(NODE);
  return { output: output.output as Array<{ data: Record<string, unknown> }> | undefined, tool: output.tool as Tool | undefined, fetch, error: reasonOf(built.error(NODE)) };
}

const asked = (fetch: ReturnType<typeof apify>) => fetch.requests.map((request) => `${request.init.method ?? 'GET'} ${request.url.replace(API, '')}`);

afterEach(() => vi.restoreAllMocks());

describe('Apify Actors', () => {
  it('runs the Actor with the run input and gives each dataset item as Data, fields picked or flattened as set', async () => {
    const { output, fetch } = await actor({}, apify(), true);
    expect(asked(fetch)).toEqual(['POST /acts/apify~google-search-scraper/runs?waitForFinish=60', 'GET /datasets/ds-1/items?clean=true&format=json']);
    expect(fetch.requests[0]?.init).toMatchObject({ headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: '{"queries":"langflow"}' });
    expect(output?.map((item) => item.data)).toEqual(ITEMS);
    const picked = await actor({ dataset_fields: "url, 'metadata.title', metadata.missing" }, apify(), true);
    expect(picked.output?.map((item) => item.data)).toEqual([
      { url: 'https://a.example', metadata_title: 'A', metadata_missing: null },
      { url: 'https://b.example', metadata_title: 'B', metadata_missing: null },
    ]);
    const flat = await actor({ flatten_dataset: true }, apify(), true);
    expect(flat.output?.[0]?.data).toEqual({ url: 'https://a.example', metadata_title: 'A', metadata_lang: 'en' });
  });

  it('waits for a run that is still going, up to a minute per request', async () => {
    const fetch = apify({ [`${ACTOR}/runs?waitForFinish=60`]: run('RUNNING'), [`${API}/actor-runs/run-1?waitForFinish=60`]: run('SUCCEEDED') });
    const { output } = await actor({}, fetch, true);
    expect(asked(fetch)[1]).toBe('GET /actor-runs/run-1?waitForFinish=60');
    expect(output).toHaveLength(2);
  });

  it('offers an agent a tool described by the Actor’s README and input schema, which runs the Actor with the agent’s input', async () => {
    const fetch = apify();
    const { tool } = await actor({}, fetch);
    expect(tool?.name).toBe('apify_actor_apify_google-search-scraper');
    expect(tool?.description).toBe(`Run an Apify Actor with the given input. Here is a part of the currently loaded Actor README:\n\n${`# Google Search Scraper\n${'x'.repeat(300)}`.slice(0, 250)}...\n\n`);
    const described = (tool?.parameters.properties.run_input as { description: string }).description;
    const [schemaText, required] = described.replace('JSON encoded as a string with input schema (STRICTLY FOLLOW JSON FORMAT AND SCHEMA):\n\n', '').split('\n\nRequired fields:\n');
    expect(JSON.parse(schemaText!)).toEqual({
      run_input: {
        queries: { description: `${SCHEMA.properties.queries.description.slice(0, 250)}...`, type: 'string', prefill: 'apify' },
        maxPagesPerQuery: { type: 'integer', default: 1 },
        mobileResults: { type: 'boolean' },
      },
    });
    expect(required).toBe('queries');
    const before = fetch.requests.length;
    expect(await tool?.invoke({ run_input: '{"run_input":{"queries":"apify"}}' })).toBe(ITEMS.map((item) => JSON.stringify(item)).join('\n\n'));
    expect(fetch.requests.slice(before).map((request) => request.init.body)).toEqual(['{"queries":"apify"}', undefined]);
    await tool?.invoke({ run_input: { queries: 'objects too' } });
    expect(fetch.requests.at(-2)?.init.body).toBe('{"queries":"objects too"}');
  });

  it('reads the input schema from actorDefinition.input in newer builds', async () => {
    const fetch = apify({ [`${API}/actor-builds/build-9`]: json({ data: { actorDefinition: { input: { properties: { url: { type: 'string' } } }, readme: 'Reads pages.' } } }) });
    const { tool } = await actor({}, fetch);
    expect(tool?.description).toContain('Reads pages....');
    expect((tool?.parameters.properties.run_input as { description: string }).description).toContain('{"run_input":{"url":{"type":"string"}}}');
  });

  it('names Apify Actors in its failures', async () => {
    expect((await actor({ apify_token: ' ' })).error).toBe(componentMessages.APIFY_TOKEN_MISSING());
    expect((await actor({ actor_id: ' ' })).error).toBe(componentMessages.APIFY_ACTOR_NONE());
    expect((await actor({ run_input: '[1]' }, apify(), true)).error).toBe(componentMessages.APIFY_RUN_INPUT_INVALID({ detail: '[1]' }));
    expect((await actor({ run_input: '{oops' }, apify(), true)).error).toContain('Apify Actors 的“运行输入”不是 JSON 对象');
    const refused = { error: { type: 'token-not-valid', message: 'Authentication token is not valid.' } };
    expect((await actor({}, apify({ [ACTOR]: json(refused, 401) }))).error).toBe(componentMessages.APIFY_TOKEN_REFUSED());
    expect((await actor({}, apify({ [ACTOR]: json({ error: { type: 'record-not-found', message: 'Actor was not found' } }, 404) }))).error).toBe(
      componentMessages.APIFY_ACTOR_NOT_FOUND({ actor: 'apify/google-search-scraper' }),
    );
    expect((await actor({}, apify({ [`${ACTOR}/runs?waitForFinish=60`]: json({ error: { message: 'Monthly usage hard limit exceeded' } }, 402) }), true)).error).toBe(
      componentMessages.APIFY_REFUSED({ status: 402, detail: 'Monthly usage hard limit exceeded' }),
    );
    expect((await actor({}, apify({ [`${ACTOR}/runs?waitForFinish=60`]: run('FAILED') }), true)).error).toBe(componentMessages.APIFY_RUN_FAILED({ actor: 'apify/google-search-scraper', status: 'FAILED' }));
    expect((await actor({}, apify({ [`${API}/actor-builds/build-9`]: json({ data: { readme: 'No schema.' } }) }))).error).toBe(
      componentMessages.APIFY_INPUT_SCHEMA_NONE({ actor: 'apify/google-search-scraper' }),
    );
    expect((await actor({}, apify({ [ACTOR]: new Error('connect ECONNREFUSED') }))).error).toBe(componentMessages.APIFY_UNREACHABLE({ url: ACTOR, detail: 'connect ECONNREFUSED' }));
    expect((await actor({ base_url: 'ftp://x' })).error).toBe(componentMessages.APIFY_BASE_URL_INVALID({ url: 'ftp://x' }));
    expect((await actor({}, apify({ [`${API}/datasets/ds-1/items?clean=true&format=json`]: json({ items: [] }) }), true)).error).toBe(
      componentMessages.APIFY_ANSWER_UNREADABLE({ detail: 'the dataset items are not a list' }),
    );
  });

  it('gives up on a run that has not ended within the timeout', async () => {
    let now = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 25_000));
    const fetch = apify({ [`${ACTOR}/runs?waitForFinish=60`]: run('RUNNING'), [`${ACTOR}/runs?waitForFinish=50`]: run('RUNNING'), [`${API}/actor-runs/run-1?waitForFinish=25`]: run('RUNNING') });
    const { error } = await actor({ timeout: 75 }, fetch, true);
    expect(error).toBe(componentMessages.APIFY_RUN_UNFINISHED({ actor: 'apify/google-search-scraper', seconds: 75 }));
    expect(asked(fetch)).toEqual(['POST /acts/apify~google-search-scraper/runs?waitForFinish=50', 'GET /actor-runs/run-1?waitForFinish=25']);
  });
});
