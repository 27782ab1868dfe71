// Langflow 1.6's Astra DB picks the database by name: with no API endpoint set, the endpoint of the
// database of that name among those Astra's DevOps API lists for the token (GET
// {devops}/v2/databases, as astrapy's list_databases asks), built from its id and first region
// as astrapy builds it for Astra's production environment.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { refusalDetail, serviceJson, serviceText, serviceUrl, type SearchService } from '../tools/searchService';

export const ASTRA_DEVOPS_URL = 'https://api.astra.datastax.com';
const DEVOPS: SearchService = { base: ASTRA_DEVOPS_URL, codes: { baseUrl: 'ASTRA_ENDPOINT_INVALID', unreachable: 'ASTRA_UNREACHABLE' } };
const TIMEOUT_MS = 30_000;

export interface AstraDatabaseChoice {
  readonly token: string;
  readonly api_endpoint: string;
  readonly database_name: string;
  readonly devops_url: string;
}

/** The region a listed database answers its Data API in: the first datacenter's, else its own. */
function regionOf(info: Record<string, unknown>): unknown {
  const [first] = Array.isArray(info.datacenters) ? info.datacenters.filter(isPlainObject) : [];
  return first?.region ?? info.region;
}

/** The API endpoint set, a database name that is already one, or the named database's endpoint. */
export async function astraEndpoint(fetch: OutboundFetch, choice: AstraDatabaseChoice, signal: AbortSignal): Promise<string> {
  const name = choice.database_name.trim();
  if (choice.api_endpoint.trim() !== '' || name === '') return choice.api_endpoint;
  if (/^https:\/\//i.test(name)) return name;
  const url = `${serviceUrl(DEVOPS, choice.devops_url)}/v2/databases?include=nonterminated&provider=ALL&limit=100`;
  const { response, body } = await serviceText(DEVOPS, fetch, url, {
    method: 'GET',
    headers: { accept: 'application/json', authorization: `Bearer ${choice.token}` },
    timeoutMs: TIMEOUT_MS,
    signal,
  });
  if (!response.ok) throw componentError('ASTRA_REFUSED', { status: response.status, detail: refusalDetail(body, ['errors', 'message']) });
  const databases = serviceJson(body, 'ASTRA_ANSWER_UNREADABLE');
  if (!Array.isArray(databases)) throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: 'not a list of databases' });
  for (const database of databases.filter(isPlainObject)) {
    const info = isPlainObject(database.info) ? database.info : {};
    const region = regionOf(info);
    if (info.name === name && typeof database.id === 'string' && typeof region === 'string') return `https://${database.id}-${region}.apps.astra.datastax.com`;
  }
  throw componentError('ASTRA_DATABASE_NOT_FOUND', { name });
}
