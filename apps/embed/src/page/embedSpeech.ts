// POST voice/speech with the channel code, for the embedded page's speak button; a refusal keeps the
// server's detail (its voice error code) for the button to word.
import { errorFromBody, type SpeechRequest } from '@app/api-client';

export interface SpeechTarget {
  baseUrl: string;
  headers: Record<string, string>;
  fetcher: typeof fetch;
}

const SPEECH_PATH = '/api/v1/voice/speech';

export async function fetchSpeech({ baseUrl, headers, fetcher }: SpeechTarget, request: SpeechRequest, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetcher(`${baseUrl}${SPEECH_PATH}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request), signal });
  if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), SPEECH_PATH);
  return response.arrayBuffer();
}
