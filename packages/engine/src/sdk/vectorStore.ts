// Vector persistence the server injects for the vector store components: named collections of
// texts with their metadata and embedding vectors, kept per flow owner.

/** One stored text; `id` is stable for the same content, so storing it again replaces it. */
export interface VectorRecord {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
  vector: readonly number[];
}

export interface VectorMatch {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
  /** Cosine similarity to the query vector, from -1 to 1. */
  score: number;
}

/**
 * The collections of the flow's owner: the server binds it to the owner before the build, so a
 * component reaches only its owner's collections.
 */
export interface VectorStore {
  /** Adds the records, replacing those with the same id in the collection. */
  upsert(collection: string, records: readonly VectorRecord[]): Promise<void>;
  /** The `k` records most similar to the vector (cosine), best first. */
  search(collection: string, vector: readonly number[], k: number): Promise<VectorMatch[]>;
  /** Removes every record of the collection. */
  clear(collection: string): Promise<void>;
}
