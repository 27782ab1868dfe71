// POST users/upload_avatar and users/generate_logo. Both work before an account exists (the
// registration form needs a profile image), so anonymous callers get a budget per address, and
// signed-in callers one per user: every call stores a file that nothing removes.
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, ErrorCode, UploadKind, type Envelope, type StoredImage } from '@app/api-client';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { businessError, invalidField, invalidInput, notAuthenticated, overCallBudget } from '../errors/appError';
import { success } from '../errors/envelope';
import { generateAvatarSvg } from '../files/generatedAvatar';
import { sniffImageType } from '../files/imageType';
import { multipartFailure } from '../files/receivedUpload';
import { publicFilePath, type StoredFiles } from '../files/storedFiles';
import { clientKeyOf } from '../http/clientAddress';
import type { RateLimits } from './addressRateLimit';
import type { Caller, IdentifyCaller } from './optionalCaller';

export const BAD_IMAGE_TYPE = '图片格式只支持png、jpg、jpeg、gif、bmp、webp、ico、svg!';
export const IMAGE_TOO_LARGE = '图片大小不能超过512kb!';
export const ANONYMOUS_IMAGES_PER_HOUR = 30;
/** A signed-in user's budget: changing a picture a few times, or many apps' logos, and no disk's worth. */
export const USER_IMAGES_PER_HOUR = 60;
const HOUR_MS = 3600 * 1000;

const logoBody = z.object({
  storage_type: z.literal([UploadKind.USER_AVATAR, UploadKind.LOGO_COMPONENT, UploadKind.LOGO_STORE]),
  hint: z.string().trim().min(1).max(100),
});

export interface AvatarRoutesContext {
  storedFiles: StoredFiles;
  identifyCaller: IdentifyCaller;
  rateLimits: RateLimits;
}

const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The client's file name without any folders or control characters, for display only. */
const displayName = (fileName: string) =>
  (fileName.split(/[/\\]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .slice(0, 200) || 'image';

export async function registerAvatarRoutes(app: FastifyInstance, { storedFiles, identifyCaller, rateLimits }: AvatarRoutesContext): Promise<void> {
  const anonymousImages = rateLimits('anonymous-images', { limit: ANONYMOUS_IMAGES_PER_HOUR, windowMs: HOUR_MS });
  const userImages = rateLimits('user-images', { limit: USER_IMAGES_PER_HOUR, windowMs: HOUR_MS });
  const route = { config: { auth: 'public', errorFormat: 'envelope' } } as const;

  async function callerWithinBudget(request: FastifyRequest): Promise<Caller | null> {
    const caller = await identifyCaller(request);
    const waitSeconds = caller ? await userImages.take(caller.userId) : await anonymousImages.take(clientKeyOf(request));
    if (waitSeconds !== null) throw overCallBudget(waitSeconds, '上传过于频繁，请稍后再试');
    return caller;
  }

  // Multipart only here, with the avatar limit: a larger file is cut off at 512 KB, not buffered.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

    scope.post('/api/v1/users/upload_avatar', route, async (request): Promise<Envelope<StoredImage>> => {
      const caller = await callerWithinBudget(request);
      const part = await request.file().catch((error: unknown) => {
        throw multipartFailure(error);
      });
      if (!part || part.fieldname !== 'file') throw invalidInput('The multipart field "file" is required');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw invalidField(IMAGE_TOO_LARGE);
        throw multipartFailure(error);
      }
      const type = sniffImageType(bytes);
      if (!type || !(AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(part.filename))) {
        throw businessError(ErrorCode.UNSUPPORTED_EXTENSION, BAD_IMAGE_TYPE);
      }
      const file = await storedFiles.save({ kind: UploadKind.USER_AVATAR, userId: caller?.userId ?? null, name: displayName(part.filename), mime: type.mime, bytes });
      return success({ file_path: publicFilePath(file.id) });
    });
  });

  app.post('/api/v1/users/generate_logo', route, async (request): Promise<Envelope<StoredImage>> => {
    const { storage_type, hint } = logoBody.parse(request.body ?? {});
    const caller = await callerWithinBudget(request);
    // Component and app logos belong to signed-in builders; anyone may make a profile picture.
    if (!caller && storage_type !== UploadKind.USER_AVATAR) throw notAuthenticated();
    const file = await storedFiles.saveOnce({
      kind: storage_type,
      userId: caller?.userId ?? null,
      name: 'generated.svg',
      mime: 'image/svg+xml',
      bytes: Buffer.from(generateAvatarSvg(hint), 'utf8'),
    });
    return success({ file_path: publicFilePath(file.id) });
  });
}
