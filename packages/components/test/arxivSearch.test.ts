// arXiv Search against a stand-in for arXiv's query API: the query as arXiv reads it (its own field
// prefixes), its Atom feed as Langflow's rows, and its failures naming the component.
import { describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, makeNode } from './support/flows';
import { pageForAnyUrl, type Page } from './support/services';

const NODE = 'ArXivComponent-aaaaa';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <id>https://arxiv.org/api/q1</id>
  <title>arXiv Query: search_query=all:transformers&amp;id_list=&amp;start=0&amp;max_results=2</title>
  <link href="https://arxiv.org/api/query?search_query=all:transformers" type="application/atom+xml"/>
  <opensearch:totalResults>2</opensearch:totalResults>
  <entry>
    <id>http://arxiv.org/abs/1706.03762v7</id>
    <title>Attention Is All
  You Need</title>
    <updated>2023-08-02T00:41:18Z</updated>
    <published>2017-06-12T17:57:34Z</published>
    <summary>  The dominant sequence transduction models &amp; their &lt;encoders&gt;.
</summary>
    <author><name>Ashish Vaswani</name></author>
    <author><name>Noam Shazeer</name></author>
    <arxiv:comment>15 pages, 5 figures</arxiv:comment>
    <link href="http://arxiv.org/abs/1706.03762v7" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/1706.03762v7" rel="related" type="application/pdf"/>
    <arxiv:primary_category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
  <entry>
    <id>http://arxiv.org/abs/2101.00001v1</id>
    <title>A Second Paper</title>
    <updated>2021-01-01T00:00:00Z</updated>
    <published>2021-01-01T00:00:00Z</published>
    <summary><![CDATA[Uses <b>raw</b> text.]]></summary>
    <author><name>Ada Lovelace</name></author>
    <arxiv:journal_ref>J. Test 1 (2021)</arxiv:journal_ref>
    <link href="http://arxiv.org/abs/2101.00001v1" rel="alternate" type="text/html"/>
    <category term="math.CO" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
</feed>`;

const ERROR_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <id>http://arxiv.org/api/errors#max_results_must_be_less_than_30000</id>
    <title>Error</title>
    <summary>max_results must be less than 30000</summary>
    <author><name>arXiv api core</name></author>
  </entry>
</feed>`;

const ATOM = 'application/atom+xml; charset=utf-8';

async function search(values: Record<string, unknown>, page: Page = { body: FEED, type: ATOM }) {
  const fetch = pageForAnyUrl(page);
  const run = await build([makeNode(NODE, { search_query: 'transformers', ...values })], [], { services: { fetch } });
  const [request] = fetch.requests;
  return { rows: run.values(NODE).dataframe as Array<{ data: Record<string, unknown> }> | undefined, url: request && new URL(request.url), error: reasonOf(run.error(NODE)) };
}

describe('arXiv Search', () => {
  it('asks arXiv for the query in the field chosen, under its own prefix, and reads each paper as a row', async () => {
    const { rows, url } = await search({ max_results: 2 });
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://export.arxiv.org/api/query');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ search_query: 'all:transformers', max_results: '2' });
    expect(rows?.map((row) => row.data)).toEqual([
      {
        id: 'http://arxiv.org/abs/1706.03762v7',
        title: 'Attention Is All\n  You Need',
        summary: 'The dominant sequence transduction models & their <encoders>.',
        published: '2017-06-12T17:57:34Z',
        updated: '2023-08-02T00:41:18Z',
        authors: ['Ashish Vaswani', 'Noam Shazeer'],
        arxiv_url: 'http://arxiv.org/abs/1706.03762v7',
        pdf_url: 'http://arxiv.org/pdf/1706.03762v7',
        comment: '15 pages, 5 figures',
        journal_ref: null,
        primary_category: 'cs.CL',
        categories: ['cs.CL', 'cs.LG'],
      },
      expect.objectContaining({ summary: 'Uses <b>raw</b> text.', pdf_url: null, comment: null, journal_ref: 'J. Test 1 (2021)', primary_category: null, categories: ['math.CO'] }),
    ]);
  });

  it('sends title, abstract and author as ti, abs and au, at the base URL set', async () => {
    const fields = { title: 'ti', abstract: 'abs', author: 'au', cat: 'cat' };
    for (const [field, prefix] of Object.entries(fields)) {
      const { url } = await search({ search_type: field, search_query: 'del maestro', base_url: 'http://127.0.0.1:9/mirror/' });
      expect(`${url?.origin}${url?.pathname}`).toBe('http://127.0.0.1:9/mirror/query');
      expect(url?.searchParams.get('search_query')).toBe(`${prefix}:del maestro`);
    }
  });

  it('gives no rows for a feed without entries', async () => {
    const empty = '<feed xmlns="http://www.w3.org/2005/Atom"><id>x</id></feed>';
    expect((await search({}, { body: empty, type: ATOM })).rows).toEqual([]);
  });

  it('names arXiv in its failures: an error feed, throttling, no connection, an unreadable answer, no query', async () => {
    expect((await search({}, { body: ERROR_FEED, type: ATOM })).error).toBe(componentMessages.ARXIV_REFUSED({ status: 200, detail: 'max_results must be less than 30000' }));
    expect((await search({}, { body: ERROR_FEED, type: ATOM, status: 400 })).error).toBe(componentMessages.ARXIV_REFUSED({ status: 400, detail: 'max_results must be less than 30000' }));
    expect((await search({}, { body: 'Rate exceeded.', type: 'text/plain', status: 503 })).error).toBe(componentMessages.ARXIV_REFUSED({ status: 503, detail: 'Rate exceeded.' }));
    const unreachable = await search({}, new Error('connect ECONNREFUSED'));
    expect(unreachable.error).toBe(componentMessages.ARXIV_UNREACHABLE({ url: unreachable.url?.href ?? '', detail: 'connect ECONNREFUSED' }));
    expect((await search({}, { body: '<html><body>maintenance</body></html>', type: 'text/html' })).error).toBe(componentMessages.ARXIV_ANSWER_UNREADABLE({ detail: 'no Atom <feed>' }));
    expect((await search({ base_url: 'ftp://x' })).error).toBe(componentMessages.ARXIV_BASE_URL_INVALID({ url: 'ftp://x' }));
    expect((await search({ search_query: '  ' })).error).toBe(componentMessages.ARXIV_QUERY_NONE());
  });
});
