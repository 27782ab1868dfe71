// The database record of every build and webhook job. Events live in the memory of the process
// running the job; the record outlives that process, so after a restart a client asking for a
// job that was running learns that the server restarted (and the flow's logs show the run as
// failed) instead of getting a 404. Several API instances may share PostgreSQL: each keeps the
// records of its running jobs fresh, and only records nobody refreshed for a while are taken
// for interrupted. A job that did not complete keeps its reason: the failed jobs an administrator
// reads (failedJobRoutes) are these records.
import { randomUUID } from 'node:crypto';
import type { CodedText } from '@app/flow-graph';
import { sql, SqliteAdapter, type CompiledQuery, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { isoTimestamp } from '../../db/rowValues';
import type { BuildJobsTable, DatabaseSchema } from '../../db/schema';
import { JOB_FAILED, SERVER_RESTARTED } from './jobEndings';

export type JobStatus = BuildJobsTable['status'];

export interface JobRecord {
  id: string;
  ownerId: string;
  flowId: string;
  status: JobStatus;
}

/** How often an instance marks its running jobs as alive. */
export const HEARTBEAT_MS = 15_000;
/** A running record not refreshed for this long belongs to an instance that is gone. */
export const STALE_AFTER_MS = 4 * HEARTBEAT_MS;
/** Finished records are kept this long, then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * 3_600_000;

/** The failed entry an interrupted job leaves in its flow's logs (the execution logs), with why it stopped. */
function interruptedEntry(flowId: string, at: string, reason: CodedText) {
  return { id: randomUUID(), timestamp: at, vertex_id: '', target_id: null, inputs: '{}', outputs: '{}', status: 'error', error: reason.text, flow_id: flowId };
}

/** A job as its record knows it. */
export interface JobRef {
  id: string;
  ownerId: string;
  flowId: string;
}

export interface JobRecords {
  started(job: JobRef): void;
  /**
   * Records how a job ended, whichever instance noticed: only a running record changes, so the
   * first to see the end decides and an interrupted job's failed entry is written once. `reason`:
   * why a failed or interrupted job ended.
   */
  finished(job: JobRef, status: Exclude<JobStatus, 'running'>, reason?: CodedText): void;
  /** The record of a job this process does not hold; a stale running one is marked interrupted first. */
  find(jobId: string): Promise<JobRecord | undefined>;
  /** Marks every stale running record interrupted and logs it in its flow's logs. */
  recoverInterrupted(): Promise<number>;
  /** Waits for the writes under way (tests and shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A look at or an update of build_jobs rows, narrowed by a caller to the ones it ends. */
interface RunningFilter<Query> {
  where(column: 'id' | 'instance_id' | 'updated_at', operator: '=' | '!=' | '<', value: string): Query;
}

export interface JobRecordOptions {
  db: Kysely<DatabaseSchema>;
  logger: Logger;
  now?: () => Date;
  /**
   * SQLite is one server's own database: every running record at start-up was this server's
   * before it stopped. PostgreSQL may be shared, so only stale records count.
   */
  sharedDatabase: boolean;
  /**
   * Why a job ended whose instance stopped while it ran: the server restarted (the default), or in
   * queue mode, where only workers run jobs, its worker was lost (what its readers were told).
   */
  lostReason?: CodedText;
}

/**
 * The two writes every completed job makes, its start and its end, compiled once (building them
 * through Kysely cost more than sending them). On PostgreSQL each commits without waiting for its WAL flush
 * (synchronous_commit off for that transaction alone, set by the statement itself): nobody
 * awaits them, and a flush per job competed with the runs' own commits. The price is that
 * a PostgreSQL crash (not ours) may forget the last fraction of a second of them:
 * - a lost start leaves a job without a record while it runs. If it then ends normally, its
 *   end updates nothing: its events (with their end) are in Redis for the retention period and
 *   its flow's logs hold the run's own records, so nothing a client reads depends on it. If
 *   it fails or is lost instead (its worker dies), its end inserts the record (see
 *   `endUncompleted`), so the failed jobs and its flow's logs still get their entries.
 * - a lost end leaves the record running, refreshed by nobody (the heartbeat refreshes only the
 *   jobs its instance holds): it is later taken for interrupted, the one thing such a crash may
 *   make a record say wrongly.
 */
function compileJobWrites(db: Kysely<DatabaseSchema>) {
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const noFlushWait = sql<string>`set_config('synchronous_commit', 'off', true)`.as('commit_without_flush');
  const started = db
    .insertInto('build_jobs')
    .values({ id: '', owner_id: '', flow_id: '', status: 'running', instance_id: '', created_at: '', updated_at: '' })
    .onConflict((conflict) => conflict.column('id').doNothing());
  const ended = db.updateTable('build_jobs').set({ status: 'completed', updated_at: '' }).where('id', '=', '').where('status', '=', 'running');
  return {
    /** Parameters: id, owner, flow, 'running', instance, created, updated. */
    started: (postgres ? started.returning(noFlushWait) : started).compile() as CompiledQuery,
    /** Parameters: status, updated, id, 'running'. */
    ended: (postgres ? ended.returning(noFlushWait) : ended).compile() as CompiledQuery,
  };
}

export function createJobRecords({ db, logger, now = () => new Date(), sharedDatabase, lostReason = SERVER_RESTARTED }: JobRecordOptions): JobRecords {
  const instanceId = randomUUID();
  const writes = compileJobWrites(db);
  /** This instance's running jobs: id -> the insert of its record. */
  const running = new Map<string, { recorded: Promise<unknown> }>();
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, what: string) => {
    const tracked = work.catch((error: unknown) => logger.error({ err: error }, what)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const heartbeat = setInterval(() => {
    if (running.size === 0) return;
    track(
      db.updateTable('build_jobs').set({ updated_at: isoTimestamp(now()) }).where('id', 'in', [...running.keys()]).where('status', '=', 'running').execute(),
      'refreshing the records of running jobs failed',
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  /**
   * Marks the running records `which` selects interrupted, each with a failed entry in its flow's
   * logs. Only rows the update changed get one: a path that saw the end first wrote its own. A
   * look first, so that the usual case (nothing to mark) costs no transaction.
   */
  async function interrupt(which: <Query extends RunningFilter<Query>>(query: Query) => Query): Promise<JobRecord[]> {
    const candidates = await which(db.selectFrom('build_jobs').select('id').where('status', '=', 'running')).execute();
    if (candidates.length === 0) return [];
    const at = isoTimestamp(now());
    const marked = await db.transaction().execute(async (trx) => {
      const rows = await which(trx.updateTable('build_jobs').set({ status: 'interrupted', reason: JSON.stringify(lostReason), updated_at: at }).where('status', '=', 'running'))
        .returning(['id', 'owner_id', 'flow_id'])
        .execute();
      if (rows.length > 0) await trx.insertInto('transactions').values(rows.map((row) => interruptedEntry(row.flow_id, at, lostReason))).execute();
      return rows;
    });
    if (marked.length > 0) logger.warn({ jobs: marked.map((row) => row.id) }, 'builds whose server or worker stopped while they ran are marked interrupted');
    return marked.map((row) => ({ id: row.id, ownerId: row.owner_id, flowId: row.flow_id, status: 'interrupted' }));
  }

  /** Another instance's running records that nobody refreshed for STALE_AFTER_MS. */
  const stale = <Query extends RunningFilter<Query>>(query: Query): Query =>
    query.where('instance_id', '!=', instanceId).where('updated_at', '<', isoTimestamp(new Date(now().getTime() - STALE_AFTER_MS)));

  /**
   * Marks one job failed or interrupted with its reason (an interrupted one also with its entry in
   * its flow's logs), unless it had ended already. Its record is inserted when missing (its start
   * was lost, or it never started: no worker took it), so that neither is ever missing.
   */
  async function endUncompleted(job: JobRef, status: 'failed' | 'interrupted', reason: CodedText): Promise<void> {
    const at = isoTimestamp(now());
    const stored = JSON.stringify(reason);
    await db.transaction().execute(async (trx) => {
      const ended = await trx
        .insertInto('build_jobs')
        .values({ id: job.id, owner_id: job.ownerId, flow_id: job.flowId, status, reason: stored, instance_id: instanceId, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ status, reason: stored, updated_at: at }).where('build_jobs.status', '=', 'running'))
        .returning('id')
        .execute();
      if (status === 'interrupted' && ended.length > 0) await trx.insertInto('transactions').values(interruptedEntry(job.flowId, at, reason)).execute();
    });
  }

  return {
    started({ id, ownerId, flowId }) {
      const at = isoTimestamp(now());
      const recorded = db.executeQuery({ ...writes.started, parameters: [id, ownerId, flowId, 'running', instanceId, at, at] });
      running.set(id, { recorded: recorded.catch(() => undefined) });
      track(recorded, 'recording a job failed');
    },
    finished(job, status, reason = status === 'interrupted' ? lostReason : JOB_FAILED) {
      const recorded = running.get(job.id)?.recorded;
      running.delete(job.id);
      // After the insert: on a pool of connections an early end would update no row and leave the
      // record running. A completed job, the usual end, is one compiled update.
      const write = (): Promise<unknown> =>
        status === 'completed' ? db.executeQuery({ ...writes.ended, parameters: ['completed', isoTimestamp(now()), job.id, 'running'] }) : endUncompleted(job, status, reason);
      track(Promise.resolve(recorded).then(write), 'recording the end of a job failed');
    },
    async find(jobId) {
      const row = await db.selectFrom('build_jobs').select(['id', 'owner_id', 'flow_id', 'status', 'instance_id']).where('id', '=', jobId).executeTakeFirst();
      if (!row) return undefined;
      if (row.status === 'running' && row.instance_id !== instanceId) {
        const [interrupted] = await interrupt((query) => stale(query.where('id', '=', jobId)));
        if (interrupted) return interrupted;
      }
      return { id: row.id, ownerId: row.owner_id, flowId: row.flow_id, status: row.status };
    },
    async recoverInterrupted() {
      await db.deleteFrom('build_jobs').where('status', '!=', 'running').where('updated_at', '<', isoTimestamp(new Date(now().getTime() - KEEP_FINISHED_MS))).execute();
      const interrupted = await interrupt((query) => (sharedDatabase ? stale(query) : query.where('instance_id', '!=', instanceId)));
      return interrupted.length;
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      clearInterval(heartbeat);
      await this.flush();
    },
  };
}
