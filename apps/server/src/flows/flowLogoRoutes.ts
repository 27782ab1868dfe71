// POST /api/v1/flows/upload_logo (spec/3 section 7, flow image upload): a png or jpeg picture kept
// as a component logo and served like the other stored pictures (files/public/{id}, its sniffed
// type). The answer's path is what a flow's `icon` then holds. Developer-level.
import { FLOW_LOGO_EXTENSIONS, FLOW_LOGO_MAX_MB, fileExtension, fileTooLargeDetail, fileTypeNotAllowedDetail, ROLE_DEV, UploadKind, type FlowLogo } from '@app/api-client';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authHook';
import { AppError, invalidInput } from '../errors/appError';
import { sniffImageType } from '../files/imageType';
import { multipartFailure } from '../files/receivedUpload';
import { publicFilePath, type StoredFiles } from '../files/storedFiles';
import { safeFileName } from '../files/uploadName';

const LOGO_MAX_BYTES = FLOW_LOGO_MAX_MB * 1024 * 1024;
/** What the bytes must prove to be: jpg and jpeg are both JPEG. */
const LOGO_IMAGE_TYPES = new Set(['png', 'jpeg']);
export const NOT_AN_IMAGE = 'The file is not a png or jpeg image';

export async function registerFlowLogoRoutes(app: FastifyInstance, { storedFiles }: { storedFiles: StoredFiles }): Promise<void> {
  // Multipart only here, with the logo limit: a larger file is cut off at the limit, not buffered.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

    scope.post('/api/v1/flows/upload_logo', { config: { auth: ROLE_DEV } }, async (request, reply): Promise<FlowLogo> => {
      const missing = () => invalidInput('The multipart field "file" is required');
      if (!request.isMultipart()) throw missing();
      const part = await request.file().catch((error: unknown) => {
        throw multipartFailure(error);
      });
      if (!part || part.fieldname !== 'file') throw missing();
      const name = safeFileName(part.filename) || 'logo';
      if (!(FLOW_LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(name))) {
        part.file.resume();
        throw invalidInput(fileTypeNotAllowedDetail(FLOW_LOGO_EXTENSIONS));
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new AppError(413, invalidInput().code, { detail: fileTooLargeDetail(FLOW_LOGO_MAX_MB) });
        throw multipartFailure(error);
      }
      const type = sniffImageType(bytes);
      if (!type || !LOGO_IMAGE_TYPES.has(type.extension)) throw invalidInput(NOT_AN_IMAGE);
      const file = await storedFiles.save({ kind: UploadKind.LOGO_COMPONENT, userId: principalOf(request).userId, name, mime: type.mime, bytes });
      return reply.status(201).send({ file_path: publicFilePath(file.id) });
    });
  });
}
