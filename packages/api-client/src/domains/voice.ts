// Voice calls (spec/2 sections 2 and 7, spec/3 "Voice"): the speak button's speech, the ElevenLabs
// voice list, and the address of the voice assistant's socket (the browser opens it itself).
import type { ElevenLabsVoice, SpeechRequest } from '../voiceTypes';
import type { DomainContext } from './context';

export interface VoiceSocketOptions {
  /** The marketplace app being chatted with: its release runs, as in the app chat. */
  storeId?: string;
  /** An API key or channel code (no session). */
  apiKey?: string;
  /** An access token, for pages whose auth cookie the socket does not carry. */
  token?: string;
  /** Where a same-origin client (baseUrl '') runs; `globalThis.location` when not given. */
  origin?: string;
}

export interface VoiceApi {
  /** POST voice/speech: the text spoken as raw PCM16 LE mono at 24 kHz (`audio/pcm`). */
  speech(request: SpeechRequest, options?: { signal?: AbortSignal }): Promise<ArrayBuffer>;
  /** POST voice/speech, the audio as it arrives, to start playing before the whole answer is in. */
  speechStream(request: SpeechRequest, options?: { signal?: AbortSignal }): Promise<ReadableStream<Uint8Array>>;
  /** GET voice/elevenlabs/voice_ids: the voices of the caller's ElevenLabs key. */
  elevenLabsVoices(): Promise<ElevenLabsVoice[]>;
  /** The voice assistant's socket address, ws: or wss: after the client's base URL. */
  socketUrl(flowId: string, sessionId: string, options?: VoiceSocketOptions): string;
}

const base = '/api/v1/voice';

export function createVoiceApi({ request, baseUrl }: DomainContext): VoiceApi {
  return {
    speech: async (body, options = {}) => {
      const audio = await request<Blob>({ method: 'POST', path: `${base}/speech`, json: body, blob: true, signal: options.signal });
      return audio.arrayBuffer();
    },
    speechStream: (body, options = {}) =>
      request<ReadableStream<Uint8Array>>({ method: 'POST', path: `${base}/speech`, json: body, stream: true, signal: options.signal }),
    elevenLabsVoices: () => request<ElevenLabsVoice[]>({ path: `${base}/elevenlabs/voice_ids` }),
    socketUrl: (flowId, sessionId, options = {}) => voiceSocketUrl(baseUrl, flowId, sessionId, options),
  };
}

/** `{base}/api/v1/voice/ws/flow_tts/{flow}/{session}` with http(s) turned into ws(s). */
export function voiceSocketUrl(baseUrl: string, flowId: string, sessionId: string, options: VoiceSocketOptions = {}): string {
  const origin = options.origin ?? (globalThis as { location?: { href: string } }).location?.href;
  if (baseUrl === '' && origin === undefined) throw new TypeError('a same-origin client needs options.origin outside a browser');
  const root = new URL(baseUrl === '' ? '/' : baseUrl, origin);
  const path = `${root.pathname.replace(/\/$/, '')}${base}/ws/flow_tts/${encodeURIComponent(flowId)}/${encodeURIComponent(sessionId)}`;
  const url = new URL(path, root);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const query: Array<[string, string | undefined]> = [
    ['store_id', options.storeId],
    ['x-api-key', options.apiKey],
    ['token', options.token],
  ];
  for (const [name, value] of query) if (value) url.searchParams.set(name, value);
  return url.toString();
}
