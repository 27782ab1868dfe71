// RTX Remix Documentation against a local server publishing a searchindex.js as the docs site does:
// every entry with text as a row (title, text, URL with its anchor), the excluded paths left out,
// and an index it cannot read failing with the component's own code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, makeNode } from './support/flows';
import { networkFetch } from './support/services';

const NODE = 'RemixDocumentation-aaaaa';

const SEARCH_DATA = {
  version: 2,
  data: [
    { filename: 'docs/howto/learning-ingestion.html', anchor: 'ingest-assets', display_name: 'Ingesting Assets', content: 'Use the ingestion tab to {convert} textures.' },
    { filename: 'docs/installation.html', anchor: '', display_name: 'Installation', content: 'Install the RTX Remix runtime.' },
    { filename: 'docs/changelog/1.0.html', anchor: 'fixes', display_name: 'Fixes', content: 'Fixed a crash.' },
    { filename: 'source/api.html', anchor: '', display_name: 'API', content: 'Internal API.' },
    { filename: 'docs/empty.html', anchor: '', display_name: 'Empty', content: '' },
  ],
};

let server: Server;
let base = '';
const pages = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const page = pages.get(request.url ?? '') ?? { status: 404, body: 'not found' };
    response.writeHead(page.status, { 'content-type': 'application/javascript' }).end(page.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function fetchDocs(site: string, script: string, values: Record<string, unknown> = {}) {
  pages.set(`/${site}/searchindex.js`, { status: 200, body: script });
  const fetch = networkFetch();
  const run = await build([makeNode(NODE, { base_url: `${base}/${site}/`, ...values })], [], { services: { fetch } });
  const rows = (run.values(NODE).dataframe_output as Array<{ data: Record<string, unknown> }> | undefined)?.map((row) => row.data);
  return { rows, data: run.values(NODE).data_output, error: reasonOf(run.error(NODE)), requests: fetch.requests.map((request) => request.url) };
}

describe('RTX Remix Documentation', () => {
  it('reads every entry with text from the search index, leaving out the default excluded paths', async () => {
    const { rows, data, requests } = await fetchDocs('latest', `// Sphinx search index\nconst searchData = ${JSON.stringify(SEARCH_DATA)};\n`);
    expect(requests).toEqual([`${base}/latest/searchindex.js`]);
    expect(rows).toEqual([
      { title: 'Ingesting Assets', text: 'Use the ingestion tab to {convert} textures.', url: `${base}/latest/docs/howto/learning-ingestion.html#ingest-assets` },
      { title: 'Installation', text: 'Install the RTX Remix runtime.', url: `${base}/latest/docs/installation.html` },
    ]);
    expect(data).toHaveLength(2);
  });

  it('excludes the path prefixes set instead, and says so in one row when nothing is left', async () => {
    const script = `const searchData = ${JSON.stringify(SEARCH_DATA)};`;
    const { rows } = await fetchDocs('custom', script, { exclude_paths: ['docs/howto'] });
    expect(rows?.map((row) => row.title)).toEqual(['Installation', 'Fixes', 'API']);
    const { rows: none } = await fetchDocs('none', script, { exclude_paths: ['docs', 'source'] });
    expect(none).toEqual([{ title: 'No documentation found', text: 'No documentation entries were found in the search index', url: `${base}/none/searchindex.js` }]);
  });

  it('fails naming the component when the index is not the docs site’s, or the site refuses', async () => {
    const { error } = await fetchDocs('other', 'var Search = {};');
    expect(error).toBe(componentMessages.REMIX_INDEX_UNREADABLE({ detail: 'no `const searchData = {…};`' }));
    const fetch = networkFetch();
    const run = await build([makeNode(NODE, { base_url: `${base}/missing` })], [], { services: { fetch } });
    expect(reasonOf(run.error(NODE))).toBe(componentMessages.REMIX_REFUSED({ status: 404, detail: 'not found' }));
  });
});
