// The provider calls of voice: OpenAI-compatible speech (PCM) and transcription, ElevenLabs voices
// and text to speech (pcm_24000). Keys go in headers only and never into errors or logs: a refused
// key is 'key_invalid', any other failure 'provider_error' with its reason by code.
import { OPENAI_VOICES, VOICE_DEFAULTS, type ElevenLabsVoice, type VoiceProvider } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import type { VoiceConfig } from '../config/appConfig';
import { providerDetail, providerStatusReason, providerUnreachableReason } from './providerReasons';
import { VoiceError } from './voiceErrors';

/** A speech answer as its bytes arrive: PCM16 LE mono at VOICE_DEFAULTS.playbackSampleRate. */
export type PcmStream = AsyncIterable<Uint8Array>;

/** An ElevenLabs voice id: letters, digits, `_` and `-`, as their ids are. */
export const ELEVENLABS_VOICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `voice` names a voice of `provider`. */
export function isVoiceOf(provider: VoiceProvider, voice: string): boolean {
  return provider === 'openai' ? (OPENAI_VOICES as readonly string[]).includes(voice) : ELEVENLABS_VOICE_ID.test(voice);
}

/** ElevenLabs' name of the PCM format the clients play. */
const ELEVENLABS_PCM_FORMAT = `pcm_${VOICE_DEFAULTS.playbackSampleRate}`;

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw reasoned(providerUnreachableReason(url, error));
  }
  if (response.ok) return response;
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel().catch(() => undefined);
    throw new VoiceError('key_invalid');
  }
  const body = await response.text().catch(() => '');
  throw reasoned(providerStatusReason(response.status, providerDetail(body)));
}

/** A provider failure whose message is its reason's text. */
const reasoned = (reason: CodedText) => new VoiceError('provider_error', reason.text, reason);

function bodyOf(response: Response): PcmStream {
  if (!response.body) throw new VoiceError('provider_error');
  return response.body;
}

export interface SpeechCall {
  text: string;
  voice: string;
  key: string;
  signal?: AbortSignal;
}

export async function openAiSpeech(config: VoiceConfig, speech: SpeechCall): Promise<PcmStream> {
  const response = await call(`${config.openAiBaseUrl}/audio/speech`, {
    method: 'POST',
    headers: { authorization: `Bearer ${speech.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: config.speechModel, input: speech.text, voice: speech.voice, response_format: 'pcm' }),
    signal: speech.signal,
  });
  return bodyOf(response);
}

export async function elevenLabsSpeech(config: VoiceConfig, speech: SpeechCall): Promise<PcmStream> {
  const url = `${config.elevenLabsBaseUrl}/v1/text-to-speech/${encodeURIComponent(speech.voice)}/stream?output_format=${ELEVENLABS_PCM_FORMAT}`;
  const response = await call(url, {
    method: 'POST',
    headers: { 'xi-api-key': speech.key, 'content-type': 'application/json' },
    body: JSON.stringify({ text: speech.text, model_id: config.elevenLabsModel }),
    signal: speech.signal,
  });
  return bodyOf(response);
}

export async function listElevenLabsVoices(config: VoiceConfig, key: string): Promise<ElevenLabsVoice[]> {
  const response = await call(`${config.elevenLabsBaseUrl}/v1/voices`, { headers: { 'xi-api-key': key } });
  const body = (await response.json().catch(() => null)) as { voices?: Array<{ voice_id?: unknown; name?: unknown }> } | null;
  if (!Array.isArray(body?.voices)) throw new VoiceError('provider_error');
  return body.voices.flatMap((voice) => (typeof voice.voice_id === 'string' && typeof voice.name === 'string' ? [{ name: voice.name, voice_id: voice.voice_id }] : []));
}

/** The ISO-639-1 code transcription takes, from a BCP 47 tag: zh-CN → zh. */
export function transcriptionLanguage(tag: string): string | undefined {
  const primary = tag.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(primary) ? primary : undefined;
}

export interface TranscriptionCall {
  wav: Buffer;
  language: string;
  key: string;
  signal?: AbortSignal;
}

export async function transcribe(config: VoiceConfig, transcription: TranscriptionCall): Promise<string> {
  const form = new FormData();
  form.set('model', config.transcriptionModel);
  const language = transcriptionLanguage(transcription.language);
  if (language) form.set('language', language);
  form.set('file', new Blob([new Uint8Array(transcription.wav)], { type: 'audio/wav' }), 'speech.wav');
  const response = await call(`${config.openAiBaseUrl}/audio/transcriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${transcription.key}` },
    body: form,
    signal: transcription.signal,
  });
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (typeof body?.text !== 'string') throw new VoiceError('provider_error');
  return body.text.trim();
}
