// Stored files: the bytes in the FileStore, the facts in the stored_files table. Avatars and
// logos now; user documents will use the same records with their own kind.
import { createHash, randomUUID } from 'node:crypto';
import { UploadKind, type UploadKindValue } from '@app/api-client';
import type { Kysely, Selectable } from 'kysely';
import { isoTimestamp } from '../db/rowValues';
import type { DatabaseSchema, StoredFilesTable } from '../db/schema';
import { isFileId, type FileStore } from './fileStore';

export type StoredFileRow = Selectable<StoredFilesTable>;

export interface NewStoredFile {
  kind: UploadKindValue;
  userId: string | null;
  /** The client's name for it; kept for display only. */
  name: string;
  /** Sniffed from the bytes by the caller. */
  mime: string;
  bytes: Uint8Array;
}

export interface StoredFiles {
  save(file: NewStoredFile): Promise<StoredFileRow>;
  /** The file of that kind with the same bytes when there is one, else a new one. */
  saveOnce(file: NewStoredFile): Promise<StoredFileRow>;
  find(id: string): Promise<StoredFileRow | undefined>;
  /** Records the owner of a file stored anonymously (an avatar chosen before its account existed). */
  claim(id: string, userId: string): Promise<void>;
  /** The record and its bytes; null for an unknown or malformed id or missing bytes. */
  open(id: string): Promise<{ file: StoredFileRow; bytes: Buffer } | null>;
}

/** Kinds anyone may fetch by id: pictures shown beside names, also to signed-out visitors. */
export const PUBLIC_FILE_KINDS: ReadonlySet<number> = new Set([UploadKind.USER_AVATAR, UploadKind.LOGO_COMPONENT, UploadKind.LOGO_STORE]);

const PUBLIC_PATH_PREFIX = '/api/v1/files/public/';

/** The server path of a public file, as `profile_image` and logos hold it. */
export const publicFilePath = (id: string): string => `${PUBLIC_PATH_PREFIX}${id}`;

/** The file id a public file path names, or null when the text is not such a path. */
export function fileIdOfPublicPath(path: string): string | null {
  if (!path.startsWith(PUBLIC_PATH_PREFIX)) return null;
  const id = path.slice(PUBLIC_PATH_PREFIX.length);
  return isFileId(id) ? id : null;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createStoredFiles(db: Kysely<DatabaseSchema>, store: FileStore, now: () => Date = () => new Date()): StoredFiles {
  async function insert(file: NewStoredFile, sha256: string): Promise<StoredFileRow> {
    const row = {
      id: randomUUID(),
      kind: file.kind,
      user_id: file.userId,
      name: file.name,
      mime: file.mime,
      size: file.bytes.byteLength,
      sha256,
      created_at: isoTimestamp(now()),
    };
    // Bytes first: a record never points at a file that is not there.
    await store.write(row.id, file.bytes);
    try {
      await db.insertInto('stored_files').values(row).execute();
    } catch (error) {
      await store.remove(row.id);
      throw error;
    }
    return row;
  }

  const find = (id: string) => (isFileId(id) ? db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst() : Promise.resolve(undefined));

  return {
    save: (file) => insert(file, sha256Of(file.bytes)),
    async saveOnce(file) {
      const sha256 = sha256Of(file.bytes);
      const existing = await db.selectFrom('stored_files').selectAll().where('kind', '=', file.kind).where('sha256', '=', sha256).orderBy('created_at').executeTakeFirst();
      return existing ?? insert(file, sha256);
    },
    find,
    async claim(id, userId) {
      await db.updateTable('stored_files').set({ user_id: userId }).where('id', '=', id).where('user_id', 'is', null).execute();
    },
    async open(id) {
      const file = await find(id);
      if (!file) return null;
      const bytes = await store.read(file.id);
      return bytes ? { file, bytes } : null;
    },
  };
}
