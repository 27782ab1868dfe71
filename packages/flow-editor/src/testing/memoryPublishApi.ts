// An in-memory stand-in for the publishing calls (the store domain's ofFlow, release, decommission,
// releaseHistory and bindPolicy) and GET policy/all, answering like the server: one store per flow
// made on first need under the default policy group, notes required and at most 500 characters,
// the history newest first, a release or decommission setting the flow's released_at, and the
// server's refusals ('应用未上架', '策略组不存在' …) as coded errors.
import {
  ApiError,
  EMPTY_UUID,
  ErrorCode,
  RELEASE_HISTORY_PAGE_SIZE,
  RELEASE_NOTE_MAX_LENGTH,
  ReleaseAction,
  type FlowStore,
  type PoliciesApi,
  type PolicyGroupRead,
  type ReleaseActionValue,
  type ReleaseHistoryItem,
  type ReleaseRequest,
  type ReleaseResult,
} from '@app/api-client';
import type { PublishApi } from '../context/FlowEditorProvider';
import type { MemoryWorkspaceApi } from './memoryWorkspaceApi';

/** A policy group as GET policy/all answers it. */
export function policyGroup(id: string, name: string, description: string, stores: PolicyGroupRead['stores'] = []): PolicyGroupRead {
  return {
    id,
    name,
    description,
    allowed: [],
    denied: [],
    allowed_group_ids: id === EMPTY_UUID ? [EMPTY_UUID] : [],
    allowed_user_ids: [],
    denied_group_ids: [],
    denied_user_ids: [],
    stores_count: stores.length,
    stores,
    created_at: '2025-06-01T08:00:00.000Z',
  };
}

/** The default policy group (everyone) and one more. */
export const samplePolicyGroups: readonly PolicyGroupRead[] = [
  policyGroup(EMPTY_UUID, '默认策略组', '所有用户均可使用'),
  policyGroup('policy-rd', '研发部', '仅研发部可用'),
];

export interface MemoryPublishSeed {
  /** GET policy/all (default: `samplePolicyGroups`). */
  policies?: readonly PolicyGroupRead[];
  /** Earlier entries of the publish history by flow id, newest first (a flow's released_at says whether it is published). */
  history?: Readonly<Record<string, readonly ReleaseHistoryItem[]>>;
}

interface StoredStore extends FlowStore {
  history: ReleaseHistoryItem[];
}

export interface MemoryPublishApi {
  store: PublishApi;
  policies: Pick<PoliciesApi, 'all'>;
  /** The stores by flow id, for assertions. */
  stored(): Record<string, StoredStore>;
}

const refused = (path: string, msg: string) => new ApiError({ status: 200, path, code: ErrorCode.PARAMETER_ERROR, message: msg });

export function createMemoryPublishApi(workspace: Pick<MemoryWorkspaceApi, 'flows' | 'setReleasedAt'>, seed: MemoryPublishSeed = {}): MemoryPublishApi {
  const policies = structuredClone([...(seed.policies ?? samplePolicyGroups)]);
  const stores = new Map<string, StoredStore>();
  let sequence = 0;
  let last = 0;
  // The clock, a second on at least per entry: a release is newer than the stand-ins' fixed edit times.
  const now = () => {
    last = Math.max(Date.now(), last + 1000);
    return new Date(last).toISOString();
  };

  const storeOf = async (flowId: string, path: string): Promise<StoredStore> => {
    const flow = await workspace.flows.get(flowId).catch(() => {
      throw refused(path, '工作流不存在');
    });
    let store = stores.get(flowId);
    if (!store) {
      const releasedAt = flow.released_at ?? null;
      const history = structuredClone([...(seed.history?.[flowId] ?? [])]);
      store = { id: `store-${flowId}`, flow_id: flowId, policy_id: EMPTY_UUID, status_type: releasedAt ? 'published' : 'develop', released_at: releasedAt, history };
      stores.set(flowId, store);
    }
    return store;
  };
  const checkNote = (note: string, path: string) => {
    if (note.trim() === '' || note.length > RELEASE_NOTE_MAX_LENGTH) throw refused(path, '请输入版本记录');
  };
  const record = (store: StoredStore, note: string, tpe: ReleaseActionValue): ReleaseResult => {
    const published = tpe === ReleaseAction.RELEASE;
    const at = now();
    sequence += 1;
    const entry: ReleaseHistoryItem = { id: `release-${sequence}`, updated_at: at, note, tpe };
    store.history.unshift(entry);
    store.released_at = published ? at : null;
    store.status_type = published ? 'published' : 'develop';
    workspace.setReleasedAt(store.flow_id, store.released_at);
    return { ...entry, store_id: store.id, flow_id: store.flow_id, released_at: store.released_at };
  };
  const publicStore = ({ history: _history, ...store }: StoredStore): FlowStore => structuredClone(store);

  const store: PublishApi = {
    ofFlow: async (flowId) => publicStore(await storeOf(flowId, `/api/v1/store/flow/${flowId}`)),
    release: async ({ flow_id, note }: ReleaseRequest) => {
      const path = '/api/v1/store/release';
      checkNote(note, path);
      return record(await storeOf(flow_id, path), note, ReleaseAction.RELEASE);
    },
    decommission: async ({ flow_id, note }: ReleaseRequest) => {
      const path = '/api/v1/store/decomission';
      checkNote(note, path);
      const stored = await storeOf(flow_id, path);
      if (stored.status_type !== 'published') throw refused(path, '应用未上架');
      return record(stored, note, ReleaseAction.CANCEL);
    },
    releaseHistory: async (flowId, query = {}) => {
      const { history } = await storeOf(flowId, `/api/v1/store/release-history/${flowId}`);
      const page = query.page ?? 1;
      const size = query.size ?? RELEASE_HISTORY_PAGE_SIZE;
      return structuredClone({ items: history.slice((page - 1) * size, page * size), page, pages: Math.ceil(history.length / size), size, total: history.length });
    },
    bindPolicy: async ({ store_id, policy_id }) => {
      const path = '/api/v1/store/bind_policy';
      const stored = [...stores.values()].find((candidate) => candidate.id === store_id);
      if (!stored) throw refused(path, '应用不存在');
      if (!policies.some((policy) => policy.id === policy_id)) throw refused(path, '策略组不存在');
      stored.policy_id = policy_id;
      return { store_id, policy_id };
    },
  };
  return {
    store,
    policies: { all: async () => structuredClone(policies) },
    stored: () => structuredClone(Object.fromEntries(stores)),
  };
}
