// The knowledge_bases table and the vectors rows of their collections: one user's bases only, by
// name, each with what its collection holds.
import { randomUUID } from 'node:crypto';
import type { VectorMatch } from '@app/engine';
import type { Kysely, Selectable } from 'kysely';
import { fromJson, isUniqueViolation, isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, KnowledgeBasesTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;
export type KnowledgeBaseRow = Selectable<KnowledgeBasesTable>;

/** The vector collection of a base: named by its id, so a new base of an old name starts empty. */
export function knowledgeCollection(row: Pick<KnowledgeBaseRow, 'id'>): string {
  return `knowledge/${row.id}`;
}

export interface CollectionContent {
  chunks: number;
  characters: number;
  words: number;
  /** UTF-8 bytes of the texts and four bytes a vector dimension. */
  bytes: number;
}

const EMPTY: CollectionContent = { chunks: 0, characters: 0, words: 0, bytes: 0 };

/** By name, as Langflow lists them. */
export async function listKnowledgeBases(db: Db, userId: string): Promise<KnowledgeBaseRow[]> {
  return db.selectFrom('knowledge_bases').selectAll().where('user_id', '=', userId).orderBy('name').execute();
}

export async function findKnowledgeBase(db: Db, userId: string, name: string): Promise<KnowledgeBaseRow | undefined> {
  return db.selectFrom('knowledge_bases').selectAll().where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
}

/** The base of that name, made with this embedding model when the user has none. */
export async function findOrCreateKnowledgeBase(
  db: Db,
  userId: string,
  name: string,
  embedding: { provider: string; model: string },
  now: Date,
): Promise<KnowledgeBaseRow> {
  const found = await findKnowledgeBase(db, userId, name);
  if (found) return found;
  const at = isoTimestamp(now);
  const row = { id: randomUUID(), user_id: userId, name, embedding_provider: embedding.provider, embedding_model: embedding.model, created_at: at, updated_at: at };
  try {
    await db.insertInto('knowledge_bases').values(row).execute();
  } catch (error) {
    // Two runs naming one new base at once: the unique index keeps the first one's.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findKnowledgeBase(db, userId, name)) as KnowledgeBaseRow;
}

/** What each base's collection holds; a base without texts counts nothing. */
export async function collectionContents(db: Db, userId: string, rows: readonly KnowledgeBaseRow[]): Promise<Map<string, CollectionContent>> {
  const contents = new Map<string, CollectionContent>(rows.map((row) => [knowledgeCollection(row), { ...EMPTY }]));
  if (rows.length === 0) return contents;
  const texts = await db
    .selectFrom('vectors')
    .select(['collection', 'text', 'dimensions'])
    .where('user_id', '=', userId)
    .where('collection', 'in', [...contents.keys()])
    .execute();
  for (const { collection, text, dimensions } of texts) {
    const content = contents.get(collection) as CollectionContent;
    content.chunks += 1;
    content.characters += text.length;
    content.words += text.split(/\s+/).filter((word) => word !== '').length;
    content.bytes += Buffer.byteLength(text) + Number(dimensions) * 4;
  }
  return contents;
}

/** The first `limit` texts of a collection, oldest first, scored 0 (a retrieval without a query). */
export async function firstChunks(db: Db, userId: string, collection: string, limit: number): Promise<VectorMatch[]> {
  const rows = await db
    .selectFrom('vectors')
    .select(['item_id', 'text', 'metadata'])
    .where('user_id', '=', userId)
    .where('collection', '=', collection)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.item_id, text: row.text, metadata: fromJson<Record<string, unknown>>(row.metadata, {}), score: 0 }));
}

/** The base and its texts; whether it was there. */
export async function deleteKnowledgeBase(db: Db, userId: string, name: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await findKnowledgeBase(trx, userId, name);
    if (!row) return false;
    await trx.deleteFrom('vectors').where('user_id', '=', userId).where('collection', '=', knowledgeCollection(row)).execute();
    await trx.deleteFrom('knowledge_bases').where('id', '=', row.id).execute();
    return true;
  });
}
