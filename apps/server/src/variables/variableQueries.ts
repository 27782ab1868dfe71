// The variables table: one user's rows only, by id or by name.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DatabaseSchema, VariablesTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;
export type VariableRow = Selectable<VariablesTable>;

/** Oldest first, as the variables screen lists them. */
export async function listUserVariables(db: Db, userId: string): Promise<VariableRow[]> {
  return db.selectFrom('variables').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('name').execute();
}

export async function findUserVariable(db: Db, userId: string, id: string): Promise<VariableRow | undefined> {
  return db.selectFrom('variables').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function variableNameTaken(db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('variables').select('id').where('user_id', '=', userId).where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertVariable(db: Db, row: Insertable<VariablesTable>): Promise<void> {
  await db.insertInto('variables').values(row).execute();
}

export async function updateUserVariable(db: Db, userId: string, id: string, changes: Updateable<VariablesTable>): Promise<void> {
  await db.updateTable('variables').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Whether a row went. */
export async function deleteUserVariable(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('variables').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
