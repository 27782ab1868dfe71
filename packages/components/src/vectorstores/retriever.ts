// The Retriever value a vector store outputs: the collection searched by text, for components that
// look things up by a query of their own (an agent's knowledge tool), and the ingest-then-search
// every vector store component runs.
import type { VectorMatch, VectorStore } from '@app/engine';
import type { EmbeddingsValue } from '../embeddings/embeddingsValue';
import { createData, type Data } from '../values/data';
import { ingestItems, type IngestItem } from './vectorRecords';

/** One collection as texts in and matches out: who computes the vectors is the store's business. */
export interface TextCollection {
  readonly name: string;
  clear(): Promise<void>;
  add(items: readonly IngestItem[], signal: AbortSignal): Promise<void>;
  /** The `k` stored texts most relevant to the query, best first. */
  search(query: string, k: number, signal: AbortSignal): Promise<VectorMatch[]>;
}

/** A collection of a vector store whose vectors the connected embedding model computes. */
export function embeddedCollection(store: VectorStore, embeddings: EmbeddingsValue, name: string): TextCollection {
  return {
    name,
    clear: () => store.clear(name),
    async add(items, signal) {
      const vectors = await embeddings.embed(
        items.map((item) => item.text),
        signal,
      );
      await store.upsert(
        name,
        items.map((item, index) => ({ ...item, vector: vectors[index]! })),
      );
    },
    async search(query, k, signal) {
      const [vector] = await embeddings.embed([query], signal);
      return store.search(name, vector ?? [], k);
    },
  };
}

export interface RetrieverValue {
  readonly kind: 'Retriever';
  readonly collection: string;
  readonly k: number;
  /** The `k` stored texts most similar to the query, best first, as Data with their score. */
  retrieve(query: string, signal: AbortSignal): Promise<Data[]>;
  toJSON(): { collection: string; k: number };
}

/** A match as Data: its metadata, its text and its similarity score. */
export function matchData(match: VectorMatch): Data {
  return createData({ ...match.metadata, text: match.text, score: match.score });
}

export function createRetriever(collection: TextCollection, k: number): RetrieverValue {
  return {
    kind: 'Retriever',
    collection: collection.name,
    k,
    async retrieve(query, signal) {
      return (await collection.search(query, k, signal)).map(matchData);
    },
    toJSON: () => ({ collection: collection.name, k }),
  };
}

export interface StoreRunInputs {
  readonly ingest_data?: readonly unknown[];
  readonly search_query: string;
  readonly number_of_results: number;
  readonly clear_collection: boolean;
}

/** What every vector store component does with its collection: clear if asked, ingest, then search. */
export async function ingestThenSearch(collection: TextCollection, inputs: StoreRunInputs, signal: AbortSignal, logIngested: (count: number) => void) {
  if (inputs.clear_collection) await collection.clear();
  const items = ingestItems(inputs.ingest_data ?? []);
  if (items.length > 0) {
    await collection.add(items, signal);
    logIngested(items.length);
  }
  const query = inputs.search_query.trim();
  // The field's range keeps number_of_results within 1 to MAX_RESULTS.
  const retriever = createRetriever(collection, inputs.number_of_results);
  const search_results = query === '' ? [] : await retriever.retrieve(query, signal);
  return { search_results, retriever };
}
