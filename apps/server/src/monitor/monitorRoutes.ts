// The monitor's build records (reference section 5): vertex builds (the editor's flow pool) and
// the paged execution log of transactions. Every call names a flow the caller may manage.
import { ROLE_DEV, type Paged, type TransactionRecord } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { offsetOf, pageOf, pageQuery } from '../db/paging';
import type { DatabaseSchema } from '../db/schema';
import { accessibleFlowOwner } from '../flows/flowService';
import { countTransactions, deleteVertexBuilds, listTransactions, listVertexBuilds, type VertexBuildRow } from './buildRecordQueries';

const flowQuery = z.object({ flow_id: z.uuid() });
const transactionsQuery = pageQuery.extend({ flow_id: z.uuid() });

export function registerMonitorRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const dev = { config: { auth: ROLE_DEV } } as const;

  app.get('/api/v1/monitor/builds', dev, async (request): Promise<{ vertex_builds: Record<string, VertexBuildRow[]> }> => {
    const { flow_id: flowId } = flowQuery.parse(request.query);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    const byVertex: Record<string, VertexBuildRow[]> = {};
    for (const row of await listVertexBuilds(db, flowId)) (byVertex[row.id] ??= []).push(row);
    return { vertex_builds: byVertex };
  });

  app.delete('/api/v1/monitor/builds', dev, async (request, reply) => {
    const { flow_id: flowId } = flowQuery.parse(request.query);
    await accessibleFlowOwner(db, principalOf(request), flowId);
    await deleteVertexBuilds(db, flowId);
    return reply.status(204).send();
  });

  app.get('/api/v1/monitor/transactions', dev, async (request): Promise<Paged<TransactionRecord>> => {
    const query = transactionsQuery.parse(request.query);
    await accessibleFlowOwner(db, principalOf(request), query.flow_id);
    const page = { page: query.page, size: query.size };
    const [items, total] = await Promise.all([listTransactions(db, query.flow_id, page.size, offsetOf(page)), countTransactions(db, query.flow_id)]);
    return pageOf(items, total, page);
  });
}
