// The published apps an MCP caller sees as tools (issue 22): those its key reaches (a channel code
// only its own app) and the access policy admits, all of them or one folder's, each with its tool
// name (the builder's, else derived from the app's name; unique within the list), description and
// arguments read from the released snapshot's input components. A release never changes, so its
// graph is read and parsed once for its arguments: listing tools, which a channel code sitting in a
// public page may ask for at will, costs one small query.
import { mcpToolArguments, mcpToolNameOf, uniqueMcpToolNames, type FlowData, type McpToolArgument } from '@app/flow-graph';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../auth/authHook';
import { fromJson } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { withRestoredData } from '../flows/componentCodeStore';
import { reachesStore, storeReach } from '../store/storeAccess';

/** More tools than any client offers a model at once; the list stops here rather than grow without bound. */
export const MCP_MAX_TOOLS = 200;

/** Releases whose tool arguments are kept: a full listing's worth several times over. */
const KEPT_RELEASES = 4 * MCP_MAX_TOOLS;
/** Release id -> its tool arguments; ids are random UUIDs, unique whichever database holds them. */
const argumentsOfRelease = new LRUCache<string, McpToolArgument[]>({ max: KEPT_RELEASES });

/** The tool arguments of each release, read and parsed only for those not kept yet. */
async function releaseArguments(db: Kysely<DatabaseSchema>, releaseIds: readonly string[]): Promise<Map<string, McpToolArgument[]>> {
  const found = new Map<string, McpToolArgument[]>();
  for (const id of releaseIds) {
    const kept = argumentsOfRelease.get(id);
    if (kept) found.set(id, kept);
  }
  const missing = releaseIds.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const rows = await withRestoredData(db, await db.selectFrom('store_releases').select(['id', 'data']).where('id', 'in', missing).execute());
  for (const row of rows) {
    const toolArguments = mcpToolArguments(fromJson<FlowData | null>(row.data, null) ?? { nodes: [] });
    argumentsOfRelease.set(row.id, toolArguments);
    found.set(row.id, toolArguments);
  }
  return found;
}

export interface McpApp {
  /** The tool name, unique within one listing. */
  name: string;
  description: string;
  storeId: string;
  flowId: string;
  toolArguments: McpToolArgument[];
}

export interface McpScope {
  /** Only the apps of flows in this folder (Langflow's project server); null for every app. */
  folderId: string | null;
}

export async function listMcpApps(db: Kysely<DatabaseSchema>, principal: Principal, { folderId }: McpScope): Promise<McpApp[]> {
  const reach = await storeReach(db, principal);
  let query = db
    .selectFrom('stores')
    .innerJoin('flows', 'flows.id', 'stores.flow_id')
    .innerJoin('store_releases', 'store_releases.id', 'stores.release_id')
    .where('stores.published', '=', true)
    .select(['stores.id', 'stores.flow_id', 'stores.user_id', 'stores.policy_group_id', 'stores.name', 'stores.description', 'flows.action_name', 'flows.action_description', 'store_releases.id as release_id']);
  const admitted = reach.policyGroupIds;
  if (admitted !== null) {
    query = query.where((eb) => eb.or([eb('stores.user_id', '=', principal.userId), ...(admitted.length > 0 ? [eb('stores.policy_group_id', 'in', admitted)] : [])]));
  }
  if (principal.apiKey?.isChannel) query = query.where('stores.id', '=', principal.apiKey.storeId);
  if (folderId !== null) query = query.where('flows.folder_id', '=', folderId);
  const rows = (await query.orderBy('stores.created_at').orderBy('stores.id').limit(MCP_MAX_TOOLS).execute()).filter((row) => reachesStore(reach, row));
  const toolArguments = await releaseArguments(db, rows.map((row) => row.release_id));
  // Names the builder chose keep them; derived names give way (suffixed) when they collide.
  const order = rows.map((row, index) => ({ row, index })).sort((a, b) => Number(b.row.action_name !== null) - Number(a.row.action_name !== null));
  const unique = uniqueMcpToolNames(order.map(({ row }) => row.action_name ?? mcpToolNameOf(row.name, `app_${row.id.slice(0, 8)}`)));
  const names = new Map(order.map(({ index }, position) => [index, unique[position] as string]));
  return rows.map((row, index) => ({
    name: names.get(index) as string,
    description: row.action_description || row.description || row.name,
    storeId: row.id,
    flowId: row.flow_id,
    toolArguments: toolArguments.get(row.release_id) ?? [],
  }));
}
