// The knowledge base service the server hands the knowledge components, bound to one user: the
// owner of the flow a build or run executes, so components reach only their owner's bases.
import type { KnowledgeBase, KnowledgeBaseService } from '@app/components';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { findKnowledgeBase, findOrCreateKnowledgeBase, firstChunks, knowledgeCollection, listKnowledgeBases, type KnowledgeBaseRow } from './knowledgeQueries';

export interface KnowledgeBases {
  forOwner(userId: string): KnowledgeBaseService;
}

const baseOf = (row: KnowledgeBaseRow): KnowledgeBase => ({
  name: row.name,
  embedding: { provider: row.embedding_provider, model: row.embedding_model },
  collection: knowledgeCollection(row),
});

export function createKnowledgeBases(db: Kysely<DatabaseSchema>, now: () => Date): KnowledgeBases {
  return {
    forOwner: (userId) => ({
      names: async () => (await listKnowledgeBases(db, userId)).map((row) => row.name),
      find: async (name) => {
        const row = await findKnowledgeBase(db, userId, name);
        return row && baseOf(row);
      },
      open: async (name, embedding) => baseOf(await findOrCreateKnowledgeBase(db, userId, name, embedding, now())),
      chunks: (base, limit) => firstChunks(db, userId, base.collection, limit),
    }),
  };
}
