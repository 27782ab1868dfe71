// The daily byte budgets of the chat attachments users upload to marketplace apps: per user
// (STORE_UPLOAD_MB_PER_DAY) and per client address (STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY). Anyone an
// app's policy admits may upload, so without the first one account could fill the disk; without
// the second, accounts registered from one address (REGISTRATIONS_PER_HOUR) would multiply the
// first. Counted by the rate limits (in Redis in queue mode), across apps.
import type { FastifyRequest } from 'fastify';
import type { RateLimit, RateLimits } from '../accounts/addressRateLimit';
import { uploadBudgetExceeded } from '../errors/appError';
import { clientKeyOf } from '../http/clientAddress';
import { receiveUpload, type ReceivedUpload, type UploadLimits } from './receivedUpload';

/** What a file costs the budget at least: an empty file still takes a disk block and an inode. */
export const MIN_UPLOAD_CHARGE = 4096;
const DAY_MS = 24 * 3600 * 1000;
const MB = 1024 * 1024;

export type ReceiveBudgetedUpload = (request: FastifyRequest, userId: string, tempDir: string, limits: UploadLimits) => Promise<ReceivedUpload>;

export interface UploadBudgetRules {
  /** 0: no budget per user. */
  mbPerUser: number;
  /** 0: no budget per client address. */
  mbPerAddress: number;
}

interface Budget {
  limit: RateLimit;
  mb: number;
}

function budget(rateLimits: RateLimits, name: string, mb: number): Budget | null {
  return mb > 0 ? { limit: rateLimits(name, { limit: mb * MB, windowMs: DAY_MS }), mb } : null;
}

export function uploadBudget(rateLimits: RateLimits, { mbPerUser, mbPerAddress }: UploadBudgetRules): ReceiveBudgetedUpload {
  const perUser = budget(rateLimits, 'store-upload-bytes', mbPerUser);
  const perAddress = budget(rateLimits, 'store-upload-address-bytes', mbPerAddress);
  /** Charges the user, then the address; a refusal gives back what was charged and names the budget that refused. */
  const charge = async (keys: { user: string; address: string }, bytes: number) => {
    const charged: Array<() => Promise<unknown>> = [];
    for (const [spent, key] of [[perUser, keys.user], [perAddress, keys.address]] as const) {
      if (!spent) continue;
      const wait = await spent.limit.take(key, bytes);
      if (wait !== null) {
        await Promise.all(charged.map((giveBack) => giveBack()));
        throw uploadBudgetExceeded(spent.mb, wait);
      }
      charged.push(() => spent.limit.take(key, -bytes));
    }
  };
  return async (request, userId, tempDir, limits) => {
    const keys = { user: userId, address: clientKeyOf(request) };
    // The least a file costs is charged first, so a spent budget refuses before the body is read.
    await charge(keys, MIN_UPLOAD_CHARGE);
    const upload = await receiveUpload(request, tempDir, limits);
    try {
      await charge(keys, Math.max(0, upload.size - MIN_UPLOAD_CHARGE));
    } catch (error) {
      await upload.discard();
      throw error;
    }
    return upload;
  };
}
