// The bytes of stored files on disk: DATA_DIR/files/<first two characters of the id>/<id>. Paths
// are built from server-made UUIDs only; nothing a client sends becomes part of a path.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/dataDir';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isFileId = (value: string): boolean => FILE_ID.test(value);

export interface FileStore {
  write(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
}

export function createFileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files');
  const pathOf = (id: string) => {
    if (!isFileId(id)) throw new Error(`not a file id: ${JSON.stringify(id)}`);
    return join(root, id.slice(0, 2), id);
  };
  return {
    async write(id, bytes) {
      const path = pathOf(id);
      await mkdir(join(root, id.slice(0, 2)), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written aside and renamed, so a reader never sees half a file.
      const pending = `${path}.${randomUUID()}.tmp`;
      await writeFile(pending, bytes, { mode: PRIVATE_FILE_MODE });
      await rename(pending, path);
    },
    async read(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}
