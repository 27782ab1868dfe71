// The uploaded-file calls (flow uploads, the user's files, a marketplace chat's attachments) in one scope whose
// multipart parser carries MAX_FILE_SIZE_UPLOAD: a longer file is cut off, never buffered whole.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimits } from '../accounts/addressRateLimit';
import { join } from 'node:path';
import type { DatabaseSchema } from '../db/schema';
import type { FlowFileStore } from './flowFileStore';
import { registerStoreFileRoutes } from '../store/storeFileRoutes';
import { registerFlowFileRoutes } from './flowFileRoutes';
import { maxBytesOf, type UploadLimits } from './receivedUpload';
import type { StorageQuota } from './storageQuota';
import type { UserFiles } from './userFiles';
import { registerUserFileRoutes } from './userFileRoutes';
import { uploadBudget, type UploadBudgetRules } from './uploadBudget';

export interface FileRoutesContext {
  db: Kysely<DatabaseSchema>;
  dataDir: string;
  flowFiles: FlowFileStore;
  userFiles: UserFiles;
  storageQuota: StorageQuota;
  limits: UploadLimits;
  now: () => Date;
  rateLimits: RateLimits;
  /** STORE_UPLOAD_MB_PER_DAY and STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY. */
  storeUploadBudget: UploadBudgetRules;
}

export async function registerFileRoutes(app: FastifyInstance, context: FileRoutesContext): Promise<void> {
  const tempDir = join(context.dataDir, 'uploads');
  const receiveBudgeted = uploadBudget(context.rateLimits, context.storeUploadBudget);
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: maxBytesOf(context.limits), files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
    registerFlowFileRoutes(scope, { db: context.db, flowFiles: context.flowFiles, storageQuota: context.storageQuota, tempDir, limits: context.limits, now: context.now, receiveBudgeted });
    registerUserFileRoutes(scope, { userFiles: context.userFiles, tempDir, limits: context.limits });
    registerStoreFileRoutes(scope, { db: context.db, flowFiles: context.flowFiles, tempDir, limits: context.limits, now: context.now, receiveBudgeted });
  });
}
