// The Retriever value a vector store outputs: the collection searched with its embeddings, for
// components that look things up by a query of their own (an agent's knowledge tool).
import type { VectorMatch, VectorStore } from '@app/engine';
import type { EmbeddingsValue } from '../embeddings/embeddingsValue';
import { createData, type Data } from '../values/data';
import { ingestItems } from './vectorRecords';

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

export function createRetriever(store: VectorStore, embeddings: EmbeddingsValue, collection: string, k: number): RetrieverValue {
  return {
    kind: 'Retriever',
    collection,
    k,
    async retrieve(query, signal) {
      const [vector] = await embeddings.embed([query], signal);
      const matches = await store.search(collection, vector ?? [], k);
      return matches.map(matchData);
    },
    toJSON: () => ({ collection, k }),
  };
}

export interface StoreRunInputs {
  readonly ingest_data?: readonly unknown[];
  readonly search_query: string;
  readonly number_of_results: number;
  readonly clear_collection: boolean;
}

/** What every vector store component does with its store: clear if asked, ingest, then search. */
export async function ingestThenSearch(store: VectorStore, embeddings: EmbeddingsValue, collection: string, inputs: StoreRunInputs, signal: AbortSignal, logIngested: (count: number) => void) {
  if (inputs.clear_collection) await store.clear(collection);
  const items = ingestItems(inputs.ingest_data ?? []);
  if (items.length > 0) {
    const vectors = await embeddings.embed(
      items.map((item) => item.text),
      signal,
    );
    await store.upsert(
      collection,
      items.map((item, index) => ({ ...item, vector: vectors[index]! })),
    );
    logIngested(items.length);
  }
  const query = inputs.search_query.trim();
  // The field's range keeps number_of_results within 1 to MAX_RESULTS.
  const retriever = createRetriever(store, embeddings, collection, inputs.number_of_results);
  const search_results = query === '' ? [] : await retriever.retrieve(query, signal);
  return { search_results, retriever };
}
