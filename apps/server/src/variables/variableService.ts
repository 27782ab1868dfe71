// Creating, changing and deleting a user's global variables: the form rules, unique names per
// user, credentials encrypted before they are written and masked in every answer.
import { randomUUID } from 'node:crypto';
import { VariableType, type VariableRead } from '@app/api-client';
import type { Kysely, Updateable } from 'kysely';
import { fromJson, isUniqueViolation, isoTimestamp, toIsoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema, VariableKind, VariablesTable } from '../db/schema';
import { invalidInput, notFound } from '../errors/appError';
import type { CredentialCipher } from './credentialCipher';
import { deleteUserVariable, findUserVariable, insertVariable, listUserVariables, updateUserVariable, variableNameTaken, type VariableRow } from './variableQueries';
import { checkVariableName, checkVariableValue, normalizeDefaultFields, parseVariableType, variableMessages } from './variableRules';

export interface VariableContext {
  db: Kysely<DatabaseSchema>;
  cipher: CredentialCipher;
  /** A user's variables changed: executions stop using what they read before. */
  changed(userId: string): void;
}

export interface VariableInput {
  name?: string | null;
  value?: string | null;
  type?: string | null;
  default_fields?: string[] | null;
}

/** The associated data of a credential: its ciphertext opens only in this row. */
export function credentialContext(variableId: string): string {
  return `variable:${variableId}`;
}

/** What the client sees: a credential's value is never part of it. */
export function toVariableRead(row: VariableRow): VariableRead {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    value: row.type === VariableType.CREDENTIAL ? null : row.value,
    default_fields: fromJson<string[]>(row.default_fields, []),
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

function storedValue(cipher: CredentialCipher, type: VariableKind, variableId: string, value: string): Pick<VariablesTable, 'value' | 'value_encrypted'> {
  return type === VariableType.CREDENTIAL
    ? { value: null, value_encrypted: cipher.encrypt(value, credentialContext(variableId)) }
    : { value, value_encrypted: null };
}

/** Two requests with one new name may both pass the check; the unique index answers the second. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput(variableMessages.NAME_TAKEN);
    throw error;
  }
}

async function ownVariable(db: Kysely<DatabaseSchema>, userId: string, id: string, missing: string): Promise<VariableRow> {
  const row = await findUserVariable(db, userId, id);
  if (!row) throw notFound(missing);
  return row;
}

export async function listVariables({ db }: VariableContext, userId: string): Promise<VariableRead[]> {
  return (await listUserVariables(db, userId)).map(toVariableRead);
}

export async function createVariable({ db, cipher, changed }: VariableContext, userId: string, input: VariableInput): Promise<VariableRead> {
  const name = checkVariableName(input.name);
  const value = checkVariableValue(input.value);
  const type = parseVariableType(input.type);
  if (await variableNameTaken(db, userId, name)) throw invalidInput(variableMessages.NAME_TAKEN);
  const id = randomUUID();
  const now = isoTimestamp(new Date());
  await uniqueName(() =>
    insertVariable(db, {
      id,
      user_id: userId,
      name,
      type,
      ...storedValue(cipher, type, id, value),
      default_fields: toJson(normalizeDefaultFields(input.default_fields)),
      created_at: now,
      updated_at: now,
    }),
  );
  changed(userId);
  return toVariableRead(await ownVariable(db, userId, id, variableMessages.NOT_FOUND));
}

/** Name, value and fields may change; a left-out value keeps the stored one; the type never changes. */
export async function updateVariable({ db, cipher, changed }: VariableContext, userId: string, id: string, input: VariableInput): Promise<VariableRead> {
  const row = await ownVariable(db, userId, id, variableMessages.NOT_FOUND);
  if (input.type !== undefined && input.type !== null && parseVariableType(input.type) !== row.type) throw invalidInput(variableMessages.TYPE_LOCKED);
  const changes: Updateable<VariablesTable> = { updated_at: isoTimestamp(new Date()) };
  if (input.name !== undefined) {
    changes.name = checkVariableName(input.name);
    if (await variableNameTaken(db, userId, changes.name, id)) throw invalidInput(variableMessages.NAME_TAKEN);
  }
  if (input.value !== undefined && input.value !== null) Object.assign(changes, storedValue(cipher, row.type, id, checkVariableValue(input.value)));
  if (input.default_fields !== undefined && input.default_fields !== null) changes.default_fields = toJson(normalizeDefaultFields(input.default_fields));
  await uniqueName(() => updateUserVariable(db, userId, id, changes));
  changed(userId);
  return toVariableRead(await ownVariable(db, userId, id, variableMessages.NOT_FOUND));
}

export async function deleteVariable({ db, changed }: VariableContext, userId: string, id: string): Promise<void> {
  if (!(await deleteUserVariable(db, userId, id))) throw notFound(variableMessages.DELETE_NOT_FOUND);
  changed(userId);
}
