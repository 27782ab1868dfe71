// Cosine similarity and the top-k ranking every vector store implementation shares (the server's
// database store and the in-memory one), with the same refusal of vectors of another length.
import type { VectorMatch, VectorRecord } from '@app/engine';
import { componentError } from '../messages';

/** Cosine of the angle between two vectors of one length; 0 when either is all zeros. */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export interface StoredVector extends Omit<VectorRecord, 'vector'> {
  vector: ArrayLike<number>;
}

/** The `k` records nearest to `vector`, best first; refuses a collection of another dimension. */
export function rankBySimilarity(collection: string, records: Iterable<StoredVector>, vector: readonly number[], k: number): VectorMatch[] {
  const scored: VectorMatch[] = [];
  for (const record of records) {
    if (record.vector.length !== vector.length) {
      throw componentError('VECTOR_DIMENSIONS_MISMATCH', { collection, stored: record.vector.length, query: vector.length });
    }
    scored.push({ id: record.id, text: record.text, metadata: record.metadata, score: cosineSimilarity(record.vector, vector) });
  }
  // Ties keep the stored order, so equal scores come back in a stable order.
  return scored.sort((a, b) => b.score - a.score).slice(0, k);
}
