// Flow rules beyond the form (spec/3 sections 5-7): who sees and changes a flow (its owner, or an
// administrator), names unique per owner, endpoint names unique, the default folder, and the
// cleanup the rest of the server does when flows disappear.
import { randomUUID } from 'node:crypto';
import { isAdmin } from '@app/api-client';
import { DEFAULT_FLOW_ICON, DEFAULT_FLOW_ICON_BG_COLOR, importLangflowGraph, type ComponentCatalogue, type FlowData, type FlowRecord } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import type { Principal } from '../auth/authHook';
import { isUniqueViolation } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { invalidInput, notFound } from '../errors/appError';
import { ensureDefaultFolder, ownFolder } from '../folders/folderService';
import {
  deleteFlows,
  endpointNameTaken,
  findFlow,
  findFlows,
  flowNameTaken,
  insertFlow,
  toFlowRecord,
  updateFlow,
  type FlowRow,
  type FlowValues,
} from './flowQueries';
import { checkEndpointName, checkFlowName, checkToolDescription, checkToolName, fittedFlowName, flowMessages, hasWebhook, normalizeTags } from './flowRules';
import type { CreateFlowBody, UpdateFlowBody } from './flowSchemas';

export interface FlowContext {
  db: Kysely<DatabaseSchema>;
  /** Told about flows that no longer exist, so in-process state (vertex caches) can go too. */
  onFlowsDeleted: (flowIds: string[]) => void;
  /** Our components' templates: a Langflow flow saved here is stored on them (issue 16, flow files). */
  catalogue: ComponentCatalogue;
}

/** The graph with Langflow's components mapped to ours; what has no counterpart stays, marked by validation. */
function storedGraph(context: FlowContext, data: unknown): FlowData | null {
  const graph = (data ?? null) as FlowData | null;
  return graph && Array.isArray(graph.nodes) ? importLangflowGraph(graph, context.catalogue).data : graph;
}

/**
 * The system's example flows have no owner: they are copied into a user's flows, never changed or
 * run in place. An API key manages no flow, not even its creator's (it reaches published apps only).
 */
export function canManageFlow(principal: Principal, row: Pick<FlowRow, 'user_id'>): boolean {
  return principal.apiKey === undefined && row.user_id !== null && (row.user_id === principal.userId || isAdmin(principal));
}

/** The flow if the caller may use it; anyone else's is "not found", so ids do not leak. */
export async function accessibleFlow(db: Kysely<DatabaseSchema>, principal: Principal, flowId: string): Promise<FlowRow> {
  const row = await findFlow(db, flowId);
  if (!row || !canManageFlow(principal, row)) throw notFound(flowMessages.FLOW_NOT_FOUND);
  return row;
}

/** accessibleFlow's check without reading the flow's data. */
export async function accessibleFlowOwner(db: Kysely<DatabaseSchema>, principal: Principal, flowId: string): Promise<Pick<FlowRow, 'id' | 'user_id'>> {
  const [row] = await findFlows(db, [flowId]);
  if (!row || !canManageFlow(principal, row)) throw notFound(flowMessages.FLOW_NOT_FOUND);
  return row;
}

async function checkUniqueNames(db: Kysely<DatabaseSchema>, ownerId: string, values: { name?: string; endpoint_name?: string | null }, flowId?: string): Promise<void> {
  if (values.name !== undefined && (await flowNameTaken(db, ownerId, values.name, flowId))) throw invalidInput(flowMessages.NAME_TAKEN);
  if (values.endpoint_name && (await endpointNameTaken(db, values.endpoint_name, flowId))) throw invalidInput(flowMessages.ENDPOINT_NAME_TAKEN);
}

/** A concurrent write may pass the checks and hit the unique index instead; the answer is the same. */
function rethrowUniqueViolation(error: unknown, endpointName: string | null | undefined): never {
  if (!isUniqueViolation(error)) throw error;
  const text = error instanceof Error ? error.message : '';
  throw invalidInput(endpointName && /endpoint_name/.test(text) ? flowMessages.ENDPOINT_NAME_TAKEN : flowMessages.NAME_TAKEN);
}

