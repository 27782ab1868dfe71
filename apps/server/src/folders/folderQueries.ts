import { randomUUID } from 'node:crypto';
import type { FolderRead } from '@app/api-client';
import type { Kysely, Selectable } from 'kysely';
import { isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, FoldersTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;
export type FolderRow = Selectable<FoldersTable>;

export function toFolderRead(row: FolderRow): FolderRead {
  return { id: row.id, name: row.name, description: row.description, parent_id: row.parent_id };
}

export async function listUserFolders(db: Db, userId: string): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function findFolder(db: Db, id: string): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDefaultFolder(db: Db, userId: string): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('user_id', '=', userId).where('is_default', '=', true).executeTakeFirst();
}

export async function folderNameTaken(db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('folders').select('id').where('user_id', '=', userId).where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewFolder {
  userId: string | null;
  name: string;
  description?: string | null;
  parentId?: string | null;
  isDefault?: boolean;
}

export async function insertFolder(db: Db, folder: NewFolder, now = new Date()): Promise<FolderRow> {
  const timestamp = isoTimestamp(now);
  const row = {
    id: randomUUID(),
    name: folder.name,
    description: folder.description ?? null,
    user_id: folder.userId,
    parent_id: folder.parentId ?? null,
    is_default: folder.isDefault ?? false,
    created_at: timestamp,
    updated_at: timestamp,
  };
  await db.insertInto('folders').values(row).execute();
  return row;
}

export interface FolderChanges {
  name?: string;
  description?: string | null;
  parentId?: string | null;
}

export async function updateFolder(db: Db, id: string, changes: FolderChanges, now = new Date()): Promise<void> {
  await db
    .updateTable('folders')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.parentId !== undefined ? { parent_id: changes.parentId } : {}),
      updated_at: isoTimestamp(now),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes folders; their flows (and those flows' records) go with them through the foreign keys. */
export async function deleteFolders(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('folders').where('id', 'in', ids).execute();
}
