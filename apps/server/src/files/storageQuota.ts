// USER_FILES_QUOTA_MB: what one user's files may take on the server's disk together: their own
// files (我的文件: uploads and Save File's) and the files kept beside their flows (the flow upload
// call, Langflow's v1 files), which otherwise filled the disk past any limit. A write is checked
// twice: before it (full already: refused before an upload's body is read) and after it, counted
// with the others, so writes at the same moment cannot all slip under the quota.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { fileServiceError } from './fileServiceErrors';
import type { FlowFileStore } from './flowFileStore';

export interface StorageQuota {
  /** Throws USER_FILES_FULL (FileServiceError) when the user's files take the whole quota already. */
  checkRoom(userId: string): Promise<void>;
  /** Throws USER_FILES_FULL when the user's files, a write just made among them, take more than the quota (the caller undoes the write). */
  confirmRoom(userId: string): Promise<void>;
}

const MB = 1024 * 1024;

/** `quotaMb` 0: no quota, and nothing is counted. */
export function createStorageQuota(db: Kysely<DatabaseSchema>, flowFiles: Pick<FlowFileStore, 'bytesOf'>, quotaMb: number): StorageQuota {
  const quotaBytes = quotaMb * MB;
  const full = () => fileServiceError('USER_FILES_FULL', { limit_mb: quotaMb });

  async function usedBytes(userId: string): Promise<number> {
    const [own, flows] = await Promise.all([
      db.selectFrom('user_files').select((eb) => eb.fn.sum<string | number | bigint | null>('size').as('used')).where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('flows').select('id').where('user_id', '=', userId).execute(),
    ]);
    return Number(own?.used ?? 0) + (await flowFiles.bytesOf(flows.map((flow) => flow.id)));
  }

  return {
    async checkRoom(userId) {
      if (quotaBytes > 0 && (await usedBytes(userId)) >= quotaBytes) throw full();
    },
    async confirmRoom(userId) {
      if (quotaBytes > 0 && (await usedBytes(userId)) > quotaBytes) throw full();
    },
  };
}
