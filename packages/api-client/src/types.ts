// Wire types shared by the server and every client. The server imports these (type-only), so
// a field renamed here fails to compile on both sides.

/** Envelope of the accounts, admin, store, api-key and conversation calls (spec/1 section 7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Error body of the calls inherited from Langflow (flows, build, run, ...). */
export interface DetailError {
  detail: string;
  /**
   * A request the schema refused (a malformed id, a missing field) also says so by code (10003) and
   * names the fields, so the client words it in the user's language; `detail` is the fallback.
   */
  code?: number;
  params?: ErrorParams;
}

/** The values a coded error's text is filled in with, e.g. `{ fields: 'id' }`. */
export type ErrorParams = Record<string, string>;

/** Paged list (ARCHITECTURE section 3). */
export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
  size: number;
  total: number;
}

export const ROLE_USER = 8;
export const ROLE_DEV = 16;
export const ROLE_ADMIN = 32;

/** The all-zero UUID of the default user group and the default policy group. */
export const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';

export interface UserGroupRef {
  id: string;
  name: string;
}

/** User as the server returns it; the password is never part of it. */
export interface UserRead {
  id: string;
  username: string;
  name: string;
  email: string | null;
  telephone: string | null;
  profile_image: string | null;
  role: number;
  is_active: boolean;
  user_groups: UserGroupRef[];
  user_group_ids: string[];
  created_at: string;
  last_login_at: string | null;
}

export interface LoginForm {
  username: string;
  password: string;
  remember_me?: boolean;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
}

/** GET /api/v1/config (spec/3 section 3, Config). */
export interface ConfigResponse {
  frontend_timeout: number;
  auto_saving: boolean;
  auto_saving_interval: number;
  health_check_max_retries: number;
  max_file_size_upload: number;
  feature_flags: Record<string, boolean>;
  webhook_polling_interval: number;
  event_delivery: 'streaming' | 'polling' | 'direct';
  registration_mode: 'open' | 'approval' | 'closed';
  /** Single-user mode: GET /api/v1/auto_login signs the console in (it answers 400 when off). */
  auto_login: boolean;
  /** Documentation link of the footer; null hides it. */
  help_url: string | null;
  /** Social-account link of the footer; null hides it. */
  social_url: string | null;
}

export interface VersionResponse {
  version: string;
  main_version: string;
  package: string;
}

/** GET /health: every value is "ok" when healthy. */
export type HealthResponse = Record<string, string>;
