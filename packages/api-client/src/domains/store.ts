// Calls under /api/v1/store (spec/2 section 7, spec/3 "Publishing and policy"): the marketplace and
// favourites lists, likes, store info, the chat page's UI node, publishing, the publish history and
// the access policy of an app. `{code, msg, data}` answers, except the build start call (the build
// protocol's plain `{job_id}` and `{detail}` errors). An app the caller's access policy refuses
// answers exactly as one that does not exist.
import type { FlowFileUpload } from '../fileTypes';
import type { Paged } from '../types';
import {
  storeBuildPath,
  type BindPolicyRequest,
  type CollectState,
  type FlowStore,
  type LikeState,
  type ReleaseHistoryItem,
  type ReleaseRequest,
  type ReleaseResult,
  type StoreApp,
  type StoreBuildBody,
  type StoreBuildQuery,
  type StoreCollectInfo,
  type StoreListQuery,
  type StoreNode,
  type StoreNodeQuery,
  type StorePageQuery,
  type StoreTags,
} from '../storeTypes';
import type { DomainContext } from './context';

export interface StoreApi {
  /** GET store/list: published apps the caller may use (`belongs_me`: the caller's own, any status), 10 a page. */
  list(query?: StoreListQuery): Promise<Paged<StoreApp>>;
  /** GET store/tags/{tag}: the apps carrying the tag; `全部` means every app. */
  listByTag(tag: string, query?: StorePageQuery): Promise<Paged<StoreApp>>;
  /** GET store/list/collect: the caller's favourites they may still use, newest favourite first. */
  listCollected(query?: StorePageQuery): Promise<Paged<StoreApp>>;
  /** GET store/list_tags. */
  listTags(): Promise<StoreTags>;
  /** GET store/{store_id}: the store info; 10003 for an app that does not exist or that the caller may not use. */
  get(storeId: string): Promise<StoreApp>;
  /** POST store/info with store_id: the same as `get`. */
  info(storeId: string): Promise<StoreApp>;
  /** POST store/check-collect with stores_ids: one entry per id the caller may use. */
  checkCollect(storeIds: readonly string[]): Promise<StoreCollectInfo[]>;
  /** POST store/list_collect_info with stores_ids: the same entries (favourite, likes, liked). */
  listCollectInfo(storeIds: readonly string[]): Promise<StoreCollectInfo[]>;
  /** POST store/collect with store_id: toggles the caller's favourite; answers the new state. */
  toggleCollect(storeId: string): Promise<CollectState>;
  /** GET store/collect/{store_id}: whether the app is the caller's favourite. */
  collectState(storeId: string): Promise<CollectState>;
  /** POST store/like with store_id: the caller likes the app (once; again changes nothing); answers the count. */
  like(storeId: string): Promise<LikeState>;
  /** GET store/likes/{store_id}: the like count and whether the caller liked it. */
  likes(storeId: string): Promise<LikeState>;
  /** GET store/store_node/{store_id}?search: the chat page's UI node, greeting and suggestions. */
  storeNode(storeId: string, query?: StoreNodeQuery): Promise<StoreNode>;
  /** POST store/find_node with store_id and search: the same as `storeNode`. */
  findNode(storeId: string, search?: string): Promise<StoreNode>;
  /** GET store/flow/{flow_id} (developers; the flow's owner or an administrator): the flow's store, created on first need. */
  ofFlow(flowId: string): Promise<FlowStore>;
  /** GET store/release-history/{flow_id} (developers): releases and decommissions, newest first, 50 a page. */
  releaseHistory(flowId: string, query?: { page?: number; size?: number }): Promise<Paged<ReleaseHistoryItem>>;
  /** POST store/release (developers): snapshots the flow with its note and publishes it. */
  release(request: ReleaseRequest): Promise<ReleaseResult>;
  /** POST store/decomission (developers): unpublishes the app at once; sessions and messages are kept. */
  decommission(request: ReleaseRequest): Promise<ReleaseResult>;
  /** POST store/bind_policy (developers): binds the app to a policy group. */
  bindPolicy(request: BindPolicyRequest): Promise<BindPolicyRequest>;
  /**
   * POST store/{store_id}/build: starts a build of the app's released snapshot for the caller's
   * conversation `inputs.session` (`preview`: the working copy, owner and administrators only).
   * Events and cancel go through the usual build/{job_id}/events and build/{job_id}/cancel.
   * Plain JSON: `{job_id}`, errors `{detail}` (404 'Flow not found' for an app out of reach).
   */
  build(storeId: string, body: StoreBuildBody, query?: StoreBuildQuery): Promise<{ job_id: string }>;
  /**
   * POST store/{store_id}/files (multipart `file`, 201): an attachment of a chat with the app, kept
   * beside its flow with the flow uploads' type and size limits; `file_path` goes in the build's
   * `files`. Plain JSON, errors `{detail}` (404 'Flow not found' for an app out of reach).
   */
  uploadFile(storeId: string, file: Blob, options?: StoreUploadOptions): Promise<FlowFileUpload>;
}

