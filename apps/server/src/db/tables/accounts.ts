// The tables of users, their groups and access policies, sign-in tokens and throttling, and
// verification codes.
import type { Timestamp, DbBoolean } from './columns';

export interface UsersTable {
  id: string;
  username: string;
  name: string;
  email: string | null;
  telephone: string | null;
  profile_image: string | null;
  password_hash: string;
  role: number;
  is_active: DbBoolean;
  is_deleted: DbBoolean;
  /** Registered under REGISTRATION_MODE=approval and not yet approved (login answers 10098). */
  approval_pending: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface UserGroupsTable {
  id: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserGroupMembersTable {
  user_id: string;
  group_id: string;
}

export interface PolicyGroupsTable {
  id: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Whether a policy entry lets its subject in or keeps it out. */
export type PolicyEffect = 'allow' | 'deny';

/** A user group allowed or denied by a policy group. */
export interface PolicyGroupUserGroupsTable {
  policy_group_id: string;
  user_group_id: string;
  effect: PolicyEffect;
}

/** A user allowed or denied by a policy group. */
export interface PolicyGroupUsersTable {
  policy_group_id: string;
  user_id: string;
  effect: PolicyEffect;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** sha256 of the token, hex. */
  token_hash: string;
  /** The session (sign-in) the token belongs to; shared by the tokens that rotation issues. */
  session_id: string;
  remember_me: DbBoolean;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  /** "pair:<client address> user:<id>", "pair:<client address> name:<login name>" or "address:<client address>". */
  key: string;
  failed_count: number;
  window_start: Timestamp;
  /** A pair is refused until then; an address is suspect (see loginThrottle.ts). */
  locked_until: Timestamp | null;
}

export interface VerificationCodesTable {
  id: string;
  /** VerifyPurpose: 1 register by phone, 2 register by email, 4 reset by phone, 8 reset by email. */
  purpose: number;
  /** The email address lowercased, or the phone number as digits. */
  target: string;
  /** HMAC-SHA256 of the code, hex; the key is derived from the server's secret key. */
  code_hash: string;
  failed_attempts: number;
  expires_at: Timestamp;
  sent_at: Timestamp;
  consumed_at: Timestamp | null;
}
