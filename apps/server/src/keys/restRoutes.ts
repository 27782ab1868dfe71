// The embedded chat page's calls (spec/2 "Embedded public chat page", rest/* in section 7), made
// with a channel code or API key instead of a session: the app's info, its greeting and
// suggestions, and a build of its released snapshot. The page runs in an iframe on other sites,
// where cookies cannot be relied on, so a build's job belongs to the key that started it: its
// events and cancel (build/{job_id}/...) answer the same key, and the job id, given only to the
// caller that started it, keeps one visitor's answers from another holder of the key.
import { ROLE_USER, type Envelope, type StoreApp, type StoreNode } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authHook';
import { jobReader, streamJob, type BuildRoutesContext } from '../build/buildRoutes';
import { startBuildBody, startBuildQuery } from '../build/buildSchemas';
import { startAppChatBuild } from '../build/buildService';
import { virtualFlowId } from '../build/publicConversations';
import { notFound } from '../errors/appError';
import { success } from '../errors/envelope';
import { apiSchema } from '../http/openApi';
import { findFlowWithoutData } from '../flows/flowQueries';
import { flowMessages } from '../flows/flowRules';
import { findReleaseGraph } from '../run/runFlows';
import type { StoreChats } from '../store/storeChatRoutes';
import { storeNotFound } from '../store/storeRoutes';
import { readStoreApp } from '../store/storeQueries';
import { storeNodeOf } from '../store/storeNode';
import type { StoreNodeReadLimit } from '../store/storeNodeReads';
import { storeNodeQuery, storeParams } from '../store/storeSchemas';
import { clientKeyOf } from '../http/clientAddress';
import { keyJobOwner, keyOf, keyUsableStore } from './keyAccess';

export interface RestRoutesContext extends BuildRoutesContext {
  chats: StoreChats;
  nodeReads: StoreNodeReadLimit;
}

// The graph always comes from the release: a chat never runs what the client sends.
const restBuildBody = startBuildBody.omit({ data: true });

export function registerRestRoutes(app: FastifyInstance, context: RestRoutesContext): void {
  const { environment, queue, chats } = context;
  const { db } = environment;
  const read = { config: { auth: ROLE_USER, apiKey: 'read', errorFormat: 'envelope' } } as const;

  app.get('/api/v1/rest/:storeId', { ...read, schema: apiSchema({ tag: 'run', summary: 'The embedded chat page: the app’s store info (channel code or API key)', auth: 'key', params: storeParams }) }, async (request): Promise<Envelope<StoreApp>> => {
    const { storeId } = storeParams.parse(request.params);
    const principal = principalOf(request);
    await keyUsableStore(db, principal, keyOf(principal), storeId, storeNotFound);
    return success((await readStoreApp(db, storeId, principal.userId)) as StoreApp);
  });

  app.get('/api/v1/rest/store_node/:storeId', { ...read, schema: apiSchema({ tag: 'run', summary: 'The embedded chat page: greeting and suggestions of the release', auth: 'key', params: storeParams, querystring: storeNodeQuery }) }, async (request): Promise<Envelope<StoreNode>> => {
    const { storeId } = storeParams.parse(request.params);
    const { search } = storeNodeQuery.parse(request.query);
    await context.nodeReads(`address:${clientKeyOf(request)}`);
    const principal = principalOf(request);
    const store = await keyUsableStore(db, principal, keyOf(principal), storeId, storeNotFound);
    const graph = store.release_id ? await findReleaseGraph(db, store.release_id) : undefined;
    return success(storeNodeOf(graph ?? { nodes: [], edges: [] }, search));
  });

  app.post('/api/v1/rest/build/:storeId/flow', { config: { auth: ROLE_USER, apiKey: 'run' }, schema: apiSchema({ tag: 'run', summary: 'The embedded chat page: build the release with inputs {input_value, session}; events and cancel through build/{job_id}/… with the same key', auth: 'key', params: storeParams, querystring: startBuildQuery, body: restBuildBody }) }, async (request, reply) => {
    const { storeId } = storeParams.parse(request.params);
    const query = startBuildQuery.parse(request.query);
    const body = restBuildBody.parse(request.body ?? {});
    const principal = principalOf(request);
    const key = keyOf(principal);
    const refusal = () => notFound(flowMessages.FLOW_NOT_FOUND);
    const store = await keyUsableStore(db, principal, key, storeId, refusal);
    const flow = await findFlowWithoutData(db, store.flow_id);
    const releaseId = store.release_id;
    const graph = releaseId ? await findReleaseGraph(db, releaseId) : undefined;
    if (!flow || !releaseId || !graph) throw refusal();
    const session = body.inputs?.session || virtualFlowId(key.id, store.id);
    const owner = keyJobOwner(key.id);
    const { jobId } = await startAppChatBuild(
      environment,
      queue,
      flow,
      { userId: owner, graph, messages: { kind: 'key', keyId: key.id }, cacheKey: `${owner}:${releaseId}:${session}` },
      query,
      { ...body, inputs: { ...body.inputs, session } },
    );
    chats.track(store.id, jobId, owner);
    if (query.event_delivery !== 'direct') return { job_id: jobId };
    return streamJob(reply, queue, jobId, await jobReader(queue, jobId, 'streaming'));
  });
}
