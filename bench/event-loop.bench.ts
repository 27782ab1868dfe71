// How well the server keeps answering while flows do heavy or hostile work: /health latency
// (p50, p99) while an anonymous visitor's catastrophic regex (public playground), a 20 MB PDF
// parse and a 50,000-row CSV split run at the same time on the built server, next to /health of
// the same server when idle, in the same run.
import { csvDocument, pdfDocument } from '@app/test-documents';
import { ADMIN_PASSWORD, startFreshServer } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, edge, fetchCatalogue, json, signIn } from './lib/serverApi.ts';

const HOSTILE_PATTERN = '^(\\w+\\s?)+$';
const HOSTILE_TEXT = `${'word '.repeat(20)}${'a'.repeat(60)}!`;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Asks /health one request after another until `until` settles; answers each latency in ms. */
async function healthLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function flowWith(base: string, headers: Record<string, string>, name: string, nodes: ReturnType<typeof catalogueNode>[], edges: ReturnType<typeof edge>[], extra: Record<string, unknown> = {}): Promise<string> {
  const flow = await json<{ id: string }>(await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name, data: { nodes, edges }, ...extra }) }));
  return flow.id;
}

/** A File component reading `bytes` (uploaded to the flow), followed by `next` when given. */
async function fileFlow(base: string, headers: Record<string, string>, catalogue: Awaited<ReturnType<typeof fetchCatalogue>>, name: string, bytes: Uint8Array, splitText: boolean): Promise<string> {
  const file = catalogueNode(catalogue, 'File-file0');
  const nodes = [file];
  const edges = [];
  if (splitText) {
    const split = catalogueNode(catalogue, 'SplitText-split', { chunk_size: 1000, chunk_overlap: 200 });
    nodes.push(split);
    edges.push(edge(file, 'dataframe', split, 'data_inputs'));
  }
  const flowId = await flowWith(base, headers, name, nodes, edges);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const upload = await json<{ file_path: string }>(await fetch(`${base}/api/v1/files/upload/${flowId}`, { method: 'POST', body: form, headers: { authorization: headers.authorization! } }));
  const path = file.data.node.template.path;
  if (typeof path === 'object') path.value = [upload.file_path];
  await json(await fetch(`${base}/api/v1/flows/${flowId}`, { method: 'PATCH', headers, body: JSON.stringify({ data: { nodes, edges } }) }));
  return flowId;
}

/** Starts a build and reads its event stream to the end. */
async function build(base: string, url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const started = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const cookie = started.headers.get('set-cookie')?.split(';')[0];
  const { job_id: jobId } = await json<{ job_id: string }>(started);
  const events = await fetch(`${base}/api/v1/build/${jobId}/events`, { headers: cookie ? { cookie } : headers });
  const text = await events.text();
  if (!text.includes('"event":"end"')) throw new Error(`the build did not end: ${text.slice(-500)}`);
}

export async function run(iterations: number): Promise<Row[]> {
  const quick = process.env.BENCH_QUICK === '1';
  const { base, stop } = await startFreshServer('event-loop');
  try {
    const headers = await signIn(base, ADMIN_PASSWORD);
    const catalogue = await fetchCatalogue(base, headers);
    const input = catalogueNode(catalogue, 'ChatInput-in000');
    const extractor = catalogueNode(catalogue, 'RegexExtractorComponent-rx000', { pattern: HOSTILE_PATTERN });
    const regexFlow = await flowWith(base, headers, 'Hostile regex', [input, extractor], [edge(input, 'message', extractor, 'input_text')], { access_type: 'PUBLIC' });
    // 20 KB of text a page: a 20 MB document (quick mode: a tenth).
    const pages = quick ? 100 : 1000;
    const pdfFlow = await fileFlow(base, headers, catalogue, 'big.pdf', pdfDocument(Array.from({ length: pages }, (_, page) => `page ${page} ${'word '.repeat(4000)}`)), false);
    const csvFlow = await fileFlow(base, headers, catalogue, 'rows.csv', csvDocument(['name', 'city', 'email', 'note'], quick ? 5_000 : 50_000), true);

    const idle = await healthLatencies(base, new Promise((resolve) => setTimeout(resolve, quick ? 500 : 5_000)));
    const anonymous = { 'content-type': 'application/json' };
    const regexRuns = (async () => {
      for (let i = 0; i < (quick ? 2 : 20); i++) await build(base, `${base}/api/v1/build_public_tmp/${regexFlow}/flow`, anonymous, { inputs: { input_value: HOSTILE_TEXT } });
    })();
    const hostile = Promise.all([
      regexRuns,
      ...Array.from({ length: iterations }, () => build(base, `${base}/api/v1/build/${pdfFlow}/flow?event_delivery=streaming`, headers, {})),
      ...Array.from({ length: iterations }, () => build(base, `${base}/api/v1/build/${csvFlow}/flow?event_delivery=streaming`, headers, {})),
    ]);
    const busy = await healthLatencies(base, hostile);
    await hostile;
    const rows: Row[] = [
      { metric: '/health latency p50 while hostile flows run', ours: percentile(busy, 0.5), baseline: percentile(idle, 0.5), unit: 'ms' },
      { metric: '/health latency p99 while hostile flows run', ours: percentile(busy, 0.99), baseline: percentile(idle, 0.99), unit: 'ms' },
    ];
    printRows(`/health while a catastrophic regex, a ${pages / 50} MB PDF and a CSV split run (${busy.length} requests)`, '/health of the idle server', rows);
    return rows;
  } finally {
    await stop();
  }
}
