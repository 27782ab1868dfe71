// Astra DB's Data API on the wire: POST {endpoint}/api/json/v1/{keyspace}[/{collection}] with the
// application token in the Token header, one command per request.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { serviceText, serviceUrl, type SearchService } from '../tools/searchService';
import { isPlainObject } from '../values/data';

export const ASTRA_METRICS = ['cosine', 'dot_product', 'euclidean'] as const;
export const ASTRA_DEFAULT_KEYSPACE = 'default_keyspace';
const TIMEOUT_MS = 60_000;
/** Collection and keyspace names as the Data API takes them. */
const NAME = /^\w{1,48}$/;

const ASTRA: SearchService = { base: '', codes: { baseUrl: 'ASTRA_ENDPOINT_INVALID', unreachable: 'ASTRA_UNREACHABLE' } };

export interface AstraSettings {
  readonly token: string;
  readonly api_endpoint: string;
  readonly keyspace: string;
}

interface DataApiError {
  errorCode?: unknown;
  message?: unknown;
}

function errorsOf(answer: Record<string, unknown>): DataApiError[] {
  return Array.isArray(answer.errors) ? (answer.errors as unknown[]).filter(isPlainObject) : [];
}

const describe = (errors: readonly DataApiError[]): string =>
  errors.map((error) => [error.errorCode, error.message].filter((part) => typeof part === 'string' && part !== '').join(': ')).join('; ');

export function astraName(name: string): string {
  const trimmed = name.trim();
  if (!NAME.test(trimmed)) throw componentError('ASTRA_NAME_INVALID', { name: trimmed });
  return trimmed;
}

export type AstraCommand = (collection: string | undefined, body: Record<string, unknown>, tolerated?: readonly string[]) => Promise<Record<string, unknown>>;

/** Commands to one database and keyspace: Astra's `errors` (most come with status 200) fail one, but those `tolerated`. */
export function astraCommands(fetch: OutboundFetch, settings: AstraSettings, signal: AbortSignal): AstraCommand {
  const keyspaceUrl = `${serviceUrl(ASTRA, settings.api_endpoint)}/api/json/v1/${astraName(settings.keyspace || ASTRA_DEFAULT_KEYSPACE)}`;
  return async (collection, body, tolerated = []) => {
    const url = collection === undefined ? keyspaceUrl : `${keyspaceUrl}/${astraName(collection)}`;
    const { response, body: text } = await serviceText(ASTRA, fetch, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', Token: settings.token },
      body: JSON.stringify(body),
      timeoutMs: TIMEOUT_MS,
      signal,
    });
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      if (!response.ok) throw componentError('ASTRA_REFUSED', { status: response.status, detail: text.trim().slice(0, 500) });
      throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: (error as Error).message });
    }
    if (!isPlainObject(answer)) throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: 'not a JSON object' });
    const errors = errorsOf(answer).filter((error) => !tolerated.includes(String(error.errorCode)));
    if (!response.ok || errors.length > 0) throw componentError('ASTRA_REFUSED', { status: response.status, detail: describe(errors) || text.trim().slice(0, 500) });
    return answer;
  };
}

/** The documents of a find or findAndRerank answer. */
export function answerDocuments(answer: Record<string, unknown>): Record<string, unknown>[] {
  const documents = isPlainObject(answer.data) ? answer.data.documents : undefined;
  if (!Array.isArray(documents)) throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: 'no "data.documents" list' });
  return documents.filter(isPlainObject);
}
