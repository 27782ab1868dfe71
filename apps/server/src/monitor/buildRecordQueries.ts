// What builds and runs leave for the monitor (reference section 5): one vertex_build row per
// vertex build, one transaction row per component run. Both are bounded per flow; both, and
// messages, may also be bounded by age (recordRetention).
import { randomUUID } from 'node:crypto';
import type { TransactionRecord } from '@app/api-client';
import type { Insertable, Kysely } from 'kysely';
import { fromJson, isoTimestamp, toBoolean, toIsoTimestamp, toJson } from '../db/rowValues';
import type { DatabaseSchema, TransactionsTable } from '../db/schema';
import { idText, storedId } from './compactIds';
import { compiledWrite } from './compiledWrites';
import { messageTime } from './messageColumns';
import { loggedOutputs, storedLogOutputs } from './storedValues';

type Db = Kysely<DatabaseSchema>;

/** Langflow keeps the last builds of each vertex only (its max_vertex_builds_per_vertex). */
export const MAX_VERTEX_BUILDS_PER_VERTEX = 2;

export interface VertexBuildRow {
  build_id: string;
  id: string;
  timestamp: string;
  data: unknown;
  artifacts: unknown;
  params: string | null;
  valid: boolean;
  flow_id: string;
}

export interface NewVertexBuild {
  flowId: string;
  vertexId: string;
  data: unknown;
  artifacts: unknown;
  params: string | null;
  valid: boolean;
}

export async function insertVertexBuild(db: Db, build: NewVertexBuild, at: Date): Promise<void> {
  await insertVertexBuilds(db, [{ ...build, at }]);
}

/** Several vertex builds in one statement (a build's, written when it ends). */
export async function insertVertexBuilds(db: Db, builds: ReadonlyArray<NewVertexBuild & { at: Date }>): Promise<void> {
  if (builds.length === 0) return;
  await db
    .insertInto('vertex_builds')
    .values(
      builds.map((build) => ({
        build_id: randomUUID(),
        id: build.vertexId,
        timestamp: isoTimestamp(build.at),
        data: toJson(build.data),
        artifacts: toJson(build.artifacts),
        params: build.params,
        valid: build.valid,
        flow_id: build.flowId,
      })),
    )
    .execute();
}

export async function listVertexBuilds(db: Db, flowId: string): Promise<VertexBuildRow[]> {
  const rows = await db.selectFrom('vertex_builds').selectAll().where('flow_id', '=', flowId).orderBy('timestamp').orderBy('build_id').execute();
  return rows.map((row) => ({
    build_id: row.build_id,
    id: row.id,
    timestamp: toIsoTimestamp(row.timestamp),
    data: fromJson<unknown>(row.data, {}),
    artifacts: fromJson<unknown>(row.artifacts, {}),
    params: row.params,
    valid: toBoolean(row.valid),
    flow_id: row.flow_id,
  }));
}

export async function deleteVertexBuilds(db: Db, flowId: string): Promise<void> {
  await db.deleteFrom('vertex_builds').where('flow_id', '=', flowId).execute();
}

export interface NewTransaction {
  flowId: string;
  vertexId: string;
  targetId: string | null;
  inputs: unknown;
  outputs: unknown;
  status: 'success' | 'error';
  error: string | null;
}

export async function insertTransaction(db: Db, transaction: NewTransaction, at: Date): Promise<void> {
  await insertTransactions(db, [{ ...transaction, at }]);
}

/** Several transactions in one statement (a run's, written when it ends). */
export async function insertTransactions(db: Db, transactions: ReadonlyArray<NewTransaction & { at: Date }>): Promise<void> {
  await transactionInsert.execute(
    db,
    transactions.map((transaction) => ({
      id: storedId(db, randomUUID()),
      timestamp: isoTimestamp(transaction.at),
      vertex_id: transaction.vertexId,
      target_id: transaction.targetId,
      inputs: toJson(transaction.inputs),
      outputs: toJson(storedLogOutputs(transaction.inputs, transaction.outputs)),
      status: transaction.status,
      error: transaction.error,
      flow_id: transaction.flowId,
    })),
  );
}

