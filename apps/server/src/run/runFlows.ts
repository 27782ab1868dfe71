// The stored flow a run reads. Its data (every node with its template and code: 30 KB for a
// four-node flow) is read again only when the flow's updated_at differs from the one this process
// read it with; otherwise the data kept from then serves, and with it the graph prepared from it
// (preparedFlows). Every change of a flow's data sets its updated_at.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import type { FlowRow } from '../flows/flowQueries';

type Db = Kysely<DatabaseSchema>;

const MAX_KEPT = 100;
const uuid = z.uuid();

/** Every column but data. */
const ROW_COLUMNS = [
  'id',
  'name',
  'description',
  'icon',
  'icon_bg_color',
  'gradient',
  'is_component',
  'locked',
  'webhook',
  'webhook_open',
  'endpoint_name',
  'tags',
  'folder_id',
  'user_id',
  'last_tested_version',
  'created_at',
  'updated_at',
  'released_at',
  'access_type',
  'action_name',
  'action_description',
] as const;

interface KeptData {
  updatedAt: string;
  data: FlowRow['data'];
}

const keptByDb = new WeakMap<Db, Map<string, KeptData>>();

/** PostgreSQL hands timestamps over as Dates, SQLite as the stored text. */
function versionOf(updatedAt: FlowRow['updated_at']): string {
  return updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt);
}

function keptFor(db: Db): Map<string, KeptData> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  return kept;
}

/** The flow a run path names, by id or by endpoint name. */
export async function findRunFlow(db: Db, flowIdOrName: string): Promise<FlowRow | undefined> {
  const byId = uuid.safeParse(flowIdOrName).success;
  const row = await db
    .selectFrom('flows')
    .select(ROW_COLUMNS)
    .where(byId ? 'id' : 'endpoint_name', '=', flowIdOrName)
    .executeTakeFirst();
  if (!row) return undefined;
  const kept = keptFor(db);
  const known = kept.get(row.id);
  if (known?.updatedAt === versionOf(row.updated_at)) {
    // Re-inserting keeps the Map in least-recently-used order.
    kept.delete(row.id);
    kept.set(row.id, known);
    return { ...row, data: known.data };
  }
  // Read with its updated_at: a save between the two reads is kept under its own version.
  const current = await db.selectFrom('flows').select(['data', 'updated_at']).where('id', '=', row.id).executeTakeFirst();
  if (!current) return undefined;
  kept.delete(row.id);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(row.id, { updatedAt: versionOf(current.updated_at), data: current.data });
  return { ...row, updated_at: current.updated_at, data: current.data };
}
