// A vector store in process memory: the same semantics as the server's database store, for tests
// and for embedding the engine without a server.
import type { VectorRecord, VectorStore } from '@app/engine';
import { rankBySimilarity } from './similarity';

export interface MemoryVectorStore extends VectorStore {
  /** The records of a collection in insertion order (replaced records keep their place). */
  records(collection: string): VectorRecord[];
}

export function createMemoryVectorStore(): MemoryVectorStore {
  const collections = new Map<string, Map<string, VectorRecord>>();
  const collection = (name: string) => {
    let records = collections.get(name);
    if (!records) collections.set(name, (records = new Map()));
    return records;
  };
  return {
    async upsert(name, records) {
      const stored = collection(name);
      for (const record of records) stored.set(record.id, { ...record, vector: [...record.vector] });
    },
    async search(name, vector, k) {
      return rankBySimilarity(name, collections.get(name)?.values() ?? [], vector, k);
    },
    async clear(name) {
      collections.delete(name);
    },
    records: (name) => [...(collections.get(name)?.values() ?? [])],
  };
}
