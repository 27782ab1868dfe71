// The flows calls of spec/3 section 7 (Langflow's /api/v1/flows). Developer-level, except that
// the list answers an empty list to ordinary users instead of refusing them.
import { isAdmin, isDeveloper, ROLE_DEV, ROLE_USER, type BasicExample, type FlowDeleted, type FlowHeader, type FlowsDeleted, type Paged } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { principalOf } from '../auth/authHook';
import { pageOf } from '../db/paging';
import { apiSchema } from '../http/openApi';
import { idListBody, idParams } from '../http/querySchemas';
import { requestLanguage } from '../http/requestLanguage';
import { listBasicExamples } from './basicExamples';
import { withBuiltinCodeReferences } from './builtinCodeReferences';
import { countFlows, listFlows, toFlowRecord, type FlowFilter, type FlowRow } from './flowQueries';
import { createFlowBody, getFlowQuery, listFlowsQuery, updateFlowBody } from './flowSchemas';
import { accessibleFlow, accessibleFlowOwner, createFlow, deleteFlowRecords, updateFlowRecord, type FlowContext } from './flowService';

/** Flows carry whole graphs; Fastify's default 1 MiB body limit is too small for large ones. */
export const FLOW_BODY_LIMIT = 32 * 1024 * 1024;

function toHeader(flow: FlowRecord): FlowHeader {
  return {
    id: flow.id,
    name: flow.name,
    folder_id: flow.folder_id,
    is_component: flow.is_component,
    endpoint_name: flow.endpoint_name,
    description: flow.description,
    data: flow.is_component ? flow.data : null,
    tags: flow.tags,
    icon: flow.icon,
    icon_bg_color: flow.icon_bg_color,
    updated_at: flow.updated_at,
    released_at: flow.released_at,
  };
}

/** Saves are charged to their caller's byte budget (flowSaveBudget) before their body is read. */
export function registerFlowRoutes(app: FastifyInstance, context: FlowContext, saveBudget: { preParsing?: preParsingAsyncHookHandler }): void {
  const { db } = context;
  const dev = { config: { auth: ROLE_DEV } } as const;
  const save = { ...dev, bodyLimit: FLOW_BODY_LIMIT, ...saveBudget };

  app.get('/api/v1/flows/', { config: { auth: ROLE_USER }, schema: apiSchema({ tag: 'flows', summary: 'The caller’s flows: a page, or every one with get_all', auth: 'session', querystring: listFlowsQuery }) }, async (request): Promise<Array<FlowRecord | FlowHeader> | Paged<FlowRecord | FlowHeader>> => {
    const principal = principalOf(request);
    const query = listFlowsQuery.parse(request.query);
    const page = { page: query.page, size: query.size };
    // spec/3 section 6: the workspace is the developers'; others get an empty list, not a 403.
    if (!isDeveloper(principal)) return query.get_all ? [] : pageOf([], 0, page);
    const filter: FlowFilter = {
      userId: query.get_all && isAdmin(principal) ? undefined : principal.userId,
      ...(query.components_only ? { isComponent: true } : {}),
      ...(query.folder_id ? { folderIds: [query.folder_id] } : {}),
    };
    const shape = (rows: FlowRow[]) => rows.map(toFlowRecord).map((flow) => (query.header_flows ? toHeader(flow) : flow));
    if (query.get_all) return shape(await listFlows(db, filter));
    const [rows, total] = await Promise.all([listFlows(db, filter, page), countFlows(db, filter)]);
    return pageOf(shape(rows), total, page);
  });

  app.post('/api/v1/flows/', { ...save, schema: apiSchema({ tag: 'flows', summary: 'Create a flow (201)', auth: 'session', body: createFlowBody }) }, async (request, reply): Promise<FlowRecord> => {
    const flow = await createFlow(context, principalOf(request), createFlowBody.parse(request.body ?? {}));
    return reply.status(201).send(flow);
  });

  // Registered before /flows/:id so the literal path wins. spec/3 section 6: fetched by users
  // above plain users (the new-flow dialog is the workspace's).
  app.get('/api/v1/flows/basic_examples/', dev, async (request): Promise<BasicExample[]> => listBasicExamples(db, requestLanguage(request)));

  app.get('/api/v1/flows/:id', { ...dev, schema: apiSchema({ tag: 'flows', summary: 'One of the caller’s flows', auth: 'session', params: idParams, querystring: getFlowQuery }) }, async (request): Promise<FlowRecord> => {
    const { id } = idParams.parse(request.params);
    const query = getFlowQuery.parse(request.query);
    const flow = toFlowRecord(await accessibleFlow(db, principalOf(request), id));
    return query.builtin_code ? { ...flow, data: withBuiltinCodeReferences(flow.data, context.catalogue) as FlowRecord['data'] } : flow;
  });

  app.patch('/api/v1/flows/:id', { ...save, schema: apiSchema({ tag: 'flows', summary: 'Change a flow', auth: 'session', params: idParams, body: updateFlowBody }) }, async (request): Promise<FlowRecord> => {
    const { id } = idParams.parse(request.params);
    return updateFlowRecord(context, principalOf(request), id, updateFlowBody.parse(request.body ?? {}));
  });

  app.delete('/api/v1/flows/:id', { ...dev, schema: apiSchema({ tag: 'flows', summary: 'Delete a flow with its messages', auth: 'session', params: idParams }) }, async (request): Promise<FlowDeleted> => {
    const { id } = idParams.parse(request.params);
    const principal = principalOf(request);
    await accessibleFlowOwner(db, principal, id);
    await deleteFlowRecords(context, principal, [id]);
    return { message: 'Flow deleted successfully' };
  });

  app.delete('/api/v1/flows/', dev, async (request): Promise<FlowsDeleted> => {
    const ids = idListBody.parse(request.body ?? []);
    return { deleted: await deleteFlowRecords(context, principalOf(request), ids) };
  });
}
