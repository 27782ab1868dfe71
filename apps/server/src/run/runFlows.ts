// The stored flow a run reads. Its data (every node with its template; the code restored from
// component_code, mostly from memory) is read again only when the flow's updated_at differs from
// the one this process read it with; otherwise the data kept from then serves, and with it the
// graph prepared from it (preparedFlows). Every change of a flow's data sets its updated_at. A
// release's snapshot never changes: it is read once while the release exists. What is kept is
// bounded by the stored JSON's characters too, so large flows cannot make it hold gigabytes; a
// flow larger than a share of that is read at every use. The queries are compiled once per
// database: building them through Kysely cost more than running them.
import { LRUCache } from 'lru-cache';
import type { CompiledQuery, Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import { FLOW_COLUMNS_BUT_DATA } from '../db/tables/flows';
import { restoredFlowData } from '../flows/componentCodeStore';
import type { FlowData } from '@app/flow-graph';
import type { FlowRow } from '../flows/flowQueries';
import type { ReleaseRow } from '../store/releaseQueries';

type Db = Kysely<DatabaseSchema>;

const MAX_KEPT = 100;
/** Characters of stored JSON kept per database, flows and snapshots each; the parsed graphs take a few times more memory. */
const KEPT_CHARACTERS = 32 * 1024 * 1024;
/** The largest flow or snapshot kept: an eighth of the whole, so a few large ones do not push out every other. */
export const MAX_KEPT_ENTRY_CHARACTERS = KEPT_CHARACTERS / 8;
/** z.uuid()'s own pattern, tested directly: its safeParse built a result (and a context) per run. */
const UUID = z.regexes.uuid();

interface KeptData {
  updatedAt: string;
  data: FlowRow['data'];
  /** Of the stored JSON. */
  characters: number;
}

interface KeptSnapshot {
  data: ReleaseRow['data'];
  characters: number;
}

/** SQLite answers the stored text, PostgreSQL its jsonb parsed. */
function storedCharacters(value: unknown): number {
  return typeof value === 'string' ? value.length : (JSON.stringify(value)?.length ?? 0);
}

function keptCache<Entry extends { characters: number }>(): LRUCache<string, Entry> {
  return new LRUCache<string, Entry>({ max: MAX_KEPT, maxSize: KEPT_CHARACTERS, maxEntrySize: MAX_KEPT_ENTRY_CHARACTERS, sizeCalculation: (entry) => Math.max(1, entry.characters) });
}

function compileQueries(db: Db) {
  const rowBy = (column: 'id' | 'endpoint_name') => db.selectFrom('flows').select(FLOW_COLUMNS_BUT_DATA).where(column, '=', '').compile();
  return {
    rowById: rowBy('id'),
    rowByName: rowBy('endpoint_name'),
    data: db.selectFrom('flows').select(['data', 'updated_at']).where('id', '=', '').compile(),
    releaseId: db.selectFrom('store_releases').select('id').where('id', '=', '').compile(),
    releaseData: db.selectFrom('store_releases').select('data').where('id', '=', '').compile(),
  };
}

interface DatabaseState {
  queries: ReturnType<typeof compileQueries>;
  /** By flow id. */
  kept: LRUCache<string, KeptData>;
  /** Release snapshots by release id. */
  snapshots: LRUCache<string, KeptSnapshot>;
}

const stateByDb = new WeakMap<Db, DatabaseState>();

function stateFor(db: Db): DatabaseState {
  let state = stateByDb.get(db);
  if (!state) {
    state = { queries: compileQueries(db), kept: keptCache<KeptData>(), snapshots: keptCache<KeptSnapshot>() };
    stateByDb.set(db, state);
  }
  return state;
}

/** The first row of a compiled query run with `value` as its one parameter. */
async function firstRow<Row>(db: Db, query: CompiledQuery<Row>, value: string): Promise<Row | undefined> {
  return (await db.executeQuery<Row>({ ...query, parameters: [value] })).rows[0];
}

/** PostgreSQL hands timestamps over as Dates, SQLite as the stored text. */
function versionOf(updatedAt: FlowRow['updated_at']): string {
  return updatedAt instanceof Date ? updatedAt.toISOString() : String(updatedAt);
}

/**
 * The row just read, completed with its data: the row itself, not a copy. SQLite's rows come as
 * dictionary-mode objects, and spreading one into a copy cost more than reading it (issue 19).
 */
function withData(row: Omit<FlowRow, 'data'>, data: FlowRow['data']): FlowRow {
  const flow = row as FlowRow;
  flow.data = data;
  return flow;
}

/** The row of the flow a run path names, by id or by endpoint name, without its data. */
export async function findRunFlowRow(db: Db, flowIdOrName: string): Promise<Omit<FlowRow, 'data'> | undefined> {
  const { queries } = stateFor(db);
  return firstRow(db, UUID.test(flowIdOrName) ? queries.rowById : queries.rowByName, flowIdOrName);
}

/** The flow a run path names, by id or by endpoint name. */
export async function findRunFlow(db: Db, flowIdOrName: string): Promise<FlowRow | undefined> {
  const row = await findRunFlowRow(db, flowIdOrName);
  return row && withWorkingCopy(db, row);
}

/** The flow of a row just read with its data (its working copy): the kept data of that version, else read. */
export async function withWorkingCopy(db: Db, row: Omit<FlowRow, 'data'>): Promise<FlowRow | undefined> {
  const { queries, kept } = stateFor(db);
  const known = kept.get(row.id);
  if (known?.updatedAt === versionOf(row.updated_at)) return withData(row, known.data);
  // Read with its updated_at: a save between the two reads is kept under its own version.
  const current = await firstRow(db, queries.data, row.id);
  if (!current) return undefined;
  const [data] = await restoredFlowData(db, [current.data]);
  kept.set(row.id, { updatedAt: versionOf(current.updated_at), data, characters: storedCharacters(current.data) });
  return { ...row, updated_at: current.updated_at, data };
}

/**
 * The flow as a caller read it moments ago (its row without the data, a queued run's API instance)
 * with the data this process kept for that very version; undefined when it kept another or none.
 */
export function keptRunFlow(db: Db, row: Omit<FlowRow, 'data'>): FlowRow | undefined {
  const known = stateFor(db).kept.get(row.id);
  return known?.updatedAt === versionOf(row.updated_at) ? { ...row, data: known.data } : undefined;
}

/** A release's snapshot while the release exists. */
export async function findRunRelease(db: Db, releaseId: string): Promise<Pick<ReleaseRow, 'id' | 'data'> | undefined> {
  const { queries, snapshots } = stateFor(db);
  if (!(await firstRow(db, queries.releaseId, releaseId))) return undefined;
  const known = snapshots.get(releaseId);
  if (known) return { id: releaseId, data: known.data };
  const current = await firstRow(db, queries.releaseData, releaseId);
  if (!current) return undefined;
  const [data] = await restoredFlowData(db, [current.data]);
  snapshots.set(releaseId, { data, characters: storedCharacters(current.data) });
  return { id: releaseId, data };
}

/**
 * A release's graph while the release exists: the kept snapshot itself, the same object while it
 * is kept, so the graph prepared from it (preparedFlows) serves every chat with the release.
 */
export async function findReleaseGraph(db: Db, releaseId: string): Promise<FlowData | undefined> {
  const release = await findRunRelease(db, releaseId);
  if (!release) return undefined;
  const data = release.data as Partial<FlowData> | null;
  return data && Array.isArray(data.nodes) && Array.isArray(data.edges) ? (data as FlowData) : { nodes: [], edges: [] };
}
