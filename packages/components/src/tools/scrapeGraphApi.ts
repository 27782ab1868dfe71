// ScrapeGraph AI's search on the wire, as its SDK sends it (POST {base}/searchscraper, the key as
// SGAI-APIKEY): the prompt in, the answer (its result and the pages it read) back as Langflow's Data.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { createData, isPlainObject, type Data } from '../values/data';
import { refusalDetail, serviceJson, serviceText, serviceUrl, type SearchService } from './searchService';

export const SCRAPEGRAPH_BASE_URL = 'https://api.scrapegraphai.com/v1';

const SCRAPEGRAPH: SearchService = { base: SCRAPEGRAPH_BASE_URL, codes: { baseUrl: 'SCRAPEGRAPH_BASE_URL_INVALID', unreachable: 'SCRAPEGRAPH_UNREACHABLE' } };

export interface ScrapeGraphSettings {
  readonly api_key: string;
  readonly user_prompt: string;
  readonly base_url: string;
  readonly timeout: number;
}

/** One search: ScrapeGraph's whole answer as Data (request_id, status, result, reference_urls), as Langflow gives it. */
export async function scrapeGraphSearch(fetch: OutboundFetch, settings: ScrapeGraphSettings, signal: AbortSignal): Promise<Data> {
  const url = `${serviceUrl(SCRAPEGRAPH, settings.base_url)}/searchscraper`;
  const { response, body } = await serviceText(SCRAPEGRAPH, fetch, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'sgai-apikey': settings.api_key },
    body: JSON.stringify({ user_prompt: settings.user_prompt }),
    timeoutMs: settings.timeout * 1000,
    signal,
  });
  if (!response.ok) throw componentError('SCRAPEGRAPH_REFUSED', { status: response.status, detail: refusalDetail(body, ['error', 'detail']) });
  const answer = serviceJson(body, 'SCRAPEGRAPH_ANSWER_UNREADABLE');
  if (!isPlainObject(answer)) throw componentError('SCRAPEGRAPH_ANSWER_UNREADABLE', { detail: 'not a JSON object' });
  return createData(answer);
}
