// Streaming overhead: how long after the model server sends a chunk a client of the run API
// (?stream=true) reads its `token` event, on a ChatInput -> OpenAI-compatible model (streaming) ->
// ChatOutput flow of the built server pointed at the local test model server; next to a client
// reading the test server's raw SSE itself, in the same run. Two rows from the same requests: the
// first token (it also carries the model call's setup) and the later ones (issue 19's goal), each
// measured from the instant the test server (in this process) wrote the matching content chunk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { freePort, startServerUntilHealthy } from './lib/process.ts';
import { median, printRows, type Row } from './lib/report.ts';
import { catalogueNode, createFlow, edge, fetchCatalogue, signIn } from './lib/serverApi.ts';

const ADMIN_PASSWORD = 'Bench-Passw0rd';
const KEY = 'sk-bench-first-token';
const REPLY = { chunks: Array.from({ length: 20 }, (_, index) => `chunk${index} `), delayMs: 1 };
/**
 * Untimed answers first, as `run-api` warms its server with 200 requests: a server that has answered
 * a few streams still runs its stream path unoptimized (first tokens over 50-answer blocks of one
 * run: 1.45, 1.21, 0.86, 0.77, 0.71 ms), and a server in use has answered many.
 */
const WARM_UP = 200;
const LATER_TOKEN_GOAL = '<= 0.5 ms';

/** When the client read each streamed text piece, and the piece. */
interface Received {
  at: number;
  text: string;
}

/**
 * Reads `response`'s body event by event (separated by a blank line), timing each read: `textOf`
 * gives an event's streamed text, or undefined for the events that carry none.
 */
async function receivedPieces(response: Response, textOf: (event: string) => string | undefined): Promise<Received[]> {
  if (!response.ok || !response.body) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  const pieces: Received[] = [];
  let pending = '';
  for await (const bytes of response.body) {
    const at = performance.now();
    pending += decoder.decode(bytes as Uint8Array, { stream: true });
    const events = pending.split('\n\n');
    pending = events.pop()!;
    for (const event of events) {
      const text = textOf(event);
      if (text !== undefined) pieces.push({ at, text });
    }
  }
  return pieces;
}

/** Where the model's chunks came merged into fewer events, said once per client. */
const merged = new Set<string>();
function reportMerged(where: string, events: number): void {
  if (merged.has(where)) return;
  merged.add(where);
  console.log(`${where}: ${REPLY.chunks.length} model chunks arrived as ${events} events; matched by text`);
}

interface Latencies {
  first: number;
  /** The p50 over the tokens after the first. */
  later: number;
}

/**
 * Matches each piece the client read to the model chunk that completed it, by text: the n-th piece
 * is the n-th chunk unless the server merged chunks into one event, which then counts from its last
 * chunk (and is reported once).
 */
function latencies(llm: LlmTestServer, received: Received[], where: string): Latencies {
  const sentAt = llm.requests.at(-1)?.contentAt ?? [];
  if (sentAt.length !== REPLY.chunks.length) throw new Error(`the test model server sent ${sentAt.length} of ${REPLY.chunks.length} chunks`);
  if (received.map((piece) => piece.text).join('') !== REPLY.chunks.join('')) throw new Error(`${where}: the text read is not the reply`);
  if (received.length !== REPLY.chunks.length) reportMerged(where, received.length);
  const ends = REPLY.chunks.map((_, index) => REPLY.chunks.slice(0, index + 1).join('').length);
  let end = 0;
  const delays = received.map((piece) => {
    end += piece.text.length;
    const chunk = ends.indexOf(end);
    if (chunk === -1) throw new Error(`${where}: a token ends inside a model chunk`);
    return piece.at - sentAt[chunk]!;
  });
  return { first: delays[0]!, later: median(delays.slice(1)) };
}

async function throughRunApi(llm: LlmTestServer, runUrl: string, headers: Record<string, string>): Promise<Latencies> {
  llm.queue(REPLY);
  const response = await fetch(`${runUrl}?stream=true`, { method: 'POST', headers, body: JSON.stringify({ input_value: 'Hello', input_type: 'chat', output_type: 'chat' }) });
  const received = await receivedPieces(response, (event) => {
    const parsed = JSON.parse(event) as { event: string; data: { chunk?: string } };
    return parsed.event === 'token' ? parsed.data.chunk : undefined;
  });
  return latencies(llm, received, 'run API');
}

async function rawSse(llm: LlmTestServer): Promise<Latencies> {
  llm.queue(REPLY);
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Hello' }] }),
  });
  const received = await receivedPieces(response, (event) => {
    const data = event.slice('data: '.length);
    if (data === '[DONE]') return undefined;
    const content = (JSON.parse(data) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content;
    // The role chunk opens with empty content.
    return content === '' ? undefined : content;
  });
  return latencies(llm, received, 'raw SSE');
}

/** The medians of `iterations` requests' first and later-token latencies, after `warmUp` untimed ones. */
async function medians(iterations: number, once: () => Promise<Latencies>): Promise<Latencies> {
  for (let index = 0; index < WARM_UP; index++) await once();
  const samples: Latencies[] = [];
  for (let index = 0; index < iterations; index++) samples.push(await once());
  return { first: median(samples.map((sample) => sample.first)), later: median(samples.map((sample) => sample.later)) };
}

export async function run(iterations: number): Promise<Row[]> {
  const llm = await startLlmTestServer({ apiKey: KEY });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-token-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServerUntilHealthy({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', FETCH_ALLOWED_HOSTS: '127.0.0.1' }, `${base}/health`);
    try {
      const headers = await signIn(base, ADMIN_PASSWORD);
      const catalogue = await fetchCatalogue(base, headers);
      const input = catalogueNode(catalogue, 'ChatInput-in000');
      const model = catalogueNode(catalogue, 'OpenAIModel-mo000', { openai_api_base: llm.baseUrl, api_key: KEY, model_name: 'gpt-4o-mini', stream: true });
      // A typed key, not the name of a global variable.
      (model.data.node.template.api_key as { load_from_db?: boolean }).load_from_db = false;
      const output = catalogueNode(catalogue, 'ChatOutput-out00');
      const runUrl = await createFlow(base, headers, 'First-token bench', [input, model, output], [
        edge(input, 'message', model, 'input_value'),
        edge(model, 'text_output', output, 'input_value'),
      ]);
      const ours = await medians(iterations, () => throughRunApi(llm, runUrl, headers));
      const baseline = await medians(iterations, () => rawSse(llm));
      const rows: Row[] = [
        { metric: 'first token after the model’s first chunk', ours: ours.first, baseline: baseline.first, unit: 'ms' },
        { metric: 'a later streamed token, model chunk -> client (p50 of an answer’s later tokens)', ours: ours.later, baseline: baseline.later, unit: 'ms', goal: LATER_TOKEN_GOAL },
      ];
      printRows(`Streamed tokens through the run API (?stream=true), median of ${iterations}`, 'the model server’s raw SSE read directly', rows);
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await llm.close();
  }
}
