// Langflow's flow transfer calls: POST flows/upload/ (a flow file, multipart `file`, into the
// caller's folder or `?folder_id=`), flows/batch/ (`{flows: [...]}`) and projects/upload/ (a new
// folder from a project file), all 201 with the created flows, and flows/download/ (a list of ids:
// one flow's JSON, or a zip of several). Developer-level; only the caller's own flows go out.
import { ROLE_DEV } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { AppError, invalidInput, notFound } from '../errors/appError';
import { multipartFailure } from '../files/receivedUpload';
import { createFolder, ownFolder } from '../folders/folderService';
import { apiSchema } from '../http/openApi';
import { findFlow, toFlowRecord, type FlowRow } from './flowQueries';
import { exportedFlow, flowsZip, flowsZipName, MAX_FLOWS_AT_ONCE, readFlowFile, readProjectFile } from './flowFiles';
import { FLOW_BODY_LIMIT } from './flowRoutes';
import { createFlowBody, type CreateFlowBody } from './flowSchemas';
import { canManageFlow, createFlowWithFreeNames, type FlowContext } from './flowService';

const uploadQuery = z.object({ folder_id: z.uuid().optional() });
const batchBody = z.object({ flows: z.array(createFlowBody).max(MAX_FLOWS_AT_ONCE) });
const downloadBody = z.array(z.uuid()).max(MAX_FLOWS_AT_ONCE);

export const flowTransferMessages = {
  FILE_REQUIRED: 'The multipart field "file" is required',
  FILE_TOO_LARGE: `A flow file may be at most ${FLOW_BODY_LIMIT / 1024 / 1024}MB.`,
  // Langflow's answer when none of the ids is a flow the caller may download.
  NO_FLOWS: 'No flows found.',
} as const;

/** The multipart field `file` of a request, whole; 400 without it, 413 past the flow body limit. */
async function uploadedFile(request: FastifyRequest, scope: FastifyInstance): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw invalidInput(flowTransferMessages.FILE_REQUIRED);
  const part = await request.file().catch((error: unknown) => {
    throw multipartFailure(error);
  });
  if (!part || part.fieldname !== 'file') throw invalidInput(flowTransferMessages.FILE_REQUIRED);
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new AppError(413, invalidInput().code, { detail: flowTransferMessages.FILE_TOO_LARGE });
    throw multipartFailure(error);
  }
}

/** Imports are saves too: charged to the caller's byte budget (flowSaveBudget) before their body is read. */
export function registerFlowTransferRoutes(app: FastifyInstance, context: FlowContext, saveBudget: { preParsing?: preParsingAsyncHookHandler }): void {
  const { db } = context;
  const dev = { config: { auth: ROLE_DEV } } as const;
  const save = { ...dev, ...saveBudget };

  /** Creates the flows in order, in `folderId` when given (the caller's own folder). */
  const createAll = async (principal: ReturnType<typeof principalOf>, flows: readonly CreateFlowBody[], folderId?: string): Promise<FlowRecord[]> => {
    if (folderId) await ownFolder(db, principal.userId, folderId);
    const created: FlowRecord[] = [];
    for (const flow of flows) created.push(await createFlowWithFreeNames(context, principal, folderId ? { ...flow, folder_id: folderId } : flow));
    return created;
  };

  // Multipart only here, with the flow body limit.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: FLOW_BODY_LIMIT, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });
    const schema = apiSchema({ tag: 'flows', summary: 'Create flows from a flow file (ours or Langflow’s; multipart `file`), 201 with the flows', auth: 'session', querystring: uploadQuery });
    scope.post('/api/v1/flows/upload/', { ...save, schema }, async (request, reply): Promise<FlowRecord[]> => {
      const principal = principalOf(request);
      const { folder_id: folderId } = uploadQuery.parse(request.query);
      const { bytes, fileName } = await uploadedFile(request, scope);
      const fallbackName = fileName.replace(/\.json$/i, '').trim() || 'Untitled';
      const file = readFlowFile(bytes.toString('utf8'), fallbackName);
      if (!file.ok) throw invalidInput(file.message);
      return reply.status(201).send(await createAll(principal, file.flows, folderId));
    });

    const projectSchema = apiSchema({ tag: 'flows', summary: 'Create a project (folder) from a project file: Langflow’s project JSON or a zip of flow files; 201 with its flows', auth: 'session' });
    scope.post('/api/v1/projects/upload/', { ...save, schema: projectSchema }, async (request, reply): Promise<FlowRecord[]> => {
      const principal = principalOf(request);
      const { bytes, fileName } = await uploadedFile(request, scope);
      const file = await readProjectFile(bytes, fileName.replace(/\.(json|zip)$/i, '').trim() || 'Untitled');
      if (!file.ok) throw invalidInput(file.message);
      const folder = await createFolder(db, principal.userId, { name: file.project.name, description: file.project.description });
      return reply.status(201).send(await createAll(principal, file.project.flows, folder.id));
    });
  });

  const batchSchema = apiSchema({ tag: 'flows', summary: 'Create several flows (`{flows: [...]}`), 201 with the flows', auth: 'session', body: batchBody });
  app.post('/api/v1/flows/batch/', { ...save, bodyLimit: FLOW_BODY_LIMIT, schema: batchSchema }, async (request, reply): Promise<FlowRecord[]> => {
    const { flows } = batchBody.parse(request.body);
    return reply.status(201).send(await createAll(principalOf(request), flows));
  });

  const downloadSchema = apiSchema({ tag: 'flows', summary: 'Download flows by id: one flow’s JSON, or a zip of `<name>.json` files for several', auth: 'session', body: downloadBody });
  app.post('/api/v1/flows/download/', { ...dev, schema: downloadSchema }, async (request, reply) => {
    const principal = principalOf(request);
    const ids = [...new Set(downloadBody.parse(request.body))];
    const rows = (await Promise.all(ids.map((id) => findFlow(db, id)))).filter((row): row is FlowRow => row !== undefined && canManageFlow(principal, row));
    if (rows.length === 0) throw notFound(flowTransferMessages.NO_FLOWS);
    const flows = rows.map(toFlowRecord);
    if (flows.length === 1) return exportedFlow(flows[0]!);
    return reply
      .header('content-type', 'application/x-zip-compressed')
      .header('content-disposition', `attachment; filename=${flowsZipName(new Date())}`)
      .send(await flowsZip(flows));
  });
}
