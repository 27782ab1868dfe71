// Publishing (spec/3 publish page, history dialog and 设置 tab; ARCHITECTURE section 4): release
// snapshots the flow with its note, decommission hides the app at once, the history keeps both, and
// the store is bound to one policy group. Developers, for flows they own (administrators: any).
import { ErrorCode, ROLE_DEV, type Envelope, type FlowStore, type Paged, type ReleaseHistoryItem, type ReleaseResult, type BindPolicyRequest } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { policyGroupExists } from '../admin/policyGroupQueries';
import { principalOf, type Principal } from '../auth/authHook';
import { isoTimestamp, toBoolean, toIsoTimestamp } from '../db/rowValues';
import type { DatabaseSchema } from '../db/schema';
import { businessError } from '../errors/appError';
import { success } from '../errors/envelope';
import { apiSchema } from '../http/openApi';
import { findFlow, type FlowRow } from '../flows/flowQueries';
import { canManageFlow } from '../flows/flowService';
import { ensureStore, insertDecommission, insertRelease, listReleaseHistory, toHistoryItem, type ReleaseRow } from './releaseQueries';
import { storeMessages } from './storeMessages';
import { findStore, findStoreOfFlow, type StoreRow } from './storeQueries';
import { bindPolicyBody, flowIdParams, releaseBody, releaseHistoryQuery } from './storeSchemas';

export interface PublishContext {
  db: Kysely<DatabaseSchema>;
  /** Orders releases and decommissions. */
  now: () => Date;
  /** The app was decommissioned: others' running chats end. */
  onDecommissioned: (store: StoreRow) => void;
}

const developers = { config: { auth: ROLE_DEV, errorFormat: 'envelope' } } as const;

function toFlowStore(store: StoreRow): FlowStore {
  return {
    id: store.id,
    flow_id: store.flow_id,
    policy_id: store.policy_group_id,
    status_type: toBoolean(store.published) ? 'published' : 'develop',
    released_at: toIsoTimestamp(store.released_at),
  };
}

function toResult(entry: ReleaseRow, store: StoreRow, flowReleasedAt: string | null): ReleaseResult {
  return { ...toHistoryItem(entry), store_id: store.id, flow_id: store.flow_id, released_at: flowReleasedAt };
}

export function registerPublishRoutes(app: FastifyInstance, { db, now, onDecommissioned }: PublishContext): void {
  const base = '/api/v1/store';

  /** A flow the caller manages (components are not apps); anyone else's answers as a missing one. */
  async function managedFlow(principal: Principal, flowId: string): Promise<FlowRow> {
    const flow = await findFlow(db, flowId);
    if (!flow || !canManageFlow(principal, flow) || toBoolean(flow.is_component)) throw businessError(ErrorCode.PARAMETER_ERROR, storeMessages.FLOW_NOT_FOUND);
    return flow;
  }

  app.get(`${base}/flow/:flowId`, { ...developers, schema: apiSchema({ tag: 'store', summary: 'The store of one of the caller’s flows (created on first need): its id for publishing and keys', auth: 'session', params: flowIdParams }) }, async (request): Promise<Envelope<FlowStore>> => {
    const { flowId } = flowIdParams.parse(request.params);
    const flow = await managedFlow(principalOf(request), flowId);
    return success(toFlowStore(await ensureStore(db, flow, now())));
  });

  app.post(`${base}/release`, { ...developers, schema: apiSchema({ tag: 'store', summary: 'Publish a flow: snapshot it with a note', auth: 'session', body: releaseBody }) }, async (request): Promise<Envelope<ReleaseResult>> => {
    const body = releaseBody.parse(request.body ?? {});
    const principal = principalOf(request);
    const flow = await managedFlow(principal, body.flow_id);
    const at = now();
    const store = await ensureStore(db, flow, at);
    const entry = await insertRelease(db, store, flow, body.note, principal.userId, at);
    return success(toResult(entry, store, isoTimestamp(at)));
  });

  app.post(`${base}/decomission`, { ...developers, schema: apiSchema({ tag: 'store', summary: 'Unpublish an app', auth: 'session', body: releaseBody }) }, async (request): Promise<Envelope<ReleaseResult>> => {
    const body = releaseBody.parse(request.body ?? {});
    const principal = principalOf(request);
    const flow = await managedFlow(principal, body.flow_id);
    const store = await findStoreOfFlow(db, flow.id);
    if (!store || !toBoolean(store.published)) throw businessError(ErrorCode.PARAMETER_ERROR, storeMessages.NOT_PUBLISHED);
    const entry = await insertDecommission(db, store, body.note, principal.userId, now());
    onDecommissioned(store);
    return success(toResult(entry, store, null));
  });

  app.get(`${base}/release-history/:flowId`, { ...developers, schema: apiSchema({ tag: 'store', summary: 'An app’s releases and decommissions, newest first', auth: 'session', params: flowIdParams, querystring: releaseHistoryQuery }) }, async (request): Promise<Envelope<Paged<ReleaseHistoryItem>>> => {
    const { flowId } = flowIdParams.parse(request.params);
    const page = releaseHistoryQuery.parse(request.query);
    const flow = await managedFlow(principalOf(request), flowId);
    const store = await findStoreOfFlow(db, flow.id);
    if (!store) return success({ items: [], page: page.page, pages: 0, size: page.size, total: 0 });
    return success(await listReleaseHistory(db, store.id, page));
  });

  app.post(`${base}/bind_policy`, { ...developers, schema: apiSchema({ tag: 'store', summary: 'Bind an app to an access policy group', auth: 'session', body: bindPolicyBody }) }, async (request): Promise<Envelope<BindPolicyRequest>> => {
    const body = bindPolicyBody.parse(request.body ?? {});
    const principal = principalOf(request);
    const store = await findStore(db, body.store_id);
    if (!store || !canManageFlow(principal, store)) throw businessError(ErrorCode.PARAMETER_ERROR, storeMessages.STORE_NOT_FOUND);
    if (!(await policyGroupExists(db, body.policy_id))) throw businessError(ErrorCode.PARAMETER_ERROR, storeMessages.POLICY_GROUP_NOT_FOUND);
    await db.updateTable('stores').set({ policy_group_id: body.policy_id, updated_at: isoTimestamp(now()) }).where('id', '=', store.id).execute();
    return success({ store_id: store.id, policy_id: body.policy_id });
  });
}
