// Nothing a flow does may hold the server's event loop. An anonymous visitor's catastrophic regex
// (which froze the server for good on a backtracking engine) runs in linear time; a pattern the
// linear-time engine refuses is reported on its field before anything runs; document parsing and
// large-input processing run in the compute threads, so /health keeps answering while they work.
// "Keeps answering" is counted, not timed: a blocked loop answers no poll until the work is done.
import { csvDocument, docxDocument, pdfDocument } from '@app/test-documents';
import type { BuildEvent, TemplateField } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { endVertices, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';
import { uploadTo } from './support/uploads';

const HOSTILE_PATTERN = '^(\\w+\\s?)+$';
const HOSTILE_TEXT = 'word word word word wordaaaaaaaaaaaaaaaaaaaaaa!';

/** Runs `work` while /health is asked again and again; answers how many answers came before it ended. */
async function healthAnswersDuring<T>(server: TestServer, work: Promise<T>): Promise<{ result: T; answers: number }> {
  let done = false;
  let answers = 0;
  const polling = (async () => {
    while (!done) {
      const response = await fetch(`${server.url}/health`);
      await response.body?.cancel();
      if (!done && response.ok) answers += 1;
    }
  })();
  try {
    const result = await work;
    const counted = answers;
    return { result, answers: counted };
  } finally {
    done = true;
    await polling;
  }
}

/** Streams a build's events to the end. */
async function eventsOf(server: TestServer, jobId: string, headers: Record<string, string>): Promise<BuildEvent[]> {
  const response = await fetch(`${server.url}/api/v1/build/${jobId}/events`, { headers });
  return parseEvents(await response.text());
}

async function buildToEnd(server: TestServer, api: Api, flowId: string, body: unknown = {}): Promise<BuildEvent[]> {
  const jobId = await startBuild(api, flowId, body, 'event_delivery=streaming');
  return eventsOf(server, jobId, { authorization: `Bearer ${api.token}` });
}

function failures(events: readonly BuildEvent[]): string[] {
  return endVertices(events).flatMap((result) => (result.valid ? [] : [`${result.id}: ${JSON.stringify(result.data.outputs)}`]));
}

describe.each(await databasesUnderTest())('no flow holds the event loop on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'loop-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server?.close());

  /** Chat Input -> a router and an extractor on the same pattern -> Chat Output. */
  function regexGraph(pattern: string): Graph {
    const nodes = [
      makeNode(catalogue, 'ChatInput-in000'),
      makeNode(catalogue, 'ConditionalRouter-if000', { operator: 'regex', match_text: pattern }),
      makeNode(catalogue, 'RegexExtractorComponent-rx000', { pattern }),
      makeNode(catalogue, 'ChatOutput-out00'),
    ];
    const edges = [
      connect(nodes, 'ChatInput-in000.message', 'ConditionalRouter-if000.input_text'),
      connect(nodes, 'ChatInput-in000.message', 'RegexExtractorComponent-rx000.input_text'),
      connect(nodes, 'RegexExtractorComponent-rx000.text', 'ChatOutput-out00.input_value'),
    ];
    return { nodes, edges };
  }

  it('answers an anonymous visitor’s catastrophic pattern at once, short and long input alike', async () => {
    const flow = await createFlow(dev, regexGraph(HOSTILE_PATTERN), { access_type: 'PUBLIC' });
    for (const input of [HOSTILE_TEXT, `${'word '.repeat(60_000)}!`]) {
      const started = await fetch(`${server.url}/api/v1/build_public_tmp/${flow.id}/flow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: { input_value: input } }),
      });
      const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
      const { job_id: jobId } = (await started.json()) as { job_id: string };
      const { result: events } = await healthAnswersDuring(server, eventsOf(server, jobId, { cookie }));
      expect(eventNames(events).at(-1)).toBe('end');
      expect(failures(events)).toEqual([]);
      const routed = endVertices(events).find((result) => result.id === 'ConditionalRouter-if000');
      expect(Object.keys(routed?.data.results ?? {})).toEqual(['false_result']);
    }
  });

  it('refuses a pattern the linear-time engine cannot run before anything runs, naming the component and field', async () => {
    const flow = await createFlow(dev, regexGraph('(\\w)\\1'));
    const answer = await dev.post<{ detail: string }>(`/api/v1/build/${flow.id}/flow`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('正则提取 (正则表达式): ');
    expect(answer.body.detail).toContain('条件判断 (匹配文本): ');
    expect(answer.body.detail).toContain('backreferences');
  });

  /** A flow whose File component reads an uploaded document, then `next` (if any) processes its text. */
  async function fileFlow(name: string, bytes: Uint8Array, next?: { id: string; field: string; from: string; values?: Record<string, unknown> }) {
    const nodes = [makeNode(catalogue, 'File-file0')];
    const edges = [];
    if (next) {
      nodes.push(makeNode(catalogue, next.id, next.values));
      edges.push(connect(nodes, `File-file0.${next.from}`, `${next.id}.${next.field}`));
    }
    const flow = await createFlow(dev, { nodes, edges });
    const upload = await uploadTo<{ file_path: string }>(server, `/api/v1/files/upload/${flow.id}`, bytes, name, dev.token);
    expect(upload.status).toBe(201);
    (nodes[0]!.data.node.template.path as TemplateField).value = [upload.body.file_path];
    expect((await dev.patch(`/api/v1/flows/${flow.id}`, { data: { nodes, edges } })).status).toBe(200);
    return flow.id;
  }

  it.each([
    ['a 1,000-page PDF', 'big.pdf', () => pdfDocument(Array.from({ length: 1000 }, (_, page) => `page ${page} `.repeat(8))), undefined],
    ['a 20,000-paragraph Word document', 'big.docx', () => docxDocument(Array.from({ length: 20_000 }, (_, line) => `paragraph ${line} with some words`)), undefined],
    [
      'a 200,000-row CSV file split into chunks',
      'big.csv',
      () => csvDocument(['name', 'city', 'email', 'note'], 200_000),
      { id: 'SplitText-split', field: 'data_inputs', from: 'dataframe', values: { chunk_size: 1000, chunk_overlap: 200 } },
    ],
    [
      'a 30 MB JSON file filtered with a query',
      'big.json',
      () => new TextEncoder().encode(JSON.stringify(Array.from({ length: 600_000 }, (_, id) => ({ id, name: `n${id}`, tags: ['a', 'b'] })))),
      { id: 'ParseJSONData-filt0', field: 'input_value', from: 'message', values: { query: '.[-1]' } },
    ],
  ])('keeps answering /health while %s is processed', async (_label, name, document, next) => {
    const flowId = await fileFlow(name, document(), next);
    const { result: events, answers } = await healthAnswersDuring(server, buildToEnd(server, dev, flowId));
    expect(eventNames(events).at(-1)).toBe('end');
    expect(failures(events)).toEqual([]);
    // A loop held by the parsing would answer at most the poll already waiting when it ends.
    expect(answers).toBeGreaterThanOrEqual(10);
  });
});
