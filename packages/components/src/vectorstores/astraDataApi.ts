// Astra DB's Data API on the wire (POST {endpoint}/api/json/v1/{keyspace}[/{collection}] with the
// application token in the Token header), as a VectorStore: documents laid out as LangChain's
// AstraDBVectorStore (and so Langflow) writes them, `content` + `metadata` + `$vector`, so
// collections filled by either can be searched by the other.
import type { OutboundFetch, VectorMatch, VectorRecord, VectorStore } from '@app/engine';
import { componentError } from '../messages';
import { serviceText, serviceUrl, type SearchService } from '../tools/searchService';
import { isPlainObject } from '../values/data';

export const ASTRA_METRICS = ['cosine', 'dot_product', 'euclidean'] as const;
export const ASTRA_DEFAULT_KEYSPACE = 'default_keyspace';
/** Documents per insertMany: within the Data API's per-command limit on every Astra release. */
const INSERT_BATCH = 20;
const TIMEOUT_MS = 60_000;
/** Collection and keyspace names as the Data API takes them. */
const NAME = /^\w{1,48}$/;

const ASTRA: SearchService = { base: '', codes: { baseUrl: 'ASTRA_ENDPOINT_INVALID', unreachable: 'ASTRA_UNREACHABLE' } };

export interface AstraSettings {
  readonly token: string;
  readonly api_endpoint: string;
  readonly keyspace: string;
  readonly metric: string;
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

/** The store over one database and keyspace; collections are created on first ingest. */
export function createAstraStore(fetch: OutboundFetch, settings: AstraSettings, signal: AbortSignal): VectorStore {
  const keyspaceUrl = `${serviceUrl(ASTRA, settings.api_endpoint)}/api/json/v1/${astraName(settings.keyspace || ASTRA_DEFAULT_KEYSPACE)}`;
  const created = new Set<string>();

  /** One command's answer; Astra's `errors` (most come with status 200) fail it, but those `tolerated`. */
  async function command(collection: string | undefined, body: Record<string, unknown>, tolerated: readonly string[] = []): Promise<Record<string, unknown>> {
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
  }

  /** A vector collection of the vectors' dimension; an existing one of the same settings is kept. */
  async function ensureCollection(collection: string, dimension: number): Promise<void> {
    if (created.has(collection)) return;
    await command(undefined, { createCollection: { name: astraName(collection), options: { vector: { dimension, metric: settings.metric } } } });
    created.add(collection);
  }

  return {
    async upsert(collection, records: readonly VectorRecord[]) {
      if (records.length === 0) return;
      await ensureCollection(collection, records[0]!.vector.length);
      for (let start = 0; start < records.length; start += INSERT_BATCH) {
        const batch = records.slice(start, start + INSERT_BATCH);
        // insertMany refuses ids already stored: the same content replaces its earlier copy.
        await command(collection, { deleteMany: { filter: { _id: { $in: batch.map((record) => record.id) } } } });
        const documents = batch.map((record) => ({ _id: record.id, content: record.text, metadata: record.metadata, $vector: record.vector }));
        await command(collection, { insertMany: { documents, options: { ordered: false } } });
      }
    },
    async search(collection, vector, k): Promise<VectorMatch[]> {
      const answer = await command(collection, {
        find: { sort: { $vector: vector }, projection: { content: 1, metadata: 1 }, options: { limit: k, includeSimilarity: true } },
      });
      const documents = isPlainObject(answer.data) ? answer.data.documents : undefined;
      if (!Array.isArray(documents)) throw componentError('ASTRA_ANSWER_UNREADABLE', { detail: 'no "data.documents" list' });
      return documents.filter(isPlainObject).map((document) => ({
        id: String(document._id),
        text: typeof document.content === 'string' ? document.content : '',
        metadata: isPlainObject(document.metadata) ? document.metadata : {},
        score: typeof document.$similarity === 'number' ? document.$similarity : 0,
      }));
    },
    async clear(collection) {
      // Nothing to clear in a collection not created yet.
      await command(collection, { deleteMany: {} }, ['COLLECTION_NOT_EXIST']);
    },
  };
}
