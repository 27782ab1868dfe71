// The checks a chat attachment passes before it is uploaded (spec/3 sections 5 and 9), and the
// server's refusals that no retry can change.
import { DEFAULT_MAX_FILE_SIZE_MB, ErrorCode, fileExtension, isApiError, UPLOAD_EXTENSIONS } from '@app/api-client';

/** Display names longer than this are cut (spec/3 section 9). */
export const FILE_NAME_MAX_LENGTH = 25;

export type AttachmentRefusal =
  | { reason: 'noExtension' }
  | { reason: 'typeNotAllowed'; allowed: readonly string[] }
  | { reason: 'tooLarge'; maxMb: number }
  | { reason: 'dailyLimit'; limitMb: number };

export interface AttachmentLimits {
  fileTypes?: readonly string[];
  maxFileSizeMb?: number;
}

/** Why a file may not be attached, or undefined when it may. */
export function attachmentRefusal(file: Pick<File, 'name' | 'size'>, limits: AttachmentLimits = {}): AttachmentRefusal | undefined {
  const allowed = (limits.fileTypes ?? UPLOAD_EXTENSIONS).map((type) => type.replace(/^\./, '').toLowerCase());
  const maxMb = limits.maxFileSizeMb ?? DEFAULT_MAX_FILE_SIZE_MB;
  const extension = fileExtension(file.name);
  if (extension === '') return { reason: 'noExtension' };
  if (!allowed.includes(extension)) return { reason: 'typeNotAllowed', allowed };
  if (file.size > maxMb * 1024 * 1024) return { reason: 'tooLarge', maxMb };
  return undefined;
}

/** The refusal of a failed upload that retrying today will not change (the user's daily budget), else undefined. */
export function uploadRefusal(error: unknown): AttachmentRefusal | undefined {
  if (!isApiError(error) || error.code !== ErrorCode.UPLOAD_BUDGET_EXCEEDED) return undefined;
  return { reason: 'dailyLimit', limitMb: Number(error.params?.limit_mb) };
}

/** A file name cut to the display length, keeping the extension visible. */
export function shortFileName(name: string, max = FILE_NAME_MAX_LENGTH): string {
  if (name.length <= max) return name;
  const extension = fileExtension(name);
  const tail = extension ? `.${extension}` : '';
  return `${name.slice(0, Math.max(1, max - tail.length - 1))}…${tail}`;
}
