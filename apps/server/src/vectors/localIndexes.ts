// FAISS's local indexes (LocalIndexService of @app/components): one JSON file per index in a
// folder of the owner's part of DATA_DIR/vector-indexes, searched exactly in this process (every
// vector compared by cosine similarity). The folder comes from a path the user sets: it is checked
// by the component, and resolved here once more so that nothing reaches outside the owner's part.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { VectorRecord, VectorStore } from '@app/engine';
import { checkIndexName, indexFolder, rankBySimilarity, type LocalIndexService } from '@app/components';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/dataDir';

export interface LocalIndexes {
  forOwner(userId: string): LocalIndexService;
}

interface IndexFile {
  records: VectorRecord[];
}

async function readIndex(path: string): Promise<Map<string, VectorRecord>> {
  try {
    const { records } = JSON.parse(await readFile(path, 'utf8')) as IndexFile;
    return new Map(records.map((record) => [record.id, record]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

/** Written aside and renamed, so a reader never sees half an index. */
async function writeIndex(path: string, records: Iterable<VectorRecord>): Promise<void> {
  const pending = `${path}.${randomUUID()}.tmp`;
  await writeFile(pending, JSON.stringify({ records: [...records] } satisfies IndexFile), { mode: PRIVATE_FILE_MODE });
  await rename(pending, path);
}

export function createLocalIndexes(dataDir: string): LocalIndexes {
  const root = resolve(dataDir, 'vector-indexes');
  // One change of an index at a time in this process: two runs ingesting at once both keep their records.
  const changes = new Map<string, Promise<unknown>>();
  const serialised = <T>(path: string, change: () => Promise<T>): Promise<T> => {
    const next = (changes.get(path) ?? Promise.resolve()).then(change, change);
    const settled = next.catch(() => undefined);
    changes.set(path, settled);
    void settled.then(() => changes.get(path) === settled && changes.delete(path));
    return next;
  };

  function folderStore(userId: string, segments: readonly string[]): VectorStore {
    const owned = resolve(root, userId);
    const folder = resolve(owned, ...indexFolder(segments.join('/')));
    if (!userId || (folder !== owned && !folder.startsWith(owned + sep))) throw new Error('index folder outside the owner data');
    const pathOf = (index: string) => join(folder, `${checkIndexName(index)}.index.json`);
    return {
      async upsert(index, records) {
        const path = pathOf(index);
        await serialised(path, async () => {
          await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
          const stored = await readIndex(path);
          for (const record of records) stored.set(record.id, { ...record, vector: [...record.vector] });
          await writeIndex(path, stored.values());
        });
      },
      search: async (index, vector, k) => rankBySimilarity(index, (await readIndex(pathOf(index))).values(), vector, k),
      async clear(index) {
        const path = pathOf(index);
        await serialised(path, () => rm(path, { force: true }));
      },
    };
  }

  return { forOwner: (userId) => ({ folder: (segments) => folderStore(userId, segments) }) };
}
