// The audio endpoints: OpenAI's speech (`POST /v1/audio/speech`, raw PCM with response_format
// pcm) and transcriptions (`POST /v1/audio/transcriptions`, multipart with a WAV file), and
// ElevenLabs' voice list (`GET /v1/voices`) and text to speech (`POST /v1/text-to-speech/{id}` and
// `/stream`, `output_format=pcm_<rate>`), authenticated with `xi-api-key`.
import type { Exchange } from './exchange';
import type { ErrorScript } from './replies';
import { readWavHeader, synthesizedPcm } from './wav';

/** What the next transcription answers. */
export interface TranscriptionScript {
  /** Default: "Heard <n> ms of audio". */
  text?: string;
  /** Milliseconds before the answer. */
  delayMs?: number;
  error?: ErrorScript;
}

/** A voice of the ElevenLabs voice list. */
export interface ElevenLabsVoiceEntry {
  voice_id: string;
  name: string;
  category?: string;
}

export const DEFAULT_ELEVENLABS_VOICES: readonly ElevenLabsVoiceEntry[] = [
  { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', category: 'premade' },
  { voice_id: 'JBFqnCBsd6RMkjVDRZzb', name: 'George', category: 'premade' },
];

/** PCM is sent in pieces of this many bytes (100 ms at 24 kHz), as a provider streams it. */
export const SPEECH_CHUNK_BYTES = 4800;

/** OpenAI's PCM output: 24 kHz, 16-bit, mono, little-endian. */
const OPENAI_PCM_RATE = 24000;
const ELEVENLABS_PCM_RATES = new Set([8000, 16000, 22050, 24000, 44100, 48000]);

export interface SpeechPacing {
  /** Milliseconds before the first audio byte. */
  firstByteDelayMs: number;
}

/** Streams the PCM in chunks; marks the first one as the answer's content. */
export async function streamPcm(exchange: Exchange, pcm: Buffer, pacing: SpeechPacing): Promise<void> {
  if (!(await exchange.pause(pacing.firstByteDelayMs))) return;
  exchange.startBinary(200, 'audio/pcm');
  for (let offset = 0; offset < pcm.length; offset += SPEECH_CHUNK_BYTES) {
    if (!exchange.write(pcm.subarray(offset, offset + SPEECH_CHUNK_BYTES))) return;
    exchange.markContent();
    if (!(await exchange.pause(0))) return;
  }
  exchange.end();
}

export interface OpenAiSpeechRequest {
  model: string;
  input: string;
  voice: string;
  response_format?: string;
}

/** OpenAI's limit on `input`. */
export const OPENAI_SPEECH_MAX_INPUT = 4096;

export function speechRequestProblem(body: unknown): string | undefined {
  const request = body as Partial<OpenAiSpeechRequest> | null;
  if (typeof request !== 'object' || request === null) return 'We could not parse the JSON body of your request.';
  if (typeof request.model !== 'string' || request.model === '') return 'you must provide a model parameter';
  if (typeof request.input !== 'string' || request.input === '') return "Missing required parameter: 'input'.";
  if (request.input.length > OPENAI_SPEECH_MAX_INPUT) return `'input' is too long: at most ${OPENAI_SPEECH_MAX_INPUT} characters.`;
  if (typeof request.voice !== 'string' || request.voice === '') return "Missing required parameter: 'voice'.";
  if (request.response_format !== undefined && request.response_format !== 'pcm') return 'llm-test-server answers response_format "pcm" only.';
  return undefined;
}

export function openAiSpeechPcm(request: OpenAiSpeechRequest): Buffer {
  return synthesizedPcm(request.input, request.voice, OPENAI_PCM_RATE);
}

/** A transcription request read from its multipart body. */
export interface TranscriptionRequest {
  model: string;
  language: string | undefined;
  file: { name: string; type: string; bytes: Uint8Array };
}

/** Reads the multipart body; a problem in OpenAI's words when it is not a valid request with a PCM WAV file. */
export async function readTranscriptionRequest(raw: Buffer, contentType: string | undefined): Promise<TranscriptionRequest | string> {
  if (!contentType?.startsWith('multipart/form-data')) return 'Expected multipart/form-data.';
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 'Could not parse multipart form.';
  }
  const model = form.get('model');
  const file = form.get('file');
  const language = form.get('language');
  if (typeof model !== 'string' || model === '') return 'you must provide a model parameter';
  if (!(file instanceof Blob)) return "Missing required parameter: 'file'.";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = readWavHeader(bytes);
  if (typeof header === 'string') return `Invalid file format: ${header}.`;
  if (language !== null && (typeof language !== 'string' || !/^[a-z]{2,3}$/.test(language))) return `Invalid language '${String(language)}'. Language parameter must be specified in ISO-639-1 format.`;
  return { model, language: language ?? undefined, file: { name: file instanceof File ? file.name : 'blob', type: file.type, bytes } };
}

/** The default transcript: how much audio arrived, so tests see the audio was read. */
export function heardText(request: TranscriptionRequest): string {
  const header = readWavHeader(request.file.bytes);
  if (typeof header === 'string') return '';
  const ms = Math.round((header.dataBytes / (header.channels * (header.bitsPerSample / 8)) / header.sampleRate) * 1000);
  return `Heard ${ms} ms of audio`;
}

/** The voice id and output rate of an ElevenLabs text-to-speech path and query, or a problem. */
export function elevenLabsSpeechTarget(path: string, query: URLSearchParams): { voiceId: string; sampleRate: number } | string | undefined {
  const match = /^\/v1\/text-to-speech\/([^/]+)(\/stream)?$/.exec(path);
  if (!match) return undefined;
  const format = query.get('output_format') ?? 'mp3_44100_128';
  const rate = /^pcm_(\d+)$/.exec(format);
  if (!rate || !ELEVENLABS_PCM_RATES.has(Number(rate[1]))) return `llm-test-server answers pcm_<rate> output formats only, not ${format}.`;
  return { voiceId: decodeURIComponent(match[1]!), sampleRate: Number(rate[1]) };
}

export function elevenLabsSpeechProblem(body: unknown): string | undefined {
  const request = body as { text?: unknown } | null;
  if (typeof request !== 'object' || request === null || typeof request.text !== 'string' || request.text === '') return 'text: Field required';
  return undefined;
}

/** ElevenLabs' error body: `{detail: {status, message}}`. */
export function elevenLabsError(status: string, message: string) {
  return { detail: { status, message } };
}
