// Tavily's search API on the wire (POST {base}/search): the request body built from the
// component's settings, and the answer read into Langflow's rows (the answer, one row per result,
// the images). Failures name the component, for the people who set its key and address.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceText, serviceUrl, type SearchService } from './searchService';

export const TAVILY_BASE_URL = 'https://api.tavily.com';
export const TAVILY_SEARCH_DEPTHS = ['basic', 'advanced'] as const;
export const TAVILY_TOPICS = ['general', 'news'] as const;
export const TAVILY_TIME_RANGES = ['day', 'week', 'month', 'year'] as const;

export interface TavilySettings {
  readonly api_key: string;
  readonly query: string;
  readonly search_depth: string;
  readonly chunks_per_source: number;
  readonly topic: string;
  readonly days: number;
  readonly max_results: number;
  readonly include_answer: boolean;
  readonly time_range: string;
  readonly include_images: boolean;
  readonly include_domains: string;
  readonly exclude_domains: string;
  readonly include_raw_content: boolean;
  readonly base_url: string;
  readonly timeout: number;
}

/** A comma-separated domain list as Tavily takes it; undefined for none. */
function domains(text: string): string[] | undefined {
  const list = text
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
  return list.length === 0 ? undefined : list;
}

/** The search request's JSON body; settings Tavily reads only in some modes are sent only in them. */
export function tavilyRequestBody(settings: TavilySettings): Record<string, unknown> {
  const body: Record<string, unknown> = {
    // Tavily reads the Bearer header; the body's key is what its older API and Langflow send.
    api_key: settings.api_key,
    query: settings.query,
    search_depth: settings.search_depth,
    topic: settings.topic,
    max_results: settings.max_results,
    include_images: settings.include_images,
    include_answer: settings.include_answer,
    include_raw_content: settings.include_raw_content,
  };
  if (settings.search_depth === 'advanced' && settings.chunks_per_source > 0) body.chunks_per_source = settings.chunks_per_source;
  if (settings.topic === 'news' && settings.days > 0) body.days = settings.days;
  if (settings.time_range.trim() !== '') body.time_range = settings.time_range.trim();
  const include = domains(settings.include_domains);
  const exclude = domains(settings.exclude_domains);
  if (include) body.include_domains = include;
  if (exclude) body.exclude_domains = exclude;
  return body;
}

const TAVILY: SearchService = { base: TAVILY_BASE_URL, codes: { baseUrl: 'TAVILY_BASE_URL_INVALID', unreachable: 'TAVILY_UNREACHABLE' } };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The rows Langflow's component gives: the answer, one per result (text = its content), the images. */
export function tavilyRows(answer: unknown, settings: Pick<TavilySettings, 'include_answer' | 'include_images' | 'include_raw_content'>): Data[] {
  if (!isPlainObject(answer) || (answer.results !== undefined && !Array.isArray(answer.results))) {
    throw componentError('TAVILY_ANSWER_UNREADABLE', { detail: 'no "results" list' });
  }
  const rows: Data[] = [];
  if (settings.include_answer && text(answer.answer) !== '') rows.push(createData({ text: answer.answer }));
  for (const result of (answer.results ?? []) as unknown[]) {
    if (!isPlainObject(result)) continue;
    const content = text(result.content);
    const row: Record<string, unknown> = { text: content, title: result.title ?? null, url: result.url ?? null, content, score: result.score ?? null };
    if (settings.include_raw_content) row.raw_content = result.raw_content ?? null;
    rows.push(createData(row));
  }
  if (settings.include_images && Array.isArray(answer.images) && answer.images.length > 0) rows.push(createData({ text: 'Images found', images: answer.images }));
  return rows;
}

/** One search: the rows, or a coded failure naming Tavily (unreachable, refused, unreadable). */
export async function tavilySearch(fetch: OutboundFetch, settings: TavilySettings, signal: AbortSignal): Promise<Data[]> {
  const url = `${serviceUrl(TAVILY, settings.base_url)}/search`;
  const { response, body } = await serviceText(TAVILY, fetch, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${settings.api_key}` },
    body: JSON.stringify(tavilyRequestBody(settings)),
    timeoutMs: settings.timeout * 1000,
    signal,
  });
  if (!response.ok) throw componentError('TAVILY_REFUSED', { status: response.status, detail: refusalDetail(body, ['detail.error', 'detail']) });
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch (error) {
    throw componentError('TAVILY_ANSWER_UNREADABLE', { detail: (error as Error).message });
  }
  return tavilyRows(answer, settings);
}
