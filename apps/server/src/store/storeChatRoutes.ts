// Chat with a marketplace app: POST store/{store_id}/build starts a build of the app's released
// snapshot (never the working copy) for the caller's conversation, by any signed-in user the access
// policy admits. `preview=true` (the developer preview, paths with /apps/dev) builds the working
// copy instead, for the owner and administrators only. Events and cancel are the build protocol's
// own routes (the job is the caller's). Langflow-style answers, like the editor's build call: a
// refused or missing app is 404 'Flow not found'. Each user starts STORE_CHAT_BUILDS_PER_MINUTE
// chats a minute, counted before the app is read: reading and checking a release's graph costs
// tens of milliseconds for a large app, and the running-builds cap refuses only after that work.
import { ROLE_USER } from '@app/api-client';
import type { FlowData } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RateLimits } from '../accounts/addressRateLimit';
import { principalOf } from '../auth/authHook';
import { jobReader, streamJob, type BuildRoutesContext } from '../build/buildRoutes';
import { startBuildBody, startBuildQuery } from '../build/buildSchemas';
import { checkVisitorFiles, startAppChatBuild } from '../build/buildService';
import { openConversation } from '../conversations/conversationQueries';
import { fromJson } from '../db/rowValues';
import { invalidInput, notFound } from '../errors/appError';
import { rateLimited } from '../http/rateLimited';
import { findFlow, findFlowWithoutData } from '../flows/flowQueries';
import { flowMessages } from '../flows/flowRules';
import { queryBoolean } from '../http/querySchemas';
import { findReleaseGraph } from '../run/runFlows';
import { storeMessages } from './storeMessages';
import type { StoreRow } from './storeQueries';
import { CONVERSATION_ID_MAX_LENGTH, storeParams } from './storeSchemas';
import { usableStore } from './usableStore';

/** Chats one user may start in a minute: a person types far fewer; a script is held to this many. */
export const STORE_CHAT_BUILDS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

const previewQuery = z.object({ preview: queryBoolean.default(false) });
// The graph always comes from the server: a chat never runs what the client sends.
const chatBody = startBuildBody.omit({ data: true });

export interface StoreChats {
  /** Cancels the running chats of everyone but the owner: the app was decommissioned. */
  endOthers(store: StoreRow): void;
  /** A chat job started elsewhere (the embedded page's), ended with the others on decommission. */
  track(storeId: string, jobId: string, ownerId: string): void;
}

export function registerStoreChatRoutes(app: FastifyInstance, { environment, queue }: BuildRoutesContext, now: () => Date, rateLimits: RateLimits): StoreChats {
  const { db } = environment;
  const builds = rateLimits('store-chat-builds', { limit: STORE_CHAT_BUILDS_PER_MINUTE, windowMs: MINUTE_MS });
  const refusal = () => notFound(flowMessages.FLOW_NOT_FOUND);
  /** Running chat jobs per store, with who runs them; finished ones are dropped as new ones start. */
  const running = new Map<string, Map<string, string>>();

  function track(storeId: string, jobId: string, userId: string): void {
    const jobs = running.get(storeId) ?? new Map<string, string>();
    running.set(storeId, jobs.set(jobId, userId));
    // Finished jobs are dropped as new ones start; a queue that does not answer keeps them for the next time.
    for (const id of [...jobs.keys()]) {
      if (id !== jobId) void queue.find(id).then((job) => job?.finished !== false && jobs.delete(id), () => undefined);
    }
  }

  app.post('/api/v1/store/:storeId/build', { config: { auth: ROLE_USER } }, async (request, reply) => {
    const { storeId } = storeParams.parse(request.params);
    const query = startBuildQuery.parse(request.query);
    const { preview } = previewQuery.parse(request.query);
    const body = chatBody.parse(request.body ?? {});
    const principal = principalOf(request);
    const session = body.inputs?.session;
    if (!session || session.length > CONVERSATION_ID_MAX_LENGTH) throw invalidInput(storeMessages.SESSION_REQUIRED);
    const wait = await builds.take(principal.userId);
    if (wait !== null) throw rateLimited('RATE_LIMIT_APP_CHATS', STORE_CHAT_BUILDS_PER_MINUTE, wait);
    const store = await usableStore(db, principal, storeId, { preview, refusal });
    // A release's chat runs the snapshot: the working copy's graph is not read.
    const flow = preview ? await findFlow(db, store.flow_id) : await findFlowWithoutData(db, store.flow_id);
    const releaseId = preview ? null : store.release_id;
    const released = releaseId ? await findReleaseGraph(db, releaseId) : undefined;
    if (!flow || (!preview && !released)) throw refusal();
    const graph = released ?? fromJson<FlowData | null>(flow.data, null) ?? { nodes: [], edges: [] };
    // Checked before the conversation opens: a refused build leaves no empty conversation behind.
    checkVisitorFiles(environment, flow, principal.userId, body.files);
    const conversation = await openConversation(db, session, store.id, principal.userId, now());
    if (!conversation) throw refusal();
    const { jobId } = await startAppChatBuild(
      environment,
      queue,
      flow,
      {
        userId: principal.userId,
        graph,
        messages: { kind: 'app', conversationId: conversation.id },
        cacheKey: `store:${store.id}:${releaseId ?? 'preview'}:${principal.userId}`,
      },
      query,
      body,
    );
    track(store.id, jobId, principal.userId);
    if (query.event_delivery !== 'direct') return { job_id: jobId };
    // Direct delivery: this response carries the events, as the editor's build call does.
    return streamJob(reply, queue, jobId, await jobReader(queue, jobId, 'streaming'));
  });

  return {
    track,
    endOthers(store) {
      for (const [jobId, userId] of running.get(store.id) ?? []) if (userId !== store.user_id) void queue.cancel(jobId).catch(() => undefined);
      running.delete(store.id);
    },
  };
}
