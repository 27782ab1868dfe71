// AgentQL's REST API on the wire (POST {base}/query-data, the key as X-API-Key): the page's URL,
// an AgentQL query or a prompt in plain words, and the browser's settings; its answer read into
// Langflow's Data (result, metadata). Failures name the component.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceText, serviceUrl, type SearchService } from './searchService';

export const AGENTQL_BASE_URL = 'https://api.agentql.com/v1';
export const AGENTQL_MODES = ['fast', 'standard'] as const;

const AGENTQL: SearchService = { base: AGENTQL_BASE_URL, codes: { baseUrl: 'AGENTQL_BASE_URL_INVALID', unreachable: 'AGENTQL_UNREACHABLE' } };

export interface AgentQlSettings {
  readonly api_key: string;
  readonly url: string;
  readonly query: string;
  readonly prompt: string;
  readonly is_stealth_mode_enabled: boolean;
  readonly mode: string;
  readonly wait_for: number;
  readonly is_scroll_to_bottom_enabled: boolean;
  readonly is_screenshot_enabled: boolean;
  readonly base_url: string;
  readonly timeout: number;
}

/** The request's JSON body: the query or the prompt (never both, as AgentQL takes one), then the browser's settings. */
export function agentQlRequestBody(settings: AgentQlSettings): Record<string, unknown> {
  return {
    url: settings.url,
    ...(settings.query !== '' ? { query: settings.query } : { prompt: settings.prompt }),
    params: {
      mode: settings.mode,
      wait_for: settings.wait_for,
      is_scroll_to_bottom_enabled: settings.is_scroll_to_bottom_enabled,
      is_screenshot_enabled: settings.is_screenshot_enabled,
    },
    metadata: { experimental_stealth_mode_enabled: settings.is_stealth_mode_enabled },
  };
}

/** Langflow's Data: the extracted `result` and AgentQL's `metadata` (its request id, the screenshot). */
export function agentQlData(answer: unknown): Data {
  if (!isPlainObject(answer) || !('data' in answer)) throw componentError('AGENTQL_ANSWER_UNREADABLE', { detail: 'no "data" field' });
  return createData({ result: answer.data, metadata: answer.metadata ?? {} });
}

/** One extraction: the Data, or a coded failure naming AgentQL (unreachable, key refused, refused, unreadable). */
export async function agentQlQuery(fetch: OutboundFetch, settings: AgentQlSettings, signal: AbortSignal): Promise<Data> {
  const url = `${serviceUrl(AGENTQL, settings.base_url)}/query-data`;
  const { response, body } = await serviceText(AGENTQL, fetch, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.api_key },
    body: JSON.stringify(agentQlRequestBody(settings)),
    timeoutMs: settings.timeout * 1000,
    signal,
  });
  if (response.status === 401) throw componentError('AGENTQL_KEY_REFUSED');
  if (!response.ok) throw componentError('AGENTQL_REFUSED', { status: response.status, detail: refusalDetail(body, ['error_info', 'detail']) });
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch (error) {
    throw componentError('AGENTQL_ANSWER_UNREADABLE', { detail: (error as Error).message });
  }
  return agentQlData(answer);
}
