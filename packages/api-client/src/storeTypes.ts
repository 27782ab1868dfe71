// Wire types of the marketplace (应用广场), favourites and likes, publishing and chat with apps
// (spec/2 sections 3 and 7, spec/3 "Publishing and policy"). A store is a flow's marketplace app:
// one per flow, with a stable id from its first publish; each release snapshots the flow.

/** Page size of the marketplace and favourites lists (spec/2 section 9). */
export const STORE_PAGE_SIZE = 10;
/** Page size of a user's conversations with an app. */
export const CONVERSATION_PAGE_SIZE = 100;
/** Page size of the publish history (发布历史). */
export const RELEASE_HISTORY_PAGE_SIZE = 50;
/** A release or decommission note: required, at most 500 characters. */
export const RELEASE_NOTE_MAX_LENGTH = 500;
/** The tag value that means every app (`/explore/全部`). */
export const STORE_ALL_TAG = '全部';
/** The marketplace's category tabs, in the order they are shown after 全部 (spec/2 section 2). */
export const STORE_CATEGORIES = ['tool', 'business', 'code', 'life', 'game', 'image_audio', 'role'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

/** Release actions of the publish history (spec/3 section 3): RELEASE 1 (已上架), CANCEL 2 (已下架). */
export const ReleaseAction = { RELEASE: 1, CANCEL: 2, REJECT: 4 } as const;
export type ReleaseActionValue = (typeof ReleaseAction)[keyof typeof ReleaseAction];

/** `published` while released and not decommissioned; `develop` otherwise (only its owner and administrators see it then). */
export type StoreStatusType = 'published' | 'develop';

/** A marketplace card and the store info of the chat page: the fields of the current release. */
export interface StoreApp {
  id: string;
  flow_id: string;
  name: string;
  description: string | null;
  icon: string | null;
  icon_bg_color: string | null;
  tags: string[];
  /** The owner (author). */
  user_id: string;
  user_name: string;
  user_profile_image: string | null;
  likes: number;
  /** The caller liked it. */
  liked: boolean;
  /** The caller's favourite. */
  collect: boolean;
  status_type: StoreStatusType;
  /** Of the current release (发布于); null before the first release. */
  released_at: string | null;
  /** Last change of the app's state: release, decommission or policy (编辑于 while not published). */
  updated_at: string;
}

/** GET store/list. */
export interface StoreListQuery {
  /** Only the caller's own apps, published or not. */
  belongs_me?: boolean;
  /** Most likes first (default: newest release first). */
  likes?: boolean;
  /** Part of the name or the description, case-insensitive; a blank search is left out. */
  search?: string;
  page?: number;
  /** Default 10. */
  size?: number;
}

/** GET store/tags/{tag}, GET store/list/collect. */
export interface StorePageQuery {
  search?: string;
  page?: number;
  size?: number;
}

/** One tag of GET store/list_tags: how many published apps the caller may use carry it. */
export interface StoreTagCount {
  name: string;
  count: number;
}

/** GET store/list_tags: the categories (always, in their order) then other tags in use, each with its count. */
export interface StoreTags {
  tags: StoreTagCount[];
}

/** One store's state for the caller (check-collect, list_collect_info, like and collect calls). */
export interface StoreCollectInfo {
  store_id: string;
  collect: boolean;
  likes: number;
  liked: boolean;
}

/** POST store/collect and GET store/collect/{store_id}. */
export interface CollectState {
  collect: boolean;
}

/** POST store/like and GET store/likes/{store_id}. */
export interface LikeState {
  likes: number;
  liked: boolean;
}

/** One suggestion chip: a chip with a url opens it in a new tab; otherwise its name is sent. */
export interface ChatSuggestion {
  name: string;
  url?: string;
}

/**
 * GET store/store_node/{store_id} and POST store/find_node: the node of the app's graph whose type
 * or name matches `search` (default `UIOutput`), and the chat page's greeting and suggestions as the
 * graph configures them (UI Input, and UI Output's own greeting). After a run, the chat page reads
 * newer suggestions from that node's `end_vertex` event.
 */
export interface StoreNode {
  node_id: string | null;
  greeting: string;
  suggestions: ChatSuggestion[];
}

/** GET store/store_node/{store_id}. */
export interface StoreNodeQuery {
  /** A node type (e.g. `UIOutput`, `UIInput`) or part of a display name; default `UIOutput`. */
  search?: string;
  /** The working copy instead of the release (developer preview: owner and administrators only). */
  preview?: boolean;
}

/** One entry of the publish history. */
export interface ReleaseHistoryItem {
  id: string;
  /** When it happened. */
  updated_at: string;
  note: string;
  /** ReleaseAction: 1 released (已上架), 2 decommissioned (已下架). */
  tpe: ReleaseActionValue;
}

/** POST store/release and POST store/decomission. */
export interface ReleaseRequest {
  flow_id: string;
  /** Required, at most 500 characters. */
  note: string;
}

/** The answer of a release or decommission: the entry it added and the store it changed. */
export interface ReleaseResult extends ReleaseHistoryItem {
  store_id: string;
  flow_id: string;
  /** The flow's released_at after the call (null after a decommission). */
  released_at: string | null;
}

/** POST store/bind_policy. */
export interface BindPolicyRequest {
  store_id: string;
  policy_id: string;
}

/** GET store/flow/{flow_id}: a flow's store (created on first need, never released until a release). */
export interface FlowStore {
  id: string;
  flow_id: string;
  /** The bound policy group; the default one (EMPTY_UUID) allows everyone. */
  policy_id: string;
  status_type: StoreStatusType;
  released_at: string | null;
}

/** The title the server gives a new conversation; a client may show it in the user's language. */
export const DEFAULT_CONVERSATION_TITLE = '新对话';

/** A user's conversation (session) with an app. */
export interface ConversationRead {
  id: string;
  /** 新对话 by default. */
  title: string;
  store_id: string;
  created_at: string;
  updated_at: string;
}

/** GET conversations. */
export interface ConversationsQuery {
  store_id: string;
  page?: number;
  /** Default 100. */
  size?: number;
}

/** GET store/history_session/{store_id}. */
export interface HistoryQuery {
  page?: number;
  size?: number;
}

/** Query of POST store/{store_id}/build (the build protocol's start call for an app's chat). */
export interface StoreBuildQuery {
  /** Default `polling` (as the editor's build). */
  event_delivery?: 'streaming' | 'polling' | 'direct';
  start_component_id?: string;
  stop_component_id?: string;
  /** Developer preview (`/apps/dev`): the working copy; owner and administrators only. */
  preview?: boolean;
}

/** Body of POST store/{store_id}/build; `inputs.session` is the conversation's id (required). */
export interface StoreBuildBody {
  inputs: { input_value?: string; session: string };
  files?: string[];
}

/** Path of an app's build start call under `/api/v1`, for `@app/build-runner`'s `startPath`. */
export function storeBuildPath(storeId: string): string {
  return `store/${encodeURIComponent(storeId)}/build`;
}
