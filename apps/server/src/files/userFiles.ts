// The user's own files (我的文件): records in user_files, bytes at DATA_DIR/user_files/<path> with
// path "<user id>/<file id>.<extension>", made from server ids only. Every call names the user,
// and a file of anyone else is the same as no file. A user's files together take at most the
// quota (USER_FILES_QUOTA_MB, storageQuota.ts), uploads and Save File's alike: Save File in a
// public or shared flow writes into its owner's files at every run. A new file is counted with
// the others after its record is written, and removed again past the quota.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileExtension, type UserFile } from '@app/api-client';
import type { Kysely, Selectable } from 'kysely';
import { isoTimestamp, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, UserFilesTable } from '../db/schema';
import { invalidInput } from '../errors/appError';
import { isFileId } from './fileStore';
import type { ReceivedUpload } from './receivedUpload';
import type { StorageQuota } from './storageQuota';
import { numberedName } from './uploadName';
import { PRIVATE_DIR_MODE } from '../config/dataDir';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The only shape a user file's path has. */
export const USER_FILE_PATH = new RegExp(`^(${UUID})/(${UUID})\\.([a-z0-9]+)$`);

export interface UserFiles {
  /** The user's files, newest first. */
  list(userId: string): Promise<UserFile[]>;
  /** Moves a received upload into the user's files; a taken name gets " (1)", " (2)", ... */
  keep(userId: string, upload: ReceivedUpload): Promise<UserFile>;
  /** Throws USER_FILES_FULL (FileServiceError) when the user's files take the whole quota already. */
  checkRoom(userId: string): Promise<void>;
  /** Keeps bytes a component made (Save File) the same way; `extension` is lower-case letters and digits. */
  store(userId: string, file: { name: string; extension: string; bytes: Uint8Array }): Promise<UserFile>;
  find(userId: string, fileId: string): Promise<UserFile | undefined>;
  /** The record and its bytes; null for no such file of this user. */
  open(userId: string, fileId: string): Promise<{ file: UserFile; bytes: Buffer } | null>;
  /** Null for no such file of this user. */
  rename(userId: string, fileId: string, name: string): Promise<UserFile | null>;
  /** The record and the bytes; false for no such file of this user. */
  remove(userId: string, fileId: string): Promise<boolean>;
  /** The file stored at `path` when it is one of the user's (the File component's read). */
  openPath(userId: string, path: string): Promise<{ file: UserFile; bytes: Buffer } | null>;
}

type Row = Selectable<UserFilesTable>;

const toUserFile = (row: Row): UserFile => ({
  id: row.id,
  name: row.name,
  path: row.path,
  size: Number(row.size),
  provider: row.provider,
  created_at: toIsoTimestamp(row.created_at),
  updated_at: toIsoTimestamp(row.updated_at),
});

/** The display name of a file name: without its extension (the path keeps that). */
export function stemOf(name: string, extension: string): string {
  return extension && name.toLowerCase().endsWith(`.${extension}`) ? name.slice(0, name.length - extension.length - 1) : name;
}

export interface UserFilesOptions {
  now?: () => Date;
  /** USER_FILES_QUOTA_MB; none: no quota. */
  quota?: StorageQuota;
}

const NO_QUOTA: StorageQuota = { checkRoom: async () => undefined, confirmRoom: async () => undefined };

export function createUserFiles(db: Kysely<DatabaseSchema>, dataDir: string, { now = () => new Date(), quota = NO_QUOTA }: UserFilesOptions = {}): UserFiles {
  const root = join(dataDir, 'user_files');
  const bytesAt = (path: string) => {
    if (!USER_FILE_PATH.test(path)) throw new Error(`not a user file path: ${JSON.stringify(path)}`);
    return join(root, path);
  };
  const findRow = (userId: string, fileId: string) =>
    isFileId(fileId) ? db.selectFrom('user_files').selectAll().where('id', '=', fileId).where('user_id', '=', userId).executeTakeFirst() : Promise.resolve(undefined);
  const withBytes = async (row: Row | undefined) => {
    if (!row) return null;
    try {
      return { file: toUserFile(row), bytes: await readFile(bytesAt(row.path)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  async function freeName(userId: string, stem: string): Promise<string> {
    const taken = new Set((await db.selectFrom('user_files').select('name').where('user_id', '=', userId).execute()).map((row) => row.name));
    let name = stem;
    for (let n = 1; taken.has(name); n += 1) name = numberedName(stem, n);
    return name;
  }

  /** A new file of the user: its bytes put in place by `place`, then its record (the bytes removed again if that fails). */
  async function add(userId: string, file: { name: string; extension: string; size: number }, place: (target: string) => Promise<void>): Promise<UserFile> {
    const id = randomUUID();
    const path = `${userId}/${id}.${file.extension}`;
    const at = isoTimestamp(now());
    const target = bytesAt(path);
    await mkdir(join(root, userId), { recursive: true, mode: PRIVATE_DIR_MODE });
    await place(target);
    const row = { id, user_id: userId, name: await freeName(userId, stemOf(file.name, file.extension) || file.name), path, size: file.size, provider: null, created_at: at, updated_at: at };
    try {
      await db.insertInto('user_files').values(row).execute();
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    try {
      await quota.confirmRoom(userId);
    } catch (error) {
      await db.deleteFrom('user_files').where('id', '=', id).execute();
      await rm(target, { force: true });
      throw error;
    }
    return toUserFile(row);
  }

  return {
    checkRoom: (userId) => quota.checkRoom(userId),
    async list(userId) {
      const rows = await db.selectFrom('user_files').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toUserFile);
    },
    async keep(userId, upload) {
      try {
        return await add(userId, upload, (target) => rename(upload.tempPath, target));
      } finally {
        await upload.discard();
      }
    },
    store: (userId, file) => add(userId, { ...file, size: file.bytes.byteLength }, (target) => writeFile(target, file.bytes, { flag: 'wx' })),
    find: async (userId, fileId) => {
      const row = await findRow(userId, fileId);
      return row && toUserFile(row);
    },
    open: async (userId, fileId) => withBytes(await findRow(userId, fileId)),
    async rename(userId, fileId, name) {
      const row = await findRow(userId, fileId);
      if (!row) return null;
      const stem = stemOf(name, fileExtension(row.path));
      if (stem === '') throw invalidInput('A file name is required');
      const changes = { name: stem, updated_at: isoTimestamp(now()) };
      await db.updateTable('user_files').set(changes).where('id', '=', row.id).execute();
      return toUserFile({ ...row, ...changes });
    },
    async remove(userId, fileId) {
      const row = await findRow(userId, fileId);
      if (!row) return false;
      await db.deleteFrom('user_files').where('id', '=', row.id).execute();
      if (row.provider === null) await rm(bytesAt(row.path), { force: true });
      return true;
    },
    async openPath(userId, path) {
      const match = USER_FILE_PATH.exec(path);
      if (!match || match[1] !== userId) return null;
      return withBytes(await db.selectFrom('user_files').selectAll().where('path', '=', path).where('user_id', '=', userId).executeTakeFirst());
    },
  };
}
