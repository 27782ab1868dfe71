// First-token overhead: how long after the model server sends its first chunk a client of the run
// API (?stream=true) reads the first `token` event, on a ChatInput -> OpenAI-compatible model
// (streaming) -> ChatOutput flow of the built server pointed at the local test model server; next
// to a client reading the test server's raw SSE itself, in the same run. Both are measured from
// the same instant: when the test server (in this process) wrote its first content chunk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { freePort, startUntilHealthy } from './lib/process.ts';
import { medianAfterWarmUp, printRows, type Row } from './lib/report.ts';
import { catalogueNode, createFlow, edge, fetchCatalogue, signIn } from './lib/serverApi.ts';

const root = join(import.meta.dirname, '..');
const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');
const ADMIN_PASSWORD = 'Bench-Passw0rd';
const KEY = 'sk-bench-first-token';
const REPLY = { chunks: Array.from({ length: 20 }, (_, index) => `chunk${index} `), delayMs: 1 };
const WARM_UP = 3;

/** Reads `response`'s body until `isFirst` holds for the text so far; returns when that was. */
async function firstMatchAt(response: Response, isFirst: (text: string) => boolean): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let at: number | undefined;
  for await (const bytes of response.body) {
    text += decoder.decode(bytes as Uint8Array, { stream: true });
    if (at === undefined && isFirst(text)) at = performance.now();
  }
  if (at === undefined) throw new Error(`${response.url}: the answer never matched:\n${text.slice(0, 2000)}`);
  return at;
}

/** Milliseconds from the test server's first content chunk of the latest request to `clientAt`. */
function sinceFirstChunk(llm: LlmTestServer, clientAt: number): number {
  const first = llm.requests.at(-1)?.firstContentAt;
  if (first === undefined) throw new Error('the test model server sent no content');
  return clientAt - first;
}

async function throughRunApi(llm: LlmTestServer, runUrl: string, headers: Record<string, string>): Promise<number> {
  llm.queue(REPLY);
  const response = await fetch(`${runUrl}?stream=true`, { method: 'POST', headers, body: JSON.stringify({ input_value: 'Hello', input_type: 'chat', output_type: 'chat' }) });
  return sinceFirstChunk(llm, await firstMatchAt(response, (text) => /"event":\s*"token"/.test(text)));
}

async function rawSse(llm: LlmTestServer): Promise<number> {
  llm.queue(REPLY);
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Hello' }] }),
  });
  return sinceFirstChunk(llm, await firstMatchAt(response, (text) => text.includes('"content":"chunk')));
}

export async function run(iterations: number): Promise<Row[]> {
  const llm = await startLlmTestServer({ apiKey: KEY });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-token-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startUntilHealthy(serverEntry, { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', FETCH_ALLOWED_HOSTS: '127.0.0.1' }, `${base}/health`);
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
      const ours = await medianAfterWarmUp(iterations, WARM_UP, () => throughRunApi(llm, runUrl, headers));
      const baseline = await medianAfterWarmUp(iterations, WARM_UP, () => rawSse(llm));
      const rows: Row[] = [{ metric: 'first token after the model’s first chunk', ours, baseline, unit: 'ms' }];
      printRows(`First token through the run API (?stream=true), median of ${iterations}`, 'the model server’s raw SSE read directly', rows);
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await llm.close();
  }
}
