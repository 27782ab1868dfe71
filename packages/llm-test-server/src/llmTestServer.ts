// The server: routes, API-key checks, the queue of scripted replies and the record of requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_ELEVENLABS_VOICES,
  elevenLabsError,
  elevenLabsSpeechProblem,
  elevenLabsSpeechTarget,
  heardText,
  openAiSpeechPcm,
  readTranscriptionRequest,
  speechRequestProblem,
  streamPcm,
  type ElevenLabsVoiceEntry,
  type OpenAiSpeechRequest,
  type TranscriptionScript,
} from './audioRoutes';
import { anthropicMessage, messagesRequestProblem, streamAnthropicMessage, type MessagesRequest } from './anthropicMessages';
import { DEFAULT_EMBEDDING_DIMENSIONS, embeddingsRequestProblem, embeddingsResponse, type EmbeddingsRequest } from './embeddings';
import { Exchange, type RecordedRequest } from './exchange';
import { chatCompletion, chatRequestProblem, streamChatCompletion, type ChatRequest } from './openaiChat';
import { anthropicError, maskKey, openAiError } from './providerErrors';
import { synthesizedPcm } from './wav';
import { contentText, planReply, type ErrorScript, type ReplyScript } from './replies';

export interface LlmTestServerOptions {
  /** Required key: OpenAI calls must send `Authorization: Bearer <key>`, Anthropic calls `x-api-key`. Default: any key, or none. */
  apiKey?: string;
  /** The models it serves; others answer 404. Default: any name is accepted and GET /v1/models lists none. */
  models?: readonly string[];
  /** Length of embedding vectors when the request names no `dimensions`. Default 64. */
  embeddingDimensions?: number;
  /** The ElevenLabs voice list. Default: DEFAULT_ELEVENLABS_VOICES. */
  voices?: readonly ElevenLabsVoiceEntry[];
  /** Milliseconds before the first audio byte of a speech answer (both providers). Default 0. */
  speechFirstByteDelayMs?: number;
  /** Default 0: a free port. */
  port?: number;
}

export interface LlmTestServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** `${url}/v1`: the base URL OpenAI-compatible and Anthropic clients take. */
  readonly baseUrl: string;
  /** Every request, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Scripts the next chat or messages answers, one per request, in order. */
  queue(...replies: ReplyScript[]): void;
  /** Scripts the next transcriptions, one per request, in order; then "Heard <n> ms of audio". */
  queueTranscripts(...scripts: Array<TranscriptionScript | string>): void;
  /** The answer once the queue is empty. Default: echo the last user message. */
  setDefaultReply(reply: ReplyScript): void;
  /** Forgets the queue, the recorded requests and the default reply. */
  reset(): void;
  close(): Promise<void>;
}

type Route = (exchange: Exchange) => Promise<void> | void;

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

function parseBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startLlmTestServer(options: LlmTestServerOptions = {}): Promise<LlmTestServer> {
  const requests: RecordedRequest[] = [];
  const pending: ReplyScript[] = [];
  let defaultReply: ReplyScript = {};
  let answered = 0;
  const models = options.models ? new Set(options.models) : undefined;
  const dimensions = options.embeddingDimensions ?? DEFAULT_EMBEDDING_DIMENSIONS;
  const nextReply = () => pending.shift() ?? defaultReply;
  const transcripts: TranscriptionScript[] = [];
  const voices = options.voices ?? DEFAULT_ELEVENLABS_VOICES;
  const pacing = { firstByteDelayMs: options.speechFirstByteDelayMs ?? 0 };

  const bearerKey = (exchange: Exchange) => /^Bearer (.*)$/i.exec(exchange.record.headers.authorization ?? '')?.[1];
  const openAiFailure = (exchange: Exchange, script: ErrorScript) => exchange.json(script.status, openAiError(script));

  /** Answers 401 or 404 the way OpenAI does and returns false, or returns true. */
  const openAiAdmits = (exchange: Exchange, model: string | undefined): boolean => {
    const key = bearerKey(exchange);
    if (options.apiKey !== undefined && key !== options.apiKey) {
      const message = key
        ? `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`
        : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
      openAiFailure(exchange, { status: 401, message, code: key ? 'invalid_api_key' : null });
      return false;
    }
    if (model !== undefined && models && !models.has(model)) {
      openAiFailure(exchange, { status: 404, message: `The model \`${model}\` does not exist or you do not have access to it.` });
      return false;
    }
    return true;
  };

  const chat: Route = async (exchange) => {
    const problem = chatRequestProblem(exchange.record.body);
    if (problem) return openAiFailure(exchange, { status: 400, message: problem });
    const request = exchange.record.body as ChatRequest;
    if (!openAiAdmits(exchange, request.model)) return;
    const script = nextReply();
    await script.holdUntil?.(exchange.record);
    if (script.error) {
      await exchange.pause(script.firstChunkDelayMs ?? 0);
      return openAiFailure(exchange, script.error);
    }
    const texts = request.messages.map((message) => contentText(message.content));
    const lastUser = request.messages.findLast((message) => message.role === 'user');
    const reply = planReply(script, { lastUserText: contentText(lastUser?.content), promptTexts: texts, idPrefix: 'call_' });
    answered += 1;
    const id = `chatcmpl-test-${answered}`;
    if (request.stream === true) return streamChatCompletion(exchange, request, reply, id);
    if (!(await exchange.pause(reply.firstChunkDelayMs))) return;
    exchange.markContent();
    exchange.json(200, chatCompletion(request, reply, id));
  };

  const messages: Route = async (exchange) => {
    const failure = (script: ErrorScript) => exchange.json(script.status, anthropicError(script));
    const key = exchange.record.headers['x-api-key'];
    if (options.apiKey !== undefined && key !== options.apiKey) return failure({ status: 401 });
    if (!exchange.record.headers['anthropic-version']) return failure({ status: 400, message: 'anthropic-version: header is required' });
    const problem = messagesRequestProblem(exchange.record.body);
    if (problem) return failure({ status: 400, message: problem });
    const request = exchange.record.body as MessagesRequest;
    if (models && !models.has(request.model)) return failure({ status: 404, message: `model: ${request.model}` });
    const script = nextReply();
    await script.holdUntil?.(exchange.record);
    if (script.error) {
      await exchange.pause(script.firstChunkDelayMs ?? 0);
      return failure(script.error);
    }
    const texts = [contentText(request.system), ...request.messages.map((message) => contentText(message.content))];
    const lastUser = request.messages.findLast((message) => message.role === 'user');
    const reply = planReply(script, { lastUserText: contentText(lastUser?.content), promptTexts: texts, idPrefix: 'toolu_' });
    answered += 1;
    const id = `msg_test_${answered}`;
    if (request.stream === true) return streamAnthropicMessage(exchange, request, reply, id);
    if (!(await exchange.pause(reply.firstChunkDelayMs))) return;
    exchange.markContent();
    exchange.json(200, anthropicMessage(request, reply, id));
  };

  const embeddings: Route = (exchange) => {
    const problem = embeddingsRequestProblem(exchange.record.body);
    if (problem) return openAiFailure(exchange, { status: 400, message: problem });
    const request = exchange.record.body as EmbeddingsRequest;
    if (!openAiAdmits(exchange, request.model)) return;
    exchange.json(200, embeddingsResponse(request, dimensions));
  };

  const listModels: Route = (exchange) => {
    if (!openAiAdmits(exchange, undefined)) return;
    const created = Math.floor(Date.now() / 1000);
    exchange.json(200, { object: 'list', data: [...(models ?? [])].map((id) => ({ id, object: 'model', created, owned_by: 'llm-test-server' })) });
  };

  const speech: Route = async (exchange) => {
    const problem = speechRequestProblem(exchange.record.body);
    if (problem) return openAiFailure(exchange, { status: 400, message: problem });
    const request = exchange.record.body as OpenAiSpeechRequest;
    if (!openAiAdmits(exchange, request.model)) return;
    await streamPcm(exchange, openAiSpeechPcm(request), pacing);
  };

  const transcription = async (exchange: Exchange, raw: Buffer) => {
    const request = await readTranscriptionRequest(raw, exchange.record.headers['content-type']);
    if (typeof request !== 'string') {
      exchange.record.body = { model: request.model, language: request.language, file: { name: request.file.name, type: request.file.type, size: request.file.bytes.length } };
    }
    if (!openAiAdmits(exchange, typeof request === 'string' ? undefined : request.model)) return;
    if (typeof request === 'string') return openAiFailure(exchange, { status: 400, message: request });
    const script = transcripts.shift() ?? {};
    if (!(await exchange.pause(script.delayMs ?? 0))) return;
    if (script.error) return openAiFailure(exchange, script.error);
    exchange.markContent();
    exchange.json(200, { text: script.text ?? heardText(request) });
  };

  /** ElevenLabs checks `xi-api-key` against the same key as the other providers. */
  const elevenLabsAdmits = (exchange: Exchange): boolean => {
    if (options.apiKey === undefined || exchange.record.headers['xi-api-key'] === options.apiKey) return true;
    exchange.json(401, elevenLabsError('invalid_api_key', 'Invalid API key'));
    return false;
  };

  const listVoices: Route = (exchange) => {
    if (!elevenLabsAdmits(exchange)) return;
    exchange.json(200, { voices: voices.map((voice) => ({ category: 'premade', labels: {}, ...voice })) });
  };

  const elevenLabsSpeech = async (exchange: Exchange, target: { voiceId: string; sampleRate: number }) => {
    if (!elevenLabsAdmits(exchange)) return;
    const problem = elevenLabsSpeechProblem(exchange.record.body);
    if (problem) return exchange.json(422, { detail: [{ type: 'missing', loc: ['body', 'text'], msg: problem }] });
    if (!voices.some((voice) => voice.voice_id === target.voiceId)) return exchange.json(404, elevenLabsError('voice_not_found', `A voice with the voice_id ${target.voiceId} was not found.`));
    await streamPcm(exchange, synthesizedPcm((exchange.record.body as { text: string }).text, target.voiceId, target.sampleRate), pacing);
  };

  const routes: Record<string, Route> = {
    'POST /v1/audio/speech': speech,
    'GET /v1/voices': listVoices,
    'POST /v1/chat/completions': chat,
    'POST /v1/messages': messages,
    'POST /v1/embeddings': embeddings,
    'GET /v1/models': listModels,
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readRaw(request);
    const multipart = request.headers['content-type']?.startsWith('multipart/form-data') ?? false;
    const exchange = new Exchange(request, response, multipart ? null : parseBody(raw));
    requests.push(exchange.record);
    const { method, path, query } = exchange.record;
    if (method === 'POST' && path === '/v1/audio/transcriptions') return transcription(exchange, raw);
    const ttsTarget = method === 'POST' ? elevenLabsSpeechTarget(path, query) : undefined;
    if (typeof ttsTarget === 'string') return exchange.json(422, { detail: [{ type: 'value_error', loc: ['query', 'output_format'], msg: ttsTarget }] });
    if (ttsTarget) return elevenLabsSpeech(exchange, ttsTarget);
    const route = routes[`${method} ${path}`];
    if (!route) {
      return openAiFailure(exchange, { status: 404, message: `Unknown request URL: ${exchange.record.method} ${exchange.record.path}.`, code: 'unknown_url' });
    }
    await route(exchange);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(openAiError({ status: 500, message: error instanceof Error ? error.message : String(error) })));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    queue: (...replies) => void pending.push(...replies),
    queueTranscripts: (...scripts) => void transcripts.push(...scripts.map((script) => (typeof script === 'string' ? { text: script } : script))),
    setDefaultReply: (reply) => void (defaultReply = reply),
    reset() {
      pending.length = 0;
      transcripts.length = 0;
      requests.length = 0;
      defaultReply = {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
