// Attachments of a chat with a marketplace app (spec/2 sections 3 and 5): POST store/{store_id}/files
// takes one multipart `file` from any signed-in user the app's access policy admits (or, with
// preview=true, its owner and administrators), with the size and type limits of the flow uploads,
// and keeps it beside the app's flow, where the store build's `files` read it by the answered
// file_path. Langflow-style answers like the chat's build call: a refused or missing app is
// 404 'Flow not found'. Anyone the policy admits may call this, so each user has a daily byte budget
// (STORE_UPLOAD_MB_PER_DAY) across every app: the disk fills no faster than that.
import { ROLE_USER, type FlowFileUpload } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { notFound, uploadBudgetExceeded } from '../errors/appError';
import type { FlowFileStore } from '../files/flowFileStore';
import { receiveUpload, type UploadLimits } from '../files/receivedUpload';
import { flowMessages } from '../flows/flowRules';
import { queryBoolean } from '../http/querySchemas';
import { storeParams } from './storeSchemas';
import { usableStore } from './usableStore';

export interface StoreFileRoutesContext {
  db: Kysely<DatabaseSchema>;
  flowFiles: FlowFileStore;
  tempDir: string;
  limits: UploadLimits;
  now: () => Date;
  rateLimits: RateLimits;
  /** STORE_UPLOAD_MB_PER_DAY; 0: no limit. */
  mbPerDay: number;
}

/** What a file costs the budget at least: an empty file still takes a disk block and an inode. */
export const MIN_UPLOAD_CHARGE = 4096;
const DAY_MS = 24 * 3600 * 1000;

const previewQuery = z.object({ preview: queryBoolean.default(false) });

export function registerStoreFileRoutes(app: FastifyInstance, context: StoreFileRoutesContext): void {
  const { db, flowFiles, mbPerDay } = context;
  const budget = mbPerDay > 0 ? context.rateLimits('store-upload-bytes', { limit: mbPerDay * 1024 * 1024, windowMs: DAY_MS }) : null;
  const charge = async (userId: string, bytes: number) => {
    const wait = budget && (await budget.take(userId, bytes));
    if (typeof wait === 'number') throw uploadBudgetExceeded(mbPerDay, wait);
  };
  app.post('/api/v1/store/:storeId/files', { config: { auth: ROLE_USER } }, async (request, reply): Promise<FlowFileUpload> => {
    const { storeId } = storeParams.parse(request.params);
    const { preview } = previewQuery.parse(request.query);
    // The app is checked before a byte of the file is read.
    const store = await usableStore(db, principalOf(request), storeId, { preview, refusal: () => notFound(flowMessages.FLOW_NOT_FOUND) });
    const { userId } = principalOf(request);
    // The least a file costs is charged first, so a spent budget refuses before the body is read.
    await charge(userId, MIN_UPLOAD_CHARGE);
    const upload = await receiveUpload(request, context.tempDir, context.limits);
    try {
      await charge(userId, Math.max(0, upload.size - MIN_UPLOAD_CHARGE));
    } catch (error) {
      await upload.discard();
      throw error;
    }
    // Another user of the app must not be able to name this file in their own build.
    const stored = await flowFiles.keep(store.flow_id, upload, context.now(), { unguessable: true });
    return reply.status(201).send({ flowId: store.flow_id, file_path: `${store.flow_id}/${stored}` });
  });
}
