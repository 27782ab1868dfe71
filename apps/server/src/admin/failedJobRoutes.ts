// GET /api/v1/failed-jobs: the jobs that did not complete (the dead letters), administrators only.
// They are the job records (build_jobs) that ended failed (server error, deadline, no worker took
// it in time) or interrupted (its worker or server stopped), newest first, kept a week as every
// ended record is; in queue mode as in the all-in-one process, and whichever Redis holds.
import { ROLE_ADMIN, type Envelope, type FailedJobRead, type Paged } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { offsetOf, pageOf, pageQuery } from '../db/paging';
import { fromJson, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { success } from '../errors/envelope';

const UNCOMPLETED = ['failed', 'interrupted'] as const;

async function listFailedJobs(db: Kysely<DatabaseSchema>, query: { page: number; size: number }): Promise<Paged<FailedJobRead>> {
  const failed = db.selectFrom('build_jobs').where('build_jobs.status', 'in', UNCOMPLETED);
  const [rows, count] = await Promise.all([
    failed
      .leftJoin('flows', 'flows.id', 'build_jobs.flow_id')
      .leftJoin('users', 'users.id', 'build_jobs.owner_id')
      .select(['build_jobs.id', 'build_jobs.flow_id', 'flows.name as flow_name', 'build_jobs.owner_id', 'users.username as owner_name', 'build_jobs.status', 'build_jobs.reason', 'build_jobs.created_at', 'build_jobs.updated_at'])
      .orderBy('build_jobs.updated_at', 'desc')
      .orderBy('build_jobs.id', 'desc')
      .limit(query.size)
      .offset(offsetOf(query))
      .execute(),
    failed.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    flow_id: row.flow_id,
    flow_name: row.flow_name,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    status: row.status as FailedJobRead['status'],
    reason: fromJson<CodedText | null>(row.reason, null),
    started_at: toIsoTimestamp(row.created_at),
    ended_at: toIsoTimestamp(row.updated_at),
  }));
  return pageOf(items, Number(count.total), query);
}

export function registerFailedJobRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  app.get('/api/v1/failed-jobs', { config: { auth: ROLE_ADMIN, errorFormat: 'envelope' } }, async (request): Promise<Envelope<Paged<FailedJobRead>>> =>
    success(await listFailedJobs(db, pageQuery.parse(request.query))),
  );
}
