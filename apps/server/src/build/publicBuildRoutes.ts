// The public playground's calls (spec/3 section 7; Langflow's public_flow and build_public_tmp):
// a flow its owner made public, read and built without sign-in. The build runs the flow as saved,
// with the visitor's conversation kept apart (publicConversations); its events are read through the
// usual build/{job_id}/events by the same visitor (client_id).
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import { notFound } from '../errors/appError';
import { rateLimited } from '../http/rateLimited';
import { findFlow, type FlowRow } from '../flows/flowQueries';
import { flowMessages } from '../flows/flowRules';
import { clientKeyOf } from '../http/clientAddress';
import { requestLanguage } from '../http/requestLanguage';
import type { BuildRoutesContext } from './buildRoutes';
import { flowParams, startBuildBody, startBuildQuery } from './buildSchemas';
import { startPublicBuild } from './buildService';
import { ensureClientId } from './publicClient';
import { createPublicFlowReads } from './publicFlowReads';

/**
 * Builds one address may start in a minute. A visitor can drop their client_id cookie at will, so
 * the running-jobs cap per job owner alone would not bound what anonymous callers make the server do.
 */
export const PUBLIC_BUILDS_PER_MINUTE = 30;
/** Reads of public flows one address may make in a minute: a playground page reads its flow once. */
export const PUBLIC_FLOW_READS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/**
 * The build runs the flow as saved, so a graph in the body is dropped unread, and the body keeps the
 * server's default limit (1 MiB, as an app chat's): anyone may call this, and parsing a flow-sized
 * body (up to 32 MiB) held the event loop for seconds before any check ran.
 */
const publicBuildBody = startBuildBody.omit({ data: true });

/** A public flow; a private or missing one answers the same, so ids cannot be probed. */
async function publicFlow(context: BuildRoutesContext, flowId: string): Promise<FlowRow> {
  const row = await findFlow(context.environment.db, flowId);
  if (!row || row.access_type !== 'PUBLIC') throw notFound(flowMessages.FLOW_NOT_FOUND);
  return row;
}

export function registerPublicBuildRoutes(app: FastifyInstance, context: BuildRoutesContext, rateLimits: RateLimits): void {
  const open = { config: { auth: 'public' } } as const;
  const builds = rateLimits('public-builds', { limit: PUBLIC_BUILDS_PER_MINUTE, windowMs: MINUTE_MS });
  const reads = rateLimits('public-flow-reads', { limit: PUBLIC_FLOW_READS_PER_MINUTE, windowMs: MINUTE_MS });
  const publicFlows = createPublicFlowReads(context.environment.db, context.environment.registry);

  // The FlowRecord as JSON text, made once per saved version of the flow (publicFlowReads).
  app.get('/api/v1/flows/public_flow/:flowId', open, async (request, reply) => {
    const { flowId } = flowParams.parse(request.params);
    const wait = await reads.take(clientKeyOf(request));
    if (wait !== null) throw rateLimited('RATE_LIMIT_PUBLIC_FLOW_READS', PUBLIC_FLOW_READS_PER_MINUTE, wait);
    return reply.type('application/json; charset=utf-8').header('vary', 'accept-language').send(await publicFlows.json(flowId, requestLanguage(request)));
  });

  app.post('/api/v1/build_public_tmp/:flowId/flow', open, async (request, reply) => {
    const { flowId } = flowParams.parse(request.params);
    const query = startBuildQuery.parse(request.query);
    const body = publicBuildBody.parse(request.body ?? {});
    // Counted before the flow is read: a refused call costs no read of the graph.
    const wait = await builds.take(clientKeyOf(request));
    if (wait !== null) throw rateLimited('RATE_LIMIT_PUBLIC_BUILDS', PUBLIC_BUILDS_PER_MINUTE, wait);
    const flow = await publicFlow(context, flowId);
    const clientId = ensureClientId(request, reply);
    // Streaming and polling only: the events route serves them to this visitor.
    const { jobId } = await startPublicBuild(context.environment, context.queue, clientId, flow, { ...query, event_delivery: query.event_delivery === 'direct' ? 'streaming' : query.event_delivery }, body);
    return { job_id: jobId };
  });
}