export interface StoreUploadOptions {
  /** The file name to send; default the File's own name. */
  name?: string;
  /** The developer preview's chat (owner and administrators only). */
  preview?: boolean;
}

const base = '/api/v1/store';

export function createStoreApi({ request }: DomainContext): StoreApi {
  const id = (value: string) => encodeURIComponent(value);
  const page = (query: StorePageQuery = {}) => ({ search: query.search?.trim() || undefined, page: query.page, size: query.size });
  const collectInfo = (path: string, storeIds: readonly string[]) =>
    request<StoreCollectInfo[]>({ method: 'POST', path: `${base}/${path}`, json: { stores_ids: storeIds }, envelope: true });
  const node = (storeId: string, query: StoreNodeQuery = {}) =>
    request<StoreNode>({ path: `${base}/store_node/${id(storeId)}`, searchParams: { search: query.search, preview: query.preview }, envelope: true });

  return {
    list: (query = {}) =>
      request<Paged<StoreApp>>({
        path: `${base}/list`,
        searchParams: { belongs_me: query.belongs_me, likes: query.likes, ...page(query) },
        envelope: true,
      }),
    listByTag: (tag, query) => request<Paged<StoreApp>>({ path: `${base}/tags/${id(tag)}`, searchParams: page(query), envelope: true }),
    listCollected: (query) => request<Paged<StoreApp>>({ path: `${base}/list/collect`, searchParams: page(query), envelope: true }),
    listTags: () => request<StoreTags>({ path: `${base}/list_tags`, envelope: true }),
    get: (storeId) => request<StoreApp>({ path: `${base}/${id(storeId)}`, envelope: true }),
    info: (storeId) => request<StoreApp>({ method: 'POST', path: `${base}/info`, json: { store_id: storeId }, envelope: true }),
    checkCollect: (storeIds) => collectInfo('check-collect', storeIds),
    listCollectInfo: (storeIds) => collectInfo('list_collect_info', storeIds),
    toggleCollect: (storeId) => request<CollectState>({ method: 'POST', path: `${base}/collect`, json: { store_id: storeId }, envelope: true }),
    collectState: (storeId) => request<CollectState>({ path: `${base}/collect/${id(storeId)}`, envelope: true }),
    like: (storeId) => request<LikeState>({ method: 'POST', path: `${base}/like`, json: { store_id: storeId }, envelope: true }),
    likes: (storeId) => request<LikeState>({ path: `${base}/likes/${id(storeId)}`, envelope: true }),
    storeNode: node,
    findNode: (storeId, search) => request<StoreNode>({ method: 'POST', path: `${base}/find_node`, json: { store_id: storeId, search }, envelope: true }),
    ofFlow: (flowId) => request<FlowStore>({ path: `${base}/flow/${id(flowId)}`, envelope: true }),
    releaseHistory: (flowId, query = {}) =>
      request<Paged<ReleaseHistoryItem>>({ path: `${base}/release-history/${id(flowId)}`, searchParams: { page: query.page, size: query.size }, envelope: true }),
    release: (body) => request<ReleaseResult>({ method: 'POST', path: `${base}/release`, json: body, envelope: true }),
    decommission: (body) => request<ReleaseResult>({ method: 'POST', path: `${base}/decomission`, json: body, envelope: true }),
    bindPolicy: (body) => request<BindPolicyRequest>({ method: 'POST', path: `${base}/bind_policy`, json: body, envelope: true }),
    build: (storeId, body, query = {}) =>
      request<{ job_id: string }>({
        method: 'POST',
        path: `/api/v1/${storeBuildPath(storeId)}`,
        searchParams: {
          event_delivery: query.event_delivery,
          start_component_id: query.start_component_id,
          stop_component_id: query.stop_component_id,
          preview: query.preview,
        },
        json: body,
      }),
    uploadFile: (storeId, file, options = {}) => {
      const multipart = new FormData();
      multipart.append('file', file, options.name ?? (file instanceof File ? file.name : 'file'));
      return request<FlowFileUpload>({ method: 'POST', path: `${base}/${id(storeId)}/files`, searchParams: { preview: options.preview }, multipart });
    },
  };
}
