// A local stand-in for the AssemblyAI REST API subset Langflow's AssemblyAI components use,
// started by the test on a free port: POST /v2/upload (the audio's raw bytes, answered with an
// upload_url), POST /v2/transcript (a job, queued) and GET /v2/transcript/{id} (processing for
// `pollsBeforeDone` reads, then completed with the scripted text, or error). A wrong
// `authorization` header answers 401, as AssemblyAI does, with `{"error": …}`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AssemblyAiTranscriptScript {
  /** The transcript's text once completed. */
  text: string;
  /** Speaker turns, as AssemblyAI gives them with speaker_labels on. */
  utterances?: Array<{ speaker: string; text: string; start: number; end: number }>;
  /** GETs answered "processing" before the job completes (0: completed at the first read). */
  pollsBeforeDone?: number;
  /** The job fails with this error instead of completing. */
  error?: string;
}

export interface AssemblyAiTestServer {
  /** http://127.0.0.1:<port>, the base URL to set. */
  url: string;
  /** The bytes of each upload, in order. */
  uploads: Uint8Array[];
  /** The body of each POST /v2/transcript, in order. */
  jobs: Array<Record<string, unknown>>;
  /** Every request: its method and path. */
  requests: string[];
  close(): Promise<void>;
}

interface Job {
  readonly id: string;
  readonly config: Record<string, unknown>;
  reads: number;
}

export async function startAssemblyAiTestServer(options: { apiKey: string; transcript: AssemblyAiTranscriptScript }): Promise<AssemblyAiTestServer> {
  const uploads: Uint8Array[] = [];
  const jobs: Array<Record<string, unknown>> = [];
  const requests: string[] = [];
  const byId = new Map<string, Job>();
  const { transcript } = options;

  function status(job: Job): Record<string, unknown> {
    const base = { id: job.id, ...job.config, language_code: job.config.language_code ?? 'en_us' };
    if (job.reads <= (transcript.pollsBeforeDone ?? 0)) return { ...base, status: job.reads === 0 ? 'queued' : 'processing', text: null, utterances: null };
    if (transcript.error !== undefined) return { ...base, status: 'error', error: transcript.error, text: null, utterances: null };
    return { ...base, status: 'completed', text: transcript.text, utterances: transcript.utterances ?? null, audio_duration: 12, confidence: 0.93 };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = request.url ?? '';
    requests.push(`${request.method} ${path}`);
    const reply = (code: number, answer: unknown) => response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (request.headers.authorization !== options.apiKey) return void reply(401, { error: 'Authentication error, API token missing/invalid' });
    if (request.method === 'POST' && path === '/v2/upload') {
      uploads.push(new Uint8Array(body));
      return void reply(200, { upload_url: `https://cdn.assemblyai.example/upload/${uploads.length}` });
    }
    if (request.method === 'POST' && path === '/v2/transcript') {
      const config = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      jobs.push(config);
      if (typeof config.audio_url !== 'string') return void reply(400, { error: 'audio_url must be a string' });
      const job: Job = { id: `job-${jobs.length}`, config, reads: 0 };
      byId.set(job.id, job);
      return void reply(200, status(job));
    }
    const read = /^\/v2\/transcript\/([^/]+)$/.exec(path);
    const job = read && request.method === 'GET' ? byId.get(decodeURIComponent(read[1]!)) : undefined;
    if (!job) return void reply(404, { error: 'Transcript not found' });
    job.reads += 1;
    reply(200, status(job));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uploads,
    jobs,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
