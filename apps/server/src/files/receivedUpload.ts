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
  const part = await request.file({ throwFileSizeLimit: false });
  if (!part || part.fieldname !== 'file') throw missing();
  let checked: { name: string; extension: UploadExtension };
  try {
    checked = checkUploadName(part.filename);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  await mkdir(tempDir, { recursive: true });
  const tempPath = join(tempDir, `.upload-${randomUUID()}.tmp`);
  const discard = () => rm(tempPath, { force: true });
  try {
    await pipeline(part.file, createWriteStream(tempPath, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  if (part.file.truncated) {
    await discard();
    throw fileTooLarge(limits);
  }
  return { ...checked, size: (await stat(tempPath)).size, tempPath, discard };
}
