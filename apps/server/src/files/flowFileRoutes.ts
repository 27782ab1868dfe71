// Langflow's v1 file calls (spec/3 section 7): uploads kept beside a flow, which its File
// components read by "<flow id>/<stored name>". Developer-level, for flows the caller may manage
// (its owner, or an administrator); any other flow is "Flow not found". An API key may upload for
// a published app it reaches, and nothing else here; its uploads land on the app owner's disk, so
// they count against the daily budgets of chat attachments (the key's user's and the address's).
// Every upload here lands on the flow owner's disk, so it counts against the owner's storage
// quota (USER_FILES_QUOTA_MB) with their own files: refused before its body once the owner is
// full, and removed again when it takes them past the quota.
import { ROLE_DEV, type FlowFileList, type FlowFileUpload } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { invalidInput, notFound } from '../errors/appError';
import { accessibleFlowOwner } from '../flows/flowService';
import { apiSchema } from '../http/openApi';
import { flowMessages } from '../flows/flowRules';
import { keyJobOwner, keyUploadFlow } from '../keys/keyAccess';
import { attachmentHeaders, contentDisposition, UNTRUSTED_CONTENT_HEADERS } from './downloadHeaders';
import type { FlowFileStore } from './flowFileStore';
import type { StorageQuota } from './storageQuota';
import { quotaRefusal } from './userFileRoutes';
import { sniffImageType } from './imageType';
import { receiveUpload, type UploadLimits } from './receivedUpload';
import type { ReceiveBudgetedUpload } from './uploadBudget';

export interface FlowFileRoutesContext {
  db: Kysely<DatabaseSchema>;
  flowFiles: FlowFileStore;
  storageQuota: StorageQuota;
  /** Where uploads wait while they arrive (same file system as DATA_DIR). */
  tempDir: string;
  limits: UploadLimits;
  now: () => Date;
  receiveBudgeted: ReceiveBudgetedUpload;
}

const flowParams = z.object({ flowId: z.uuid() });
const fileParams = flowParams.extend({ fileName: z.string().min(1) });

/** Pictures the image call shows in the page; anything else is only downloaded. */
const SHOWN_IMAGE_TYPES = new Set(['png', 'jpeg', 'gif', 'webp']);

export function registerFlowFileRoutes(app: FastifyInstance, context: FlowFileRoutesContext): void {
  const { db, flowFiles, storageQuota } = context;
  const dev = { config: { auth: ROLE_DEV } } as const;

  // An API key may upload for a published app it reaches (Langflow clients' Flow.uploadFile).
  app.post('/api/v1/files/upload/:flowId', { config: { auth: ROLE_DEV, apiKey: 'run' }, schema: apiSchema({ tag: 'files', summary: 'Upload a file beside a flow (multipart `file`, 201); its file_path goes in a File component', auth: 'key', params: flowParams }) }, async (request, reply): Promise<FlowFileUpload> => {
    const { flowId } = flowParams.parse(request.params);
    const principal = principalOf(request);
    const { user_id: ownerId } = principal.apiKey
      ? await keyUploadFlow(db, principal, principal.apiKey, flowId, () => notFound(flowMessages.FLOW_NOT_FOUND))
      : await accessibleFlowOwner(db, principal, flowId);
    // A flow without an owner (a shared example) is nobody's disk to count.
    if (ownerId !== null) await storageQuota.checkRoom(ownerId).catch(quotaRefusal);
    const upload = principal.apiKey
      ? await context.receiveBudgeted(request, principal.userId, context.tempDir, context.limits)
      : await receiveUpload(request, context.tempDir, context.limits);
    // A key's upload lands in an app that others use too (and a key reaches other owners' apps):
    // only the key's own chats (rest/build, whose job is the key's) may name it.
    const stored = await flowFiles.keep(flowId, upload, context.now(), principal.apiKey ? { uploader: keyJobOwner(principal.apiKey.id) } : {});
    try {
      if (ownerId !== null) await storageQuota.confirmRoom(ownerId);
    } catch (error) {
      await flowFiles.remove(flowId, stored);
      quotaRefusal(error);
    }
    return reply.status(201).send({ flowId, file_path: `${flowId}/${stored}` });
  });

  app.get('/api/v1/files/list/:flowId', { ...dev, schema: apiSchema({ tag: 'files', summary: 'The files kept beside a flow', auth: 'session', params: flowParams }) }, async (request): Promise<FlowFileList> => {
    const { flowId } = flowParams.parse(request.params);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    return { files: await flowFiles.list(flowId) };
  });

  app.get('/api/v1/files/download/:flowId/:fileName', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Download a file kept beside a flow', auth: 'session', params: fileParams }) }, async (request, reply) => {
    const { flowId, fileName } = fileParams.parse(request.params);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    const bytes = await flowFiles.read(flowId, fileName);
    if (!bytes) throw notFound('File not found');
    return reply.headers(attachmentHeaders(fileName)).send(bytes);
  });

  app.get('/api/v1/files/images/:flowId/:fileName', { ...dev, schema: apiSchema({ tag: 'files', summary: 'A picture kept beside a flow', auth: 'session', params: fileParams }) }, async (request, reply) => {
    const { flowId, fileName } = fileParams.parse(request.params);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    const bytes = await flowFiles.read(flowId, fileName);
    if (!bytes) throw notFound('File not found');
    const type = sniffImageType(bytes);
    if (!type || !SHOWN_IMAGE_TYPES.has(type.extension)) throw invalidInput('The file is not an image');
    return reply
      .headers({ ...UNTRUSTED_CONTENT_HEADERS, 'content-type': type.mime, 'content-disposition': contentDisposition('inline', fileName), 'cache-control': 'private, no-store' })
      .send(bytes);
  });

  app.delete('/api/v1/files/delete/:flowId/:fileName', { ...dev, schema: apiSchema({ tag: 'files', summary: 'Delete a file kept beside a flow', auth: 'session', params: fileParams }) }, async (request): Promise<{ message: string }> => {
    const { flowId, fileName } = fileParams.parse(request.params);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    if (!(await flowFiles.remove(flowId, fileName))) throw notFound('File not found');
    return { message: `File ${fileName} deleted successfully` };
  });
}
