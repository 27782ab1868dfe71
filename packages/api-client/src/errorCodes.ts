// The coded error catalogue of spec/1 section 8. Texts live in @app/i18n, namespace `errors`, key `<code>`.
export const ErrorCode = {
  OK: 0,
  WRONG_CREDENTIALS: 10001,
  DEFAULT_GROUP_PROTECTED: 10002,
  PARAMETER_ERROR: 10003,
  USER_NOT_FOUND: 10004,
  PHONE_CODE_ERROR: 10005,
  EMAIL_CODE_ERROR: 10006,
  NEW_ERROR: 10009,
  UNKNOWN_ERROR: 10010,
  WAITING_APPROVAL: 10098,
  LOGIN_REQUIRED: 10099,
  UNSUPPORTED_EXTENSION: 10100,
  USER_EXISTS: 10101,
  EMAIL_EXISTS: 10102,
  PHONE_EXISTS: 10103,
  USER_DELETED: 10104,
  /** Ours: too many login attempts for the account or the address. */
  TOO_MANY_ATTEMPTS: 10105,
  /** Ours: authenticated, but the role or the access policy does not allow the action. */
  FORBIDDEN: 10106,
  /** Ours: a verification code was sent to this target less than 60 s ago, or the address's codes of the hour are spent. */
  SEND_TOO_FREQUENT: 10107,
  /** Ours: REGISTRATION_MODE=closed. */
  REGISTRATION_CLOSED: 10108,
  /** Ours: queue mode, and the job queue (Redis) does not answer; job calls only (503). */
  QUEUE_UNAVAILABLE: 10109,
  /** Ours: queue mode, and no worker took the job within QUEUE_WAIT_TIMEOUT; it was removed (503). */
  QUEUE_WAIT_EXPIRED: 10110,
  /** Ours: REGISTRATIONS_PER_HOUR accounts were registered from this client address within the hour. */
  REGISTER_TOO_FREQUENT: 10111,
  /** Ours: a user's marketplace chat attachments reached STORE_UPLOAD_MB_PER_DAY within the day (429; params.limit_mb). */
  UPLOAD_BUDGET_EXCEEDED: 10112,
  /** Ours: a call's budget a minute or an hour is spent (UI node reads, avatar uploads and generated pictures); retry-after says when. */
  TOO_MANY_REQUESTS: 10113,
  /** Ours: the caller's own files (uploads and Save File's) take USER_FILES_QUOTA_MB (413; params.limit_mb). */
  STORAGE_QUOTA_EXCEEDED: 10114,
  /** Ours: the caller's builds and runs running at once reached the cap (429; params.limit); one must finish first. */
  RUNNING_BUILDS_LIMIT: 10115,
  /** Ours: a chat build names a file that is not one of the caller's own attachments to that chat (403). */
  ATTACHMENT_NOT_YOURS: 10116,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
