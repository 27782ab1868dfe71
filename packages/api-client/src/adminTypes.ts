// Wire types of user, user-group and policy-group administration (spec/1 sections 3 and 7), and of
// the failed jobs administrators read.
import type { CodedText } from '@app/flow-graph';

/** POST users/ (administrators). */
export interface UserCreate {
  username: string;
  password: string;
  name: string;
  profile_image: string;
  role: number;
  email?: string | null;
  telephone?: string | null;
  /** The default group is always kept; omitted means only the default group. */
  user_group_ids?: string[];
}

/**
 * PATCH users/{user_id}. Administrators may change every field; a user changing themself only
 * `name` and `profile_image`. A blank password is left out by the client.
 */
export interface UserUpdate {
  name?: string;
  profile_image?: string;
  role?: number;
  email?: string | null;
  telephone?: string | null;
  password?: string;
  is_active?: boolean;
  user_group_ids?: string[];
}

export interface ListQuery {
  search?: string;
  page?: number;
  size?: number;
  /** By created time; default newest first. */
  order?: 'asc' | 'desc';
}

export interface BindUserGroupsForm {
  user_ids: string[];
  user_group_ids: string[];
}

export interface UserGroupRead {
  id: string;
  name: string;
  description: string;
  users_count: number;
  created_at: string;
}

export interface UserGroupWrite {
  name: string;
  description?: string;
}

/** One allowed or denied entry of a policy group: a user group or a user. */
export interface PolicyEntry {
  id: string;
  name: string;
  is_group: boolean;
}

export interface PolicyStoreRef {
  id: string;
  name: string;
}

export interface PolicyGroupRead {
  id: string;
  name: string;
  description: string;
  allowed: PolicyEntry[];
  denied: PolicyEntry[];
  allowed_group_ids: string[];
  allowed_user_ids: string[];
  denied_group_ids: string[];
  denied_user_ids: string[];
  /** Marketplace apps bound to the group. */
  stores_count: number;
  stores: PolicyStoreRef[];
  created_at: string;
}

export interface PolicyGroupWrite {
  name: string;
  description: string;
  allowed_group_ids: string[];
  allowed_user_ids: string[];
  denied_group_ids: string[];
  denied_user_ids: string[];
}

/** GET failed-jobs: a job (build, run or webhook call) that did not complete, the dead letters of queue mode. */
export interface FailedJobRead {
  id: string;
  flow_id: string;
  /** Null when the flow was deleted since. */
  flow_name: string | null;
  /** Whom the job counted against: a user id, `apikey:<id>` for an API key, `public:<client>` for a public playground visitor. */
  owner_id: string;
  /** The owner's username when the owner is a user (null once the user is deleted). */
  owner_name: string | null;
  /** `failed`: a server error, past its deadline, or no worker took it in time; `interrupted`: its worker or server stopped. */
  status: 'failed' | 'interrupted';
  /** Why it ended, by code (serverMessages of @app/i18n words it) and in English; null for a record older than reasons. */
  reason: CodedText | null;
  started_at: string;
  ended_at: string;
}

/** Query of GET failed-jobs: newest end first, no search or order. */
export interface FailedJobsQuery {
  page?: number;
  size?: number;
}

/** Text areas of the admin forms: spec/1 section 9. */
export const DESCRIPTION_MAX_LENGTH = 500;
/** Page size of the users, user-group and policy lists. */
export const ADMIN_PAGE_SIZE = 15;
