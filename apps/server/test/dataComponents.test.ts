// Data components through the real build API, on SQLite and PostgreSQL: the URL loader reaching a
// local page only when FETCH_ALLOWED_HOSTS allows it, Split Text feeding the parser, API Request,
// and the File component reading the owner's uploads.
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BuildEvent } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFilesDir } from '../src/build/componentFiles';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const ARTICLE = '<html><head><title>测试文章</title></head><body><h1>标题</h1><p>第一句话。第二句话。第三句话。</p><script>track()</script></body></html>';

let pages: Server;
let pagesUrl: string;
let pageRequests = 0;

beforeAll(async () => {
  pages = createServer((request, response) => {
    pageRequests += 1;
    if (request.url === '/api/items') response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7,"name":"条目"}');
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

/** URL -> Split Text -> Parser -> Chat Output. */
function articleGraph(catalogue: Catalogue): Graph {
  const nodes = [
    makeNode(catalogue, 'URLComponent-url00', { urls: [`${pagesUrl}/article`] }),
    makeNode(catalogue, 'SplitText-split', { chunk_size: 6, chunk_overlap: 0 }),
    makeNode(catalogue, 'parser-parse', { pattern: '[{title}] {text}', sep: ' | ' }),
    makeNode(catalogue, 'ChatOutput-out00'),
  ];
  const edges = [
    connect(nodes, 'URLComponent-url00.page_results', 'SplitText-split.data_inputs'),
    connect(nodes, 'SplitText-split.dataframe', 'parser-parse.input_data'),
    connect(nodes, 'parser-parse.parsed_text', 'ChatOutput-out00.input_value'),
  ];
  return { nodes, edges };
}

async function build(api: Api, graph: Graph): Promise<BuildEvent[]> {
  const flow = await createFlow(api, graph);
  return pollEvents(api, await startBuild(api, flow.id, {}));
}

function errorOf(events: readonly BuildEvent[], id: string): string | undefined {
  const result = endVertices(events).find((vertex) => vertex.id === id);
  const output = Object.values(result?.data.outputs ?? {})[0] as { message?: { errorMessage?: string } } | undefined;
  return result?.valid === false ? output?.message?.errorMessage : undefined;
}

const answerOf = (events: readonly BuildEvent[]) => messagesOf(events).find((message) => message.sender === 'Machine')?.text;

describe.each(await databasesUnderTest())('data components on %s', (database) => {
  let allowing: TestServer;
  let guarded: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    [allowing, guarded] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), createTestServer({ database })]);
    dev = await userApi(allowing, 'data-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => Promise.all([allowing.close(), guarded.close()]));

  it('loads an allowed local page, splits it and parses the chunks with their page title', async () => {
    const events = await build(dev, articleGraph(catalogue));
    expect(endVertices(events).every((vertex) => vertex.valid)).toBe(true);
    expect(answerOf(events)).toBe('[测试文章] 标题 | [测试文章] 第一句话。 | [测试文章] 第二句话。 | [测试文章] 第三句话。');
  });

  it('refuses the same page by default, with the reason as the build error, and sends it nothing', async () => {
    const guardedDev = await userApi(guarded, 'data-guarded');
    const before = pageRequests;
    const events = await build(guardedDev, articleGraph(await fetchCatalogue(guardedDev)));
    expect(errorOf(events, 'URLComponent-url00')).toContain(
      `Refused to fetch ${pagesUrl}/article: 127.0.0.1 is a loopback address (this server). An administrator can allow it with FETCH_ALLOWED_HOSTS.`,
    );
    expect(pageRequests).toBe(before);
    expect(endVertices(events).map((vertex) => vertex.id)).toEqual(['URLComponent-url00']);
  });

  it('refuses cloud metadata addresses even when local hosts are allowed', async () => {
    const nodes = [makeNode(catalogue, 'APIRequest-api00', { url: 'http://169.254.169.254/latest/meta-data/' })];
    const events = await build(dev, { nodes, edges: [] });
    expect(errorOf(events, 'APIRequest-api00')).toContain('169.254.169.254 is a link-local address (where cloud metadata services answer)');
  });

  it('calls an allowed API and answers its JSON as Data', async () => {
    const nodes = [makeNode(catalogue, 'APIRequest-api00', { url: `${pagesUrl}/api/items`, method: 'POST', body: { name: '条目' } })];
    const events = await build(dev, { nodes, edges: [] });
    const [result] = endVertices(events);
    expect(result?.valid).toBe(true);
    expect(result?.data.results.data).toMatchObject({ data: { status_code: 201, result: { id: 7, name: '条目' } }, text_key: 'result' });
  });

  it('reads the uploads of the owner’s flows, and no one else’s', async () => {
    const owned = await createFlow(dev, { nodes: [], edges: [] });
    await mkdir(flowFilesDir(allowing.config.dataDir, owned.id), { recursive: true });
    await writeFile(join(flowFilesDir(allowing.config.dataDir, owned.id), '2025-01-02_03-04-05_笔记.md'), '# 笔记\n\n内容');
    const fileGraph = (path: string): Graph => {
      const nodes = [makeNode(catalogue, 'File-file0'), makeNode(catalogue, 'ChatOutput-out00')];
      Object.assign(nodes[0]?.data.node.template.path as object, { value: ['笔记.md'], file_path: [path] });
      return { nodes, edges: [connect(nodes, 'File-file0.message', 'ChatOutput-out00.input_value')] };
    };
    const path = `${owned.id}/2025-01-02_03-04-05_笔记.md`;
    const events = await build(dev, fileGraph(path));
    expect(answerOf(events)).toBe('# 笔记\n\n内容');
    expect(endVertices(events)[0]?.data.results.dataframe).toEqual([
      { data: { text: '# 笔记\n\n内容', file_path: path, file_name: '笔记.md', file_type: 'md' }, text_key: 'text' },
    ]);

    const other = await userApi(allowing, 'data-other');
    expect(errorOf(await build(other, fileGraph(path)), 'File-file0')).toContain(`无法读取“${path}”：No uploaded file at "${path}".`);
    expect(errorOf(await build(dev, fileGraph(`${owned.id}/../secret_key`)), 'File-file0')).toContain('No uploaded file at');
  });
});
