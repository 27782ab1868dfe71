// The user's own files (spec/3 section 7, Langflow's v2 files; the 我的文件 page and the file
// picker). Developer-level; everyone sees only their own files, administrators included.
import { ROLE_DEV, fileExtension, type UserFile } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { invalidInput, notFound, storageQuotaExceeded } from '../errors/appError';
import { FileServiceError } from './fileServiceErrors';
import { apiSchema } from '../http/openApi';
import { idParams } from '../http/querySchemas';
import { attachmentHeaders } from './downloadHeaders';
import { receiveUpload, type UploadLimits } from './receivedUpload';
import { safeFileName } from './uploadName';
import type { UserFiles } from './userFiles';

export interface UserFileRoutesContext {
  userFiles: UserFiles;
  /** Where uploads wait while they arrive (same file system as DATA_DIR). */
  tempDir: string;
  limits: UploadLimits;
}

const renameQuery = z.object({ name: z.string().max(1000) });
const FILE_NOT_FOUND = 'File not found';

/** A full quota (USER_FILES_FULL) as the call's 413 code 10114; anything else as it is. */
export function quotaRefusal(error: unknown): never {
  if (error instanceof FileServiceError && error.code === 'USER_FILES_FULL') throw storageQuotaExceeded(Number(error.params.limit_mb));
  throw error;
}

export function registerUserFileRoutes(app: FastifyInstance, { userFiles, tempDir, limits }: UserFileRoutesContext): void {
  const dev = { config: { auth: ROLE_DEV } } as const;

  app.get('/api/v2/files', { ...dev, schema: apiSchema({ tag: 'files', summary: 'The caller’s own files, newest first', auth: 'session' }) }, async (request): Promise<UserFile[]> => userFiles.list(principalOf(request).userId));

  app.post('/api/v2/files', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Upload one of the caller’s own files (multipart `file`, 201)', auth: 'session' }) }, async (request, reply): Promise<UserFile> => {
    const { userId } = principalOf(request);
    try {
      // Full already: refused before the body is read.
      await userFiles.checkRoom(userId);
      const upload = await receiveUpload(request, tempDir, limits);
      return reply.status(201).send(await userFiles.keep(userId, upload));
    } catch (error) {
      quotaRefusal(error);
    }
  });

  app.get('/api/v2/files/:id', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Download one of the caller’s files', auth: 'session', params: idParams }) }, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const opened = await userFiles.open(principalOf(request).userId, id);
    if (!opened) throw notFound(FILE_NOT_FOUND);
    const extension = fileExtension(opened.file.path);
    return reply.headers(attachmentHeaders(`${opened.file.name}.${extension}`)).send(opened.bytes);
  });

  app.put('/api/v2/files/:id', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Rename one of the caller’s files', auth: 'session', params: idParams, querystring: renameQuery }) }, async (request): Promise<UserFile> => {
    const { id } = idParams.parse(request.params);
    const name = safeFileName(renameQuery.parse(request.query).name);
    if (!name) throw invalidInput('A file name is required');
    const renamed = await userFiles.rename(principalOf(request).userId, id, name);
    if (!renamed) throw notFound(FILE_NOT_FOUND);
    return renamed;
  });

  app.delete('/api/v2/files/:id', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Delete one of the caller’s files', auth: 'session', params: idParams }) }, async (request): Promise<{ message: string }> => {
    const { id } = idParams.parse(request.params);
    if (!(await userFiles.remove(principalOf(request).userId, id))) throw notFound(FILE_NOT_FOUND);
    return { message: 'File deleted successfully' };
  });
}
