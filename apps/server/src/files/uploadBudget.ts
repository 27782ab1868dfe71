// The daily byte budget of the chat attachments users upload to marketplace apps
// (STORE_UPLOAD_MB_PER_DAY). Anyone an app's policy admits may upload, so without it one account
// could fill the disk. Counted by the rate limits (in Redis in queue mode), per user, across apps.
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import { uploadBudgetExceeded } from '../errors/appError';
import { receiveUpload, type ReceivedUpload, type UploadLimits } from './receivedUpload';

/** What a file costs the budget at least: an empty file still takes a disk block and an inode. */
export const MIN_UPLOAD_CHARGE = 4096;
const DAY_MS = 24 * 3600 * 1000;

export type ReceiveBudgetedUpload = (request: FastifyRequest, userId: string, tempDir: string, limits: UploadLimits) => Promise<ReceivedUpload>;

/** `mbPerDay` 0: no budget. */
export function uploadBudget(rateLimits: RateLimits, mbPerDay: number): ReceiveBudgetedUpload {
  const budget = mbPerDay > 0 ? rateLimits('store-upload-bytes', { limit: mbPerDay * 1024 * 1024, windowMs: DAY_MS }) : null;
  const charge = async (userId: string, bytes: number) => {
    const wait = budget && (await budget.take(userId, bytes));
    if (typeof wait === 'number') throw uploadBudgetExceeded(mbPerDay, wait);
  };
  return async (request, userId, tempDir, limits) => {
    // The least a file costs is charged first, so a spent budget refuses before the body is read.
    await charge(userId, MIN_UPLOAD_CHARGE);
    const upload = await receiveUpload(request, tempDir, limits);
    try {
      await charge(userId, Math.max(0, upload.size - MIN_UPLOAD_CHARGE));
    } catch (error) {
      await upload.discard();
      throw error;
    }
    return upload;
  };
}
