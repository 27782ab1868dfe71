// The engine's VectorStore over the database, bound to one user: the owner of the flow a build or
// run executes, so components reach only their owner's collections.
//
// Scale: a search reads the whole collection and ranks it in this process (cosine, float32), so it
// costs time and memory in proportion to the collection: about 6 KB per 1,536-dimension vector.
// That suits knowledge bases up to some tens of thousands of texts per collection; beyond that a
// dedicated vector database (pgvector, Milvus …) is the right tool.
import type { VectorStore } from '@app/engine';
import { rankBySimilarity } from '@app/components';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { collectionVectors, deleteCollection, upsertVectors } from './vectorQueries';

export interface VectorStores {
  forOwner(userId: string): VectorStore;
}

export function createVectorStores(db: Kysely<DatabaseSchema>, now: () => Date): VectorStores {
  return {
    forOwner: (userId) => ({
      upsert: (collection, records) => upsertVectors(db, userId, collection, records, now()),
      search: async (collection, vector, k) => rankBySimilarity(collection, await collectionVectors(db, userId, collection), vector, k),
      clear: (collection) => deleteCollection(db, userId, collection),
    }),
  };
}
