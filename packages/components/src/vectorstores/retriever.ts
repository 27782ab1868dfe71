// The Retriever value a vector store outputs: the collection searched with its embeddings, for
// components that look things up by a query of their own (an agent's knowledge tool).
import type { VectorMatch, VectorStore } from '@app/engine';
import type { EmbeddingsValue } from '../embeddings/embeddingsValue';
import { createData, type Data } from '../values/data';

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