export async function createFlow(context: FlowContext, principal: Principal, body: CreateFlowBody): Promise<FlowRecord> {
  const { db } = context;
  const name = checkFlowName(body.name);
  const endpointName = checkEndpointName(body.endpoint_name);
  await checkUniqueNames(db, principal.userId, { name, endpoint_name: endpointName });
  const folder = body.folder_id ? await ownFolder(db, principal.userId, body.folder_id) : await ensureDefaultFolder(db, principal.userId);
  const data = storedGraph(context, body.data);
  const values: FlowValues = {
    name,
    description: body.description ?? null,
    icon: body.icon || DEFAULT_FLOW_ICON,
    icon_bg_color: body.icon_bg_color || DEFAULT_FLOW_ICON_BG_COLOR,
    gradient: body.gradient ?? null,
    data,
    is_component: body.is_component ?? false,
    locked: body.locked ?? false,
    webhook: hasWebhook(data),
    endpoint_name: endpointName,
    tags: normalizeTags(body.tags),
    folder_id: folder.id,
    access_type: body.access_type ?? 'PRIVATE',
    webhook_open: body.webhook_open ?? false,
    action_name: checkToolName(body.action_name),
    action_description: checkToolDescription(body.action_description),
  };
  const id = randomUUID();
  try {
    await insertFlow(db, id, principal.userId, values);
  } catch (error) {
    rethrowUniqueViolation(error, endpointName);
  }
  return toFlowRecord((await findFlow(db, id)) as FlowRow);
}

export async function updateFlowRecord(context: FlowContext, principal: Principal, flowId: string, body: UpdateFlowBody): Promise<FlowRecord> {
  const { db } = context;
  const row = await accessibleFlowOwner(db, principal, flowId);
  const ownerId = row.user_id ?? principal.userId;
  const changes: Partial<FlowValues> = {};
  if (body.name !== undefined) changes.name = checkFlowName(body.name);
  if (body.endpoint_name !== undefined) changes.endpoint_name = checkEndpointName(body.endpoint_name);
  await checkUniqueNames(db, ownerId, changes, flowId);
  if (body.folder_id) changes.folder_id = (await ownFolder(db, ownerId, body.folder_id)).id;
  if (body.data !== undefined) {
    changes.data = storedGraph(context, body.data);
    changes.webhook = hasWebhook(changes.data);
  }
  if (body.description !== undefined) changes.description = body.description;
  if (body.icon !== undefined) changes.icon = body.icon || DEFAULT_FLOW_ICON;
  if (body.icon_bg_color !== undefined) changes.icon_bg_color = body.icon_bg_color || DEFAULT_FLOW_ICON_BG_COLOR;
  if (body.gradient !== undefined) changes.gradient = body.gradient;
  if (body.tags !== undefined) changes.tags = normalizeTags(body.tags);
  if (body.locked !== undefined && body.locked !== null) changes.locked = body.locked;
  if (body.is_component !== undefined) changes.is_component = body.is_component;
  if (body.access_type !== undefined) changes.access_type = body.access_type;
  if (body.webhook_open !== undefined) changes.webhook_open = body.webhook_open;
  if (body.action_name !== undefined) changes.action_name = checkToolName(body.action_name);
  if (body.action_description !== undefined) changes.action_description = checkToolDescription(body.action_description);
  try {
    await updateFlow(db, flowId, changes);
  } catch (error) {
    rethrowUniqueViolation(error, changes.endpoint_name);
  }
  return toFlowRecord((await findFlow(db, flowId)) as FlowRow);
}

/** Deletes the flows the caller may manage among `flowIds`; returns how many went. */
export async function deleteFlowRecords(context: FlowContext, principal: Principal, flowIds: readonly string[]): Promise<number> {
  const rows = await findFlows(context.db, [...new Set(flowIds)]);
  const ids = rows.filter((row) => canManageFlow(principal, row)).map((row) => row.id);
  await deleteFlows(context.db, ids);
  context.onFlowsDeleted(ids);
  return ids.length;
}

/**
 * Langflow's rule for flows that arrive in bulk (upload, batch): a name the owner already uses
 * becomes "name (n)" and a taken endpoint name "name-n", instead of refusing the file; a name
 * past the limit is cut to fit (fittedFlowName), suffix included.
 */
export async function createFlowWithFreeNames(context: FlowContext, principal: Principal, body: CreateFlowBody): Promise<FlowRecord> {
  const { db } = context;
  const given = body.name ?? '';
  let name = fittedFlowName(given);
  for (let n = 1; name !== '' && (await flowNameTaken(db, principal.userId, name)); n += 1) name = fittedFlowName(given, ` (${n})`);
  let endpointName = body.endpoint_name?.trim() || null;
  for (let n = 1; endpointName && (await endpointNameTaken(db, endpointName)); n += 1) endpointName = `${body.endpoint_name?.trim()}-${n}`;
  return createFlow(context, principal, { ...body, name, endpoint_name: endpointName });
}
