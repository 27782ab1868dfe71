// Attachments of a chat with a marketplace app (spec/2 sections 3 and 5): POST store/{store_id}/files
// takes one multipart `file` from any signed-in user the app's access policy admits (or, with
// preview=true, its owner and administrators), with the size and type limits of the flow uploads,
// and keeps it beside the app's flow, where the store build's `files` read it by the answered
// file_path. Langflow-style answers like the chat's build call: a refused or missing app is
// 404 'Flow not found'. The file counts against the caller's daily budget (uploadBudget).
import { ROLE_USER, type FlowFileUpload } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { notFound } from '../errors/appError';
import type { FlowFileStore } from '../files/flowFileStore';
import type { UploadLimits } from '../files/receivedUpload';
import type { ReceiveBudgetedUpload } from '../files/uploadBudget';
import { flowMessages } from '../flows/flowRules';
import { queryBoolean } from '../http/querySchemas';
import { storeParams } from './storeSchemas';
import { usableStore } from './usableStore';

export interface StoreFileRoutesContext {
  db: Kysely<DatabaseSchema>;
  flowFiles: FlowFileStore;
  tempDir: string;
  limits: UploadLimits;
  now: () => Date;
  receiveBudgeted: ReceiveBudgetedUpload;
}

const previewQuery = z.object({ preview: queryBoolean.default(false) });

export function registerStoreFileRoutes(app: FastifyInstance, context: StoreFileRoutesContext): void {
  const { db, flowFiles } = context;
  app.post('/api/v1/store/:storeId/files', { config: { auth: ROLE_USER } }, async (request, reply): Promise<FlowFileUpload> => {
    const { storeId } = storeParams.parse(request.params);
    const { preview } = previewQuery.parse(request.query);
    // The app is checked before a byte of the file is read.
    const principal = principalOf(request);
    const store = await usableStore(db, principal, storeId, { preview, refusal: () => notFound(flowMessages.FLOW_NOT_FOUND) });
    const upload = await context.receiveBudgeted(request, principal.userId, context.tempDir, context.limits);
    // Only this user's chats may name it (the store build's job is theirs: principal.userId).
    const stored = await flowFiles.keep(store.flow_id, upload, context.now(), { uploader: principal.userId });
    return reply.status(201).send({ flowId: store.flow_id, file_path: `${store.flow_id}/${stored}` });
  });
}
