// SearchApi's search on the wire (GET {base}/search?engine=<engine>&q=<query>&<parameters>, the key
// as a Bearer header, as LangChain's SearchApiAPIWrapper sends it) and its organic results read into
// Langflow's rows, titles and snippets cut to the length set.
import type { OutboundFetch } from '@app/engine';
import { withQuery } from '../dataSources/apiRequest';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceText, serviceUrl } from './searchService';

export const SEARCHAPI_BASE_URL = 'https://www.searchapi.io/api/v1';
export const SEARCHAPI_ENGINES = ['google', 'bing', 'duckduckgo'] as const;

const SEARCHAPI = { base: SEARCHAPI_BASE_URL, codes: { baseUrl: 'SEARCHAPI_BASE_URL_INVALID', unreachable: 'SEARCHAPI_UNREACHABLE' } } as const;

export interface SearchApiSettings {
  readonly api_key: string;
  readonly engine: string;
  readonly input_value: string;
  readonly search_params: Record<string, unknown> | undefined;
  readonly max_results: number;
  readonly max_snippet_length: number;
  readonly base_url: string;
  readonly timeout: number;
}

/** The search URL: engine and query, then the extra parameters that have a value. */
export function searchApiUrl(settings: SearchApiSettings): string {
  const extra = Object.entries(settings.search_params ?? {}).filter(([, value]) => value !== null && value !== undefined);
  return withQuery(`${serviceUrl(SEARCHAPI, settings.base_url)}/search`, { engine: settings.engine, q: settings.input_value, ...Object.fromEntries(extra) });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The first `length` characters (code points, as Python slices). */
const cut = (value: string, length: number): string => Array.from(value).slice(0, Math.max(0, length)).join('');

/** Langflow's rows: the first organic results, text the whole snippet, title and snippet cut. */
export function searchApiRows(answer: unknown, settings: Pick<SearchApiSettings, 'max_results' | 'max_snippet_length'>): Data[] {
  if (!isPlainObject(answer) || (answer.organic_results !== undefined && !Array.isArray(answer.organic_results))) {
    throw componentError('SEARCHAPI_ANSWER_UNREADABLE', { detail: 'no "organic_results" list' });
  }
  const results = ((answer.organic_results ?? []) as unknown[]).filter(isPlainObject).slice(0, Math.max(0, settings.max_results));
  return results.map((result) =>
    createData({ text: text(result.snippet), title: cut(text(result.title), settings.max_snippet_length), link: text(result.link), snippet: cut(text(result.snippet), settings.max_snippet_length) }),
  );
}

/** One search: the rows, or a coded failure naming SearchApi (unreachable, refused, unreadable). */
export async function searchApiSearch(fetch: OutboundFetch, settings: SearchApiSettings, signal: AbortSignal): Promise<Data[]> {
  const url = searchApiUrl(settings);
  const headers = { accept: 'application/json', authorization: `Bearer ${settings.api_key}` };
  const { response, body } = await serviceText(SEARCHAPI, fetch, url, { headers, timeoutMs: settings.timeout * 1000, signal });
  if (!response.ok) throw componentError('SEARCHAPI_REFUSED', { status: response.status, detail: refusalDetail(body, ['error']) });
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch (error) {
    throw componentError('SEARCHAPI_ANSWER_UNREADABLE', { detail: (error as Error).message });
  }
  return searchApiRows(answer, settings);
}
