// Needle's search API on the wire, as its Python SDK (needle-python) calls it: POST
// {base}/api/v1/collections/{id}/search with the key as x-api-key, the question as `text` and the
// number of results as `top_k`; the answer's `result` rows hold each passage's `content`. Langflow's
// text of the passages follows. Failures name the component.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { refusalDetail, serviceText, serviceUrl, type SearchService } from './searchService';

/** The SDK's search address: needle-ai.com's host under `search.`. */
export const NEEDLE_BASE_URL = 'https://search.needle-ai.com';

const NEEDLE: SearchService = { base: NEEDLE_BASE_URL, codes: { baseUrl: 'NEEDLE_BASE_URL_INVALID', unreachable: 'NEEDLE_UNREACHABLE' } };

export interface NeedleSearch {
  readonly apiKey: string;
  readonly collectionId: string;
  readonly query: string;
  readonly topK: number;
  readonly baseUrl: string;
  readonly timeout: number;
}

export interface NeedlePassage {
  readonly content: string;
  readonly file_id: string;
}

function passagesOf(body: string): NeedlePassage[] {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch (error) {
    throw componentError('NEEDLE_ANSWER_UNREADABLE', { detail: (error as Error).message });
  }
  const rows = isPlainObject(answer) ? answer.result : undefined;
  if (!Array.isArray(rows)) throw componentError('NEEDLE_ANSWER_UNREADABLE', { detail: 'no "result" list' });
  return rows.map((row: unknown) => ({
    content: isPlainObject(row) && typeof row.content === 'string' ? row.content : '',
    file_id: isPlainObject(row) && typeof row.file_id === 'string' ? row.file_id : '',
  }));
}

/** The collection's passages nearest the query, best first. */
export async function needleSearch(fetch: OutboundFetch, search: NeedleSearch, signal: AbortSignal): Promise<NeedlePassage[]> {
  const url = `${serviceUrl(NEEDLE, search.baseUrl)}/api/v1/collections/${encodeURIComponent(search.collectionId)}/search`;
  const { response, body } = await serviceText(NEEDLE, fetch, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': search.apiKey },
    body: JSON.stringify({ text: search.query, top_k: search.topK }),
    timeoutMs: search.timeout * 1000,
    signal,
  });
  if (response.status === 401 || response.status === 403) throw componentError('NEEDLE_KEY_REFUSED');
  if (!response.ok) throw componentError('NEEDLE_REFUSED', { status: response.status, detail: refusalDetail(body, ['error.message', 'error']) });
  return passagesOf(body);
}

/** Langflow's answer text: the question, then each passage numbered as a document. */
export function needleAnswerText(query: string, passages: readonly NeedlePassage[]): string {
  if (passages.length === 0) return 'No relevant documents found for the query.';
  const context = passages.map((passage, index) => `Document ${index + 1}:\n${passage.content}`).join('\n\n');
  return `Question: ${query}\n\nContext:\n${context}`;
}
