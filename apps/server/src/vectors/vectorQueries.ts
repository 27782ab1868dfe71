// The vectors table: one user's collections, written in batches and read one collection at a time.
import { randomUUID } from 'node:crypto';
import type { VectorRecord } from '@app/engine';
import type { Kysely } from 'kysely';
import { fromJson, isoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 10 columns a row. */
const BATCH_ROWS = 200;

export function encodeVector(vector: readonly number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}

export function decodeVector(stored: string): Float32Array {
  const bytes = Buffer.from(stored, 'base64');
  // A copy: Buffer's pool offset need not be a multiple of 4.
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

export async function upsertVectors(db: Db, userId: string, collection: string, records: readonly VectorRecord[], now: Date): Promise<void> {
  const at = isoTimestamp(now);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < records.length; start += BATCH_ROWS) {
      const rows = records.slice(start, start + BATCH_ROWS).map((record) => ({
        id: randomUUID(),
        user_id: userId,
        collection,
        item_id: record.id,
        text: record.text,
        metadata: toJson(record.metadata),
        dimensions: record.vector.length,
        vector: encodeVector(record.vector),
        created_at: at,
        updated_at: at,
      }));
      await trx
        .insertInto('vectors')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'collection', 'item_id']).doUpdateSet((eb) => ({
            text: eb.ref('excluded.text'),
            metadata: eb.ref('excluded.metadata'),
            dimensions: eb.ref('excluded.dimensions'),
            vector: eb.ref('excluded.vector'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
}

export interface StoredVectorRow {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
  vector: Float32Array;
}

/** Every record of the collection, oldest first. */
export async function collectionVectors(db: Db, userId: string, collection: string): Promise<StoredVectorRow[]> {
  const rows = await db
    .selectFrom('vectors')
    .select(['item_id', 'text', 'metadata', 'vector'])
    .where('user_id', '=', userId)
    .where('collection', '=', collection)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.item_id, text: row.text, metadata: fromJson<Record<string, unknown>>(row.metadata, {}), vector: decodeVector(row.vector) }));
}

export async function deleteCollection(db: Db, userId: string, collection: string): Promise<void> {
  await db.deleteFrom('vectors').where('user_id', '=', userId).where('collection', '=', collection).execute();
}
