// The embedded page's calls (spec/2 section 7, rest/*) with its channel code in `x-api-key`: the
// app's info, its greeting and suggestions, builds of its release through the build runner, and the
// speak button's speech.
// Plain fetch instead of @app/api-client's ky client: the page has three calls, no session to
// refresh and a size budget. A refused key is told apart, so the visitor reads why.
import { API_KEY_HEADER, API_KEY_REFUSAL, restBuildPath, type StoreApp, type StoreNode } from '@app/api-client';
import { BuildClient, createHttpTransport } from '@app/build-runner';
import type { AppChatApi, ChatVoice } from '@app/chat-ui';

/** Why the page cannot chat: a key switched off, unknown, bound to another site; a missing app; no server. */
export type EmbedRefusal = 'disabled' | 'invalid' | 'site' | 'missing' | 'failed';

export class EmbedRefused extends Error {
  constructor(readonly refusal: EmbedRefusal) {
    super(refusal);
  }
}

/** What the page needs: the same calls as the console's app chat, so its in-memory app serves stories and tests. */
export type EmbedApi = Pick<AppChatApi, 'info' | 'uiNode' | 'build'> & {
  /** POST voice/speech for the speak button (voice playback); without it answers are not spoken. */
  speech?: ChatVoice['speech'];
};

/** The refusal an answer means: HTTP status and, for 403, the server's reason (`detail` or `msg`). */
export function refusalOf(status: number, body: unknown): EmbedRefusal {
  const { detail, msg } = (typeof body === 'object' && body !== null ? body : {}) as { detail?: unknown; msg?: unknown };
  const reason = [detail, msg].find((value) => typeof value === 'string');
  if (status === 403 && reason === API_KEY_REFUSAL.DISABLED) return 'disabled';
  if (status === 403 && reason === API_KEY_REFUSAL.OTHER_SITE) return 'site';
  if (status === 401 || status === 403) return 'invalid';
  if (status >= 500 || status === 0) return 'failed';
  return 'missing';
}

export interface EmbedApiOptions {
  apiKey: string;
  /** The server's origin; default this page's. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createEmbedApi({ apiKey, baseUrl = '', fetch: fetcher = (url, init) => fetch(url, init) }: EmbedApiOptions): EmbedApi {
  const headers = { [API_KEY_HEADER]: apiKey };
  async function read<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}/api/v1/${path}`, { headers });
    } catch {
      throw new EmbedRefused('failed');
    }
    const body = (await response.json().catch(() => null)) as { code?: number; data?: T } | null;
    // Envelope calls answer code 0 on success; anything else is the store refused.
    if (!response.ok || body?.code !== 0) throw new EmbedRefused(refusalOf(response.status, body));
    return body.data as T;
  }
  const id = encodeURIComponent;
  return {
    info: (storeId) => read<StoreApp>(`rest/${id(storeId)}`),
    uiNode: (storeId) => read<StoreNode>(`rest/store_node/${id(storeId)}`),
    build: new BuildClient({ transport: createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, headers: () => headers, startPath: restBuildPath, fetch: fetcher }) }),
    // Loaded with the first click of a speak button: the page's first load stays as it was.
    speech: async (request, signal) => (await import('./embedSpeech')).fetchSpeech({ baseUrl, headers, fetcher }, request, signal),
  };
}
