// Voice turn latency: from the client's end of speech (input_audio_buffer.commit on the voice
// socket) to the first response.audio.delta it reads, on a ChatInput -> OpenAI-compatible model
// (streaming) -> ChatOutput flow of the built server whose voice and model calls go to the local
// test server; next to the test server's own latency for the same chain measured by this process
// in the same run: transcription, then the chat's first streamed token, then the speech's first
// audio byte. The difference is what the platform adds to a spoken turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pcmWav, startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { freePort, startServerUntilHealthy } from './lib/process.ts';
import { medianAfterWarmUp, printRows, type Row } from './lib/report.ts';
import { catalogueNode, createFlow, edge, fetchCatalogue, json, signIn } from './lib/serverApi.ts';

const ADMIN_PASSWORD = 'Bench-Passw0rd';
const KEY = 'sk-bench-voice';
const TRANSCRIPT = 'What is the weather like?';
/** One sentence in one chunk: the first token is the first speakable sentence, for both sides. */
const REPLY = { chunks: ['It is sunny today.'] };
const WARM_UP = 3;
/** Half a second of quiet PCM16 at 24 kHz, as the client sends it. */
const SPEECH = Buffer.alloc(24000);

interface VoiceSocket {
  /** Resolves when a message of that type arrives next. */
  waitFor(type: string): Promise<number>;
  send(message: unknown): void;
  close(): void;
}

async function connect(url: string): Promise<VoiceSocket> {
  const socket = new WebSocket(url);
  const waiting = new Map<string, { resolve: (at: number) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const at = performance.now();
    const { type } = JSON.parse(String(event.data)) as { type: string };
    if (type === 'error') {
      for (const waiter of waiting.values()) waiter.reject(new Error(`voice socket error: ${String(event.data)}`));
      waiting.clear();
      return;
    }
    waiting.get(type)?.resolve(at);
    waiting.delete(type);
  });
  const waitFor = (type: string) => new Promise<number>((resolve, reject) => waiting.set(type, { resolve, reject }));
  await waitFor('session.created');
  return {
    waitFor,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

async function throughSocket(llm: LlmTestServer, socket: VoiceSocket): Promise<number> {
  llm.queueTranscripts(TRANSCRIPT);
  llm.queue(REPLY);
  socket.send({ type: 'input_audio_buffer.append', audio: SPEECH.toString('base64') });
  const firstAudio = socket.waitFor('response.audio.delta');
  const done = socket.waitFor('response.done');
  const start = performance.now();
  socket.send({ type: 'input_audio_buffer.commit' });
  const at = await firstAudio;
  await done;
  return at - start;
}

/** The same chain called directly: transcription, chat until its first content chunk, speech until its first byte. */
async function providersAlone(llm: LlmTestServer): Promise<number> {
  llm.queueTranscripts(TRANSCRIPT);
  llm.queue(REPLY);
  const auth = { authorization: `Bearer ${KEY}` };
  const start = performance.now();
  const form = new FormData();
  form.set('model', 'gpt-4o-mini-transcribe');
  form.set('file', new Blob([new Uint8Array(pcmWav(SPEECH, 24000))], { type: 'audio/wav' }), 'speech.wav');
  const { text } = await json<{ text: string }>(await fetch(`${llm.baseUrl}/audio/transcriptions`, { method: 'POST', headers: auth, body: form }));
  const chat = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: text }] }),
  });
  const decoder = new TextDecoder();
  let sse = '';
  let sentence: string | undefined;
  for await (const bytes of chat.body!) {
    sse += decoder.decode(bytes as Uint8Array, { stream: true });
    sentence ??= /"content":"([^"]+)"/.exec(sse)?.[1];
  }
  const speech = await fetch(`${llm.baseUrl}/audio/speech`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini-tts', input: sentence, voice: 'alloy', response_format: 'pcm' }),
  });
  const reader = speech.body!.getReader();
  await reader.read();
  const at = performance.now();
  await reader.cancel();
  return at - start;
}

export async function run(iterations: number): Promise<Row[]> {
  const llm = await startLlmTestServer({ apiKey: KEY });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-voice-'));
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', FETCH_ALLOWED_HOSTS: '127.0.0.1', VOICE_OPENAI_BASE_URL: llm.baseUrl };
    const server = await startServerUntilHealthy(env, `${base}/health`);
    try {
      const headers = await signIn(base, ADMIN_PASSWORD);
      await json(await fetch(`${base}/api/v1/variables/`, { method: 'POST', headers, body: JSON.stringify({ name: 'OPENAI_API_KEY', value: KEY, type: 'Credential' }) }));
      const catalogue = await fetchCatalogue(base, headers);
      const input = catalogueNode(catalogue, 'ChatInput-in000');
      const model = catalogueNode(catalogue, 'OpenAIModel-mo000', { openai_api_base: llm.baseUrl, api_key: KEY, model_name: 'gpt-4o-mini', stream: true });
      (model.data.node.template.api_key as { load_from_db?: boolean }).load_from_db = false;
      const output = catalogueNode(catalogue, 'ChatOutput-out00');
      const runUrl = await createFlow(base, headers, 'Voice bench', [input, model, output], [edge(input, 'message', model, 'input_value'), edge(model, 'text_output', output, 'input_value')]);
      const flowId = runUrl.slice(runUrl.lastIndexOf('/') + 1);
      const token = headers.authorization!.slice('Bearer '.length);
      const socket = await connect(`${base.replace('http', 'ws')}/api/v1/voice/ws/flow_tts/${flowId}/bench-session?token=${token}`);
      try {
        const ours = await medianAfterWarmUp(iterations, WARM_UP, () => throughSocket(llm, socket));
        const baseline = await medianAfterWarmUp(iterations, WARM_UP, () => providersAlone(llm));
        const rows: Row[] = [{ metric: 'end of speech (commit) to first audio byte', ours, baseline, unit: 'ms' }];
        printRows(`Voice turn through the voice socket, median of ${iterations}`, 'the test providers alone: transcription + chat first token + speech first byte', rows);
        return rows;
      } finally {
        socket.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await llm.close();
  }
}
