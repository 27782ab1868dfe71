// AssemblyAI's REST API on the wire (the key as the `authorization` header): an audio file's bytes
// uploaded (POST {base}/v2/upload), a transcription job created for an audio URL (POST
// {base}/v2/transcript) and read until it completes or fails (GET {base}/v2/transcript/{id}),
// waiting the polling interval between reads. Failures name the components.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceText, serviceUrl, type SearchService } from '../tools/searchService';

export const ASSEMBLYAI_BASE_URL = 'https://api.assemblyai.com';

const ASSEMBLYAI: SearchService = { base: ASSEMBLYAI_BASE_URL, codes: { baseUrl: 'ASSEMBLYAI_BASE_URL_INVALID', unreachable: 'ASSEMBLYAI_UNREACHABLE' } };

/** Where and how to reach AssemblyAI; `deadline` is the Date.now() by which the whole work must be done. */
export interface AssemblyAiCall {
  readonly fetch: OutboundFetch;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly deadline: number;
  readonly signal: AbortSignal;
}

/** The transcription settings Langflow's Start Transcript sends (TranscriptionConfig's fields). */
export interface TranscriptSettings {
  readonly speech_model: string;
  readonly language_detection: boolean;
  readonly language_code: string;
  readonly speaker_labels: boolean;
  readonly speakers_expected: number | undefined;
  readonly punctuate: boolean;
  readonly format_text: boolean;
}

/** One request whose JSON answer is read; a refused key, a refusal or an unreadable answer fails coded. */
async function request(call: AssemblyAiCall, path: string, init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array }): Promise<Record<string, unknown>> {
  const remaining = call.deadline - Date.now();
  if (remaining <= 0) throw componentError('ASSEMBLYAI_TIMEOUT');
  const url = `${serviceUrl(ASSEMBLYAI, call.baseUrl)}${path}`;
  const { response, body } = await serviceText(ASSEMBLYAI, call.fetch, url, {
    ...init,
    headers: { accept: 'application/json', authorization: call.apiKey, ...init.headers },
    timeoutMs: remaining,
    signal: call.signal,
  });
  if (response.status === 401) throw componentError('ASSEMBLYAI_KEY_REFUSED');
  if (!response.ok) throw componentError('ASSEMBLYAI_REFUSED', { status: response.status, detail: refusalDetail(body, ['error']) });
  try {
    const answer = JSON.parse(body) as unknown;
    if (isPlainObject(answer)) return answer;
  } catch {
    // Reported below with the same code.
  }
  throw componentError('ASSEMBLYAI_ANSWER_UNREADABLE', { detail: body.trim().slice(0, 200) });
}

/** The audio's bytes kept by AssemblyAI; the URL only AssemblyAI's servers read. */
export async function uploadAudio(call: AssemblyAiCall, bytes: Uint8Array): Promise<string> {
  const answer = await request(call, '/v2/upload', { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });
  if (typeof answer.upload_url !== 'string') throw componentError('ASSEMBLYAI_ANSWER_UNREADABLE', { detail: 'no "upload_url" field' });
  return answer.upload_url;
}

/** The job's body: the settings Langflow sets, its optional ones only when given (as the SDK leaves None out). */
export function transcriptRequestBody(audioUrl: string, settings: TranscriptSettings): Record<string, unknown> {
  return {
    audio_url: audioUrl,
    speech_model: settings.speech_model,
    language_detection: settings.language_detection,
    ...(settings.language_code !== '' ? { language_code: settings.language_code } : {}),
    speaker_labels: settings.speaker_labels,
    ...(settings.speakers_expected !== undefined ? { speakers_expected: settings.speakers_expected } : {}),
    punctuate: settings.punctuate,
    format_text: settings.format_text,
  };
}

/** A transcription job for the audio at the URL: its id. */
export async function createTranscript(call: AssemblyAiCall, audioUrl: string, settings: TranscriptSettings): Promise<string> {
  const answer = await request(call, '/v2/transcript', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(transcriptRequestBody(audioUrl, settings)) });
  if (answer.status === 'error') throw componentError('ASSEMBLYAI_TRANSCRIPT_FAILED', { detail: String(answer.error ?? '') });
  if (typeof answer.id !== 'string') throw componentError('ASSEMBLYAI_ANSWER_UNREADABLE', { detail: 'no "id" field' });
  return answer.id;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/** Langflow's result: text, utterances and id first, then the rest of AssemblyAI's transcript. */
export function transcriptData(answer: Record<string, unknown>): Data {
  const { text = null, utterances = null, id = null, ...rest } = answer;
  return createData({ text, utterances, id, ...rest });
}

/** The job read every `intervalMs` until it completes (its Data) or fails; the deadline and the signal end the wait. */
export async function awaitTranscript(call: AssemblyAiCall, id: string, intervalMs: number): Promise<Data> {
  for (;;) {
    const answer = await request(call, `/v2/transcript/${encodeURIComponent(id)}`, { method: 'GET' });
    if (answer.status === 'completed') return transcriptData(answer);
    if (answer.status === 'error') throw componentError('ASSEMBLYAI_TRANSCRIPT_FAILED', { detail: String(answer.error ?? '') });
    if (Date.now() + intervalMs >= call.deadline) throw componentError('ASSEMBLYAI_TIMEOUT');
    await pause(intervalMs, call.signal);
  }
}
