// The folders calls, under Langflow's older name (/api/v1/folders) and its current one
// (/api/v1/projects), where reading a project without `page` and `size` answers it with all its
// flows, and download/{id} zips them. Developer-level, like the flows they hold (spec/3 section 6).
// Every folder is its owner's alone.
import { FOLDER_FLOW_SORT_COLUMNS, ROLE_DEV, type FolderRead, type FolderWithFlows } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { pageOf, pageQuery } from '../db/paging';
import { countFlows, listFlows, moveFlowsToFolder, toFlowRecord, type FlowFilter } from '../flows/flowQueries';
import type { FlowContext } from '../flows/flowService';
import { notFound } from '../errors/appError';
import { flowsZip, flowsZipName } from '../flows/flowFiles';
import { flowTransferMessages } from '../flows/flowTransferRoutes';
import { idParams, queryBoolean } from '../http/querySchemas';
import { listUserFolders, toFolderRead, updateFolder } from './folderQueries';
import { checkParent, checkRename, createFolder, deleteFolderTree, ensureDefaultFolder, ownFolder } from './folderService';

const flowIdList = z.array(z.uuid()).max(1000);

const createFolderBody = z.object({
  name: z.string().max(200),
  description: z.string().max(10_000).nullish(),
  parent_id: z.uuid().nullish(),
  /** Flows and components to move into the new folder. */
  flows_list: flowIdList.optional(),
  components_list: flowIdList.optional(),
});

const updateFolderBody = z.object({
  name: z.string().max(200).optional(),
  description: z.string().max(10_000).nullish(),
  parent_id: z.uuid().nullish(),
  /** Flows and components to move into the folder. */
  flows: flowIdList.optional(),
  components: flowIdList.optional(),
});

/** Langflow's FolderReadWithFlows: a project read without paging, with every flow in it. */
type FolderWithAllFlows = FolderRead & { flows: FlowRecord[] };

const folderFlowsQuery = pageQuery.extend({
  is_component: queryBoolean.default(false),
  is_flow: queryBoolean.default(false),
  search: z.string().max(200).optional(),
  sort_by: z.enum(FOLDER_FLOW_SORT_COLUMNS).default('updated_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});

/** Where the calls are: Langflow renamed folders to projects and kept both paths. */
const PREFIXES = ['/api/v1/folders', '/api/v1/projects'] as const;

export function registerFolderRoutes(app: FastifyInstance, context: FlowContext): void {
  const { db } = context;
  const dev = { config: { auth: ROLE_DEV } } as const;

  for (const prefix of PREFIXES) {
    app.get(`${prefix}/`, dev, async (request): Promise<FolderRead[]> => {
      const { userId } = principalOf(request);
      // The default folder exists from the first time the user's folders are looked at.
      await ensureDefaultFolder(db, userId);
      return (await listUserFolders(db, userId)).map(toFolderRead);
    });

    app.post(`${prefix}/`, dev, async (request, reply): Promise<FolderRead> => {
      const { userId } = principalOf(request);
      const body = createFolderBody.parse(request.body ?? {});
      const folder = await createFolder(db, userId, { name: body.name, description: body.description, parentId: body.parent_id });
      await moveFlowsToFolder(db, userId, [...(body.flows_list ?? []), ...(body.components_list ?? [])], folder.id);
      return reply.status(201).send(toFolderRead(folder));
    });

    app.get(`${prefix}/:id`, dev, async (request): Promise<FolderWithFlows | FolderWithAllFlows> => {
      const { userId } = principalOf(request);
      const { id } = idParams.parse(request.params);
      const raw = request.query as Record<string, unknown>;
      const query = folderFlowsQuery.parse(raw);
      const folder = await ownFolder(db, userId, id);
      // Langflow's projects answer pages only when both page and size are asked for.
      if (prefix === '/api/v1/projects' && (raw.page === undefined || raw.size === undefined)) {
        return { ...toFolderRead(folder), flows: (await listFlows(db, { userId, folderIds: [folder.id] })).map(toFlowRecord) };
      }
      const filter: FlowFilter = { userId, folderIds: [folder.id], search: query.search?.trim() || undefined };
      // Either filter alone narrows the list; both or neither show everything.
      if (query.is_component !== query.is_flow) filter.isComponent = query.is_component;
      const page = { page: query.page, size: query.size };
      const order = { column: query.sort_by, direction: query.sort_order };
      const [rows, total] = await Promise.all([listFlows(db, filter, page, order), countFlows(db, filter)]);
      return { folder: toFolderRead(folder), flows: pageOf(rows.map(toFlowRecord), total, page) };
    });

    app.patch(`${prefix}/:id`, dev, async (request): Promise<FolderRead> => {
      const { userId } = principalOf(request);
      const { id } = idParams.parse(request.params);
      const body = updateFolderBody.parse(request.body ?? {});
      await ownFolder(db, userId, id);
      await updateFolder(db, id, {
        name: body.name !== undefined ? await checkRename(db, userId, id, body.name) : undefined,
        description: body.description,
        parentId: body.parent_id !== undefined ? await checkParent(db, userId, id, body.parent_id) : undefined,
      });
      await moveFlowsToFolder(db, userId, [...(body.flows ?? []), ...(body.components ?? [])], id);
      return toFolderRead(await ownFolder(db, userId, id));
    });

    app.delete(`${prefix}/:id`, dev, async (request, reply) => {
      const { userId } = principalOf(request);
      const { id } = idParams.parse(request.params);
      await ownFolder(db, userId, id);
      context.onFlowsDeleted(await deleteFolderTree(db, userId, id));
      return reply.status(204).send();
    });

    // Langflow's project download: every flow of the folder, as the flows download zips them.
    app.get(`${prefix}/download/:id`, dev, async (request, reply) => {
      const { userId } = principalOf(request);
      const { id } = idParams.parse(request.params);
      const folder = await ownFolder(db, userId, id);
      const flows = (await listFlows(db, { userId, folderIds: [folder.id] })).map(toFlowRecord);
      if (flows.length === 0) throw notFound(flowTransferMessages.NO_FLOWS);
      return reply
        .header('content-type', 'application/x-zip-compressed')
        .header('content-disposition', `attachment; filename=${flowsZipName(new Date())}`)
        .send(await flowsZip(flows));
    });
  }
}
