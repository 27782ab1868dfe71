// One uploaded file of a multipart request (field `file`), checked and streamed to a temporary file
// beside where it will be kept: the type is refused before a byte is written, a file over the size
// limit is removed again, so a refused upload leaves nothing on disk.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileExtension, fileTooLargeDetail, FILE_TYPE_NOT_ALLOWED, fileTypeNotAllowedDetail, isUploadExtension, type UploadExtension } from '@app/api-client';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../errors/appError';
import { safeFileName } from './uploadName';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/dataDir';

export interface UploadLimits {
  /** MAX_FILE_SIZE_UPLOAD. */
  maxMb: number;
}

export const maxBytesOf = ({ maxMb }: UploadLimits): number => maxMb * 1024 * 1024;

export interface ReceivedUpload {
  /** The client's name made safe (see safeFileName). */
  name: string;
  extension: UploadExtension;
  size: number;
  /** Where the bytes are now; the caller moves the file into place or calls discard(). */
  tempPath: string;
  discard(): Promise<void>;
}

/** A multipart body that breaks off or does not parse. */
export const MULTIPART_MALFORMED = 'The multipart body is incomplete or malformed';

/**
 * What a failure while reading a multipart body answers: the multipart plugin's own refusals keep
 * their status; anything else the parser (busboy) throws is about the client's body, so a 400.
 */
export function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number') return error;
  return invalidInput(MULTIPART_MALFORMED);
}

function fileTooLarge(limits: UploadLimits): AppError {
  return new AppError(413, invalidInput().code, { detail: fileTooLargeDetail(limits.maxMb) });
}

/** The checked name and extension of a client's file name, or the 400 the spec words. */
export function checkUploadName(clientName: string): { name: string; extension: UploadExtension } {
  const name = safeFileName(clientName);
  if (!name) throw invalidInput('A file name is required');
  const extension = fileExtension(name);
  if (!extension) throw invalidInput(FILE_TYPE_NOT_ALLOWED);
  if (!isUploadExtension(extension)) throw invalidInput(fileTypeNotAllowedDetail());
  return { name, extension };
}

/**
 * Reads the request's `file` part into `tempDir`. The multipart plugin of the route's scope
 * carries the byte limit; a longer file arrives cut off (`truncated`) and is refused here.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string, limits: UploadLimits): Promise<ReceivedUpload> {
  const missing = () => invalidInput('The multipart field "file" is required');
  if (!request.isMultipart()) throw missing();
  const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
    throw multipartFailure(error);
  });
  if (!part || part.fieldname !== 'file') throw missing();
  let checked: { name: string; extension: UploadExtension };
  try {
    checked = checkUploadName(part.filename);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  await mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const tempPath = join(tempDir, `.upload-${randomUUID()}.tmp`);
  const discard = () => rm(tempPath, { force: true });
  // A short body may have broken off already, while the folder was made.
  if (part.file.errored) throw multipartFailure(part.file.errored);
  // Whichever side fails first is the cause: the body (the client's doing) or the disk (the server's).
  let failedFirst: 'body' | 'disk' | undefined;
  const target = createWriteStream(tempPath, { mode: PRIVATE_FILE_MODE });
  part.file.once('error', () => (failedFirst ??= 'body'));
  target.once('error', () => (failedFirst ??= 'disk'));
  try {
    await pipeline(part.file, target);
  } catch (error) {
    await discard();
    throw failedFirst === 'body' ? multipartFailure(error) : error;
  }
  if (part.file.truncated) {
    await discard();
    throw fileTooLarge(limits);
  }
  return { ...checked, size: (await stat(tempPath)).size, tempPath, discard };
}
