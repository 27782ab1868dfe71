// Folder rules: names unique per user (a new folder with a taken name gets a "(n)" suffix, as in
// Langflow; a rename to a taken name is refused), one default folder per user created on first
// need, and deleting a folder deletes its sub-folders and every flow in them.
import { uniqueName } from '@app/flow-graph';
// The seeded texts alone: the package's root would load every screen's texts of both languages.
import { seeded as SEEDED_TEXTS } from '@app/i18n/locales/zh/seeded';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { invalidInput, notFound } from '../errors/appError';
import { flowIdsInFolders } from '../flows/flowQueries';
import { flowMessages } from '../flows/flowRules';
import { deleteFolders, findDefaultFolder, findFolder, folderNameTaken, insertFolder, listUserFolders, type FolderRow } from './folderQueries';

type Db = Kysely<DatabaseSchema>;

/** The name of the folder every user's flows go to by default ("the user's collection"). */
export const DEFAULT_FOLDER_NAME = SEEDED_TEXTS.defaultFolder;

export async function ensureDefaultFolder(db: Db, userId: string): Promise<FolderRow> {
  const existing = await findDefaultFolder(db, userId);
  if (existing) return existing;
  const names = (await listUserFolders(db, userId)).map((folder) => folder.name);
  try {
    return await insertFolder(db, { userId, name: uniqueName(DEFAULT_FOLDER_NAME, names), isDefault: true });
  } catch (error) {
    // Two first requests of the same user raced; the other one created it.
    const created = isUniqueViolation(error) ? await findDefaultFolder(db, userId) : undefined;
    if (!created) throw error;
    return created;
  }
}

/** The user's own folder with this id; anyone else's (or none) is "not found". */
export async function ownFolder(db: Db, userId: string, folderId: string): Promise<FolderRow> {
  const folder = await findFolder(db, folderId);
  if (!folder || folder.user_id !== userId) throw notFound(flowMessages.FOLDER_NOT_FOUND);
  return folder;
}

export function checkFolderName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidInput(flowMessages.NAME_REQUIRED);
  return trimmed;
}

export async function createFolder(db: Db, userId: string, input: { name: string; description?: string | null; parentId?: string | null }): Promise<FolderRow> {
  if (input.parentId) await ownFolder(db, userId, input.parentId);
  const names = (await listUserFolders(db, userId)).map((folder) => folder.name);
  const name = uniqueName(checkFolderName(input.name), names);
  try {
    return await insertFolder(db, { userId, name, description: input.description, parentId: input.parentId });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput(flowMessages.NAME_TAKEN);
    throw error;
  }
}

export async function checkRename(db: Db, userId: string, folderId: string, name: string): Promise<string> {
  const trimmed = checkFolderName(name);
  if (await folderNameTaken(db, userId, trimmed, folderId)) throw invalidInput(flowMessages.NAME_TAKEN);
  return trimmed;
}

/** A parent must be another of the user's folders and must not sit below the folder itself. */
export async function checkParent(db: Db, userId: string, folderId: string, parentId: string | null): Promise<string | null> {
  if (parentId === null) return null;
  await ownFolder(db, userId, parentId);
  const below = descendantIds(await listUserFolders(db, userId), folderId);
  if (below.includes(parentId)) throw invalidInput('A folder cannot be moved into itself');
  return parentId;
}

/** The folder and every folder below it. */
export function descendantIds(folders: readonly FolderRow[], rootId: string): string[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index++) {
    for (const folder of folders) if (folder.parent_id === ids[index] && !ids.includes(folder.id)) ids.push(folder.id);
  }
  return ids;
}

/** Deletes the folder with its sub-folders and their flows; returns the ids of the flows deleted. */
export async function deleteFolderTree(db: Db, userId: string, folderId: string): Promise<string[]> {
  const folderIds = descendantIds(await listUserFolders(db, userId), folderId);
  const flowIds = await flowIdsInFolders(db, folderIds);
  await deleteFolders(db, folderIds);
  return flowIds;
}