/** Every run writes its transactions: compiled once per row count (compiledWrites). */
const transactionInsert = compiledWrite<Insertable<TransactionsTable>>(
  ['id', 'timestamp', 'vertex_id', 'target_id', 'inputs', 'outputs', 'status', 'error', 'flow_id'],
  (db, rows) => db.insertInto('transactions').values(rows),
);

export async function countTransactions(db: Db, flowId: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('flow_id', '=', flowId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first. */
export async function listTransactions(db: Db, flowId: string, limit: number, offset: number): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('transactions')
    .selectAll()
    .where('flow_id', '=', flowId)
    .orderBy('timestamp', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => {
    const inputs = fromJson<unknown>(row.inputs, {});
    return {
      id: idText(row.id),
      timestamp: toIsoTimestamp(row.timestamp),
      vertex_id: row.vertex_id,
      target_id: row.target_id,
      inputs,
      outputs: loggedOutputs(inputs, fromJson<unknown>(row.outputs, {})),
      status: row.status,
      error: row.error,
      flow_id: row.flow_id,
    };
  });
}

/** Drops the builds of each vertex of the flow beyond the newest MAX_VERTEX_BUILDS_PER_VERTEX. */
export async function pruneVertexBuilds(db: Db, flowId: string): Promise<void> {
  const builds = await db
    .selectFrom('vertex_builds')
    .select(['build_id', 'id'])
    .where('flow_id', '=', flowId)
    .orderBy('timestamp', 'desc')
    .orderBy('build_id', 'desc')
    .execute();
  const seen = new Map<string, number>();
  const stale = builds.filter((build) => {
    const count = (seen.get(build.id) ?? 0) + 1;
    seen.set(build.id, count);
    return count > MAX_VERTEX_BUILDS_PER_VERTEX;
  });
  if (stale.length === 0) return;
  await db
    .deleteFrom('vertex_builds')
    .where(
      'build_id',
      'in',
      stale.map((build) => build.build_id),
    )
    .execute();
}

/** Drops the flow's transactions beyond the newest `keep` (MAX_TRANSACTIONS_TO_KEEP). */
export async function pruneTransactions(db: Db, flowId: string, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('transactions')
    .select(['timestamp'])
    .where('flow_id', '=', flowId)
    .orderBy('timestamp', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db.deleteFrom('transactions').where('flow_id', '=', flowId).where('timestamp', '<=', isoTimestamp(new Date(cutoff.timestamp))).execute();
}

/** Rows one statement of the age sweep deletes: SQLite's statements hold the event loop while they run. */
const SWEEP_BATCH = 500;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Deletes the transactions and messages older than their cut-offs (null: no age limit), a batch
 * at a time with a turn of the event loop between. Old messages come first in their table's
 * order, so each batch finds its rows at once; transactions are kept by flow and time (on SQLite
 * a table clustered so, with no index on the id), so they go a flow at a time, each flow's old
 * rows a range of its key, at most MAX_TRANSACTIONS_TO_KEEP.
 */
export async function deleteRecordsBefore(db: Db, cutoffs: { transactions: Date | null; messages: Date | null }): Promise<void> {
  if (cutoffs.transactions) {
    const before = isoTimestamp(cutoffs.transactions);
    for (const flow of await db.selectFrom('flows').select('id').execute()) {
      await db.deleteFrom('transactions').where('flow_id', '=', flow.id).where('timestamp', '<', before).execute();
      await nextTurn();
    }
  }
  if (!cutoffs.messages) return;
  // The public playground's visitors' and API-key callers' messages age as the messages do.
  for (const table of ['messages', 'public_messages', 'key_messages'] as const) {
    const before = table === 'messages' ? messageTime(db, cutoffs.messages) : isoTimestamp(cutoffs.messages);
    for (;;) {
      const stale = db.selectFrom(table).select('id').where('timestamp', '<', before).limit(SWEEP_BATCH);
      const { numDeletedRows } = await db.deleteFrom(table).where('id', 'in', stale).executeTakeFirst();
      if (Number(numDeletedRows) < SWEEP_BATCH) break;
      await nextTurn();
    }
  }
}
