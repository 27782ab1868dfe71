import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/appError';
import { UNTRUSTED_CONTENT_HEADERS } from './downloadHeaders';
import { PUBLIC_FILE_KINDS, type StoredFiles } from './storedFiles';

const YEAR_SECONDS = 365 * 24 * 3600;

export function registerPublicFileRoutes(app: FastifyInstance, files: StoredFiles): void {
  app.get<{ Params: { fileId: string } }>('/api/v1/files/public/:fileId', { config: { auth: 'public' } }, async (request, reply) => {
    const opened = await files.open(request.params.fileId);
    if (!opened || !PUBLIC_FILE_KINDS.has(opened.file.kind)) throw notFound('File not found');
    const etag = `"${opened.file.sha256}"`;
    reply.headers({
      ...UNTRUSTED_CONTENT_HEADERS,
      'content-type': opened.file.mime,
      // A file's bytes never change under its id.
      'cache-control': `public, max-age=${YEAR_SECONDS}, immutable`,
      etag,
    });
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(opened.bytes);
  });
}
