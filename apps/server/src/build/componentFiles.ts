// The uploaded files a component may read (services.files, the File component): the uploads of
// the flows of the flow's owner, named by the server path the flow upload call answers,
// "<flow id>/<file name>" as in Langflow, and kept under DATA_DIR/flows/<flow id>/<file name>;
// and the owner's own files (我的文件) by their path "<owner id>/<file id>.<extension>".
// A path is checked against those shapes and the owner's flows or files before anything touches the disk.
// A component's saved file (Save File) becomes one of the owner's files: the server makes its path,
// the name given is only its display name, so no name a flow holds reaches the disk.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileExtension } from '@app/api-client';
import type { FileService } from '@app/engine';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { fileServiceError } from '../files/fileServiceErrors';
import { USER_FILE_PATH, type UserFiles } from '../files/userFiles';
import { byteSize } from '../net/outboundError';

const FLOW_FILE_PATH = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/\\\0]+)$/;

/** Langflow prefixes stored uploads with their time ("2024-05-01_12-30-00_report.pdf"). */
const UPLOAD_TIME_PREFIX = /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_(.+)$/;

/** The folder of every flow's uploads, one folder per flow. */
export function flowFilesRoot(dataDir: string): string {
  return join(dataDir, 'flows');
}

/** Where the flow upload call keeps a flow's files. */
export function flowFilesDir(dataDir: string, flowId: string): string {
  return join(flowFilesRoot(dataDir), flowId);
}

export interface ComponentFiles {
  /** The files the flows of this user may read. */
  forOwner(ownerId: string): FileService;
}

/** The extension of a saved file's name: letters and digits only, as user file paths take it. */
const SAVED_EXTENSION = /\.([a-z0-9]{1,16})$/;

export function createComponentFiles(db: Kysely<DatabaseSchema>, dataDir: string, userFiles: UserFiles, maxSaveBytes: number): ComponentFiles {
  return {
    forOwner(ownerId) {
      return {
        async save(file) {
          const extension = SAVED_EXTENSION.exec(file.name.toLowerCase())?.[1];
          if (!extension) throw fileServiceError('SAVED_FILE_EXTENSION_INVALID', { name: file.name });
          if (file.bytes.byteLength > maxSaveBytes) throw fileServiceError('SAVED_FILE_TOO_LARGE', { limit: byteSize(maxSaveBytes) });
          const saved = await userFiles.store(ownerId, { name: file.name, extension, bytes: file.bytes });
          return { name: `${saved.name}.${extension}`, path: saved.path };
        },
        async read(path, options) {
          const missing = () => new Error(`No uploaded file at "${path}".`);
          if (USER_FILE_PATH.exec(path)?.[1] === ownerId) {
            const opened = await userFiles.openPath(ownerId, path);
            if (!opened) throw missing();
            return { name: `${opened.file.name}.${fileExtension(opened.file.path)}`, bytes: new Uint8Array(opened.bytes) };
          }
          const match = FLOW_FILE_PATH.exec(path);
          const [, flowId = '', name = ''] = match ?? [];
          if (!match || name === '.' || name === '..') throw missing();
          const flow = await db.selectFrom('flows').select('id').where('id', '=', flowId).where('user_id', '=', ownerId).executeTakeFirst();
          if (!flow) throw missing();
          let bytes: Buffer;
          try {
            bytes = await readFile(join(flowFilesDir(dataDir, flowId), name), { signal: options?.signal });
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            if (code === 'ENOENT' || code === 'EISDIR') throw missing();
            throw error;
          }
          return { name: UPLOAD_TIME_PREFIX.exec(name)?.[1] ?? name, bytes: new Uint8Array(bytes) };
        },
      };
    },
  };
}
