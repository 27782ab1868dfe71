import { ErrorCode, type ErrorCodeValue, type ErrorParams } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import { detailIn, SERVER_WORDING, type CodedDetail } from './codedDetail';

interface CatalogueEntry {
  /** `msg` of the envelope family (the UI is Chinese; clients translate by code anyway). */
  msg: string;
  /** `detail` of the Langflow family. */
  detail: string;
}

// One coded table for every message the server answers with.
const catalogue: Partial<Record<ErrorCodeValue, CatalogueEntry>> = {
  [ErrorCode.WRONG_CREDENTIALS]: { msg: '用户名或密码错误', detail: 'Incorrect username or password' },
  [ErrorCode.PARAMETER_ERROR]: { msg: '参数错误', detail: 'Invalid request' },
  [ErrorCode.UNKNOWN_ERROR]: { msg: '未知错误，请稍后再试', detail: 'Internal server error' },
  [ErrorCode.WAITING_APPROVAL]: { msg: '账号等待审核', detail: 'The account is waiting for approval' },
  [ErrorCode.LOGIN_REQUIRED]: { msg: '请先登录', detail: 'Not authenticated' },
  [ErrorCode.USER_DELETED]: { msg: '用户已删除或禁用', detail: 'The account is deleted or disabled' },
  [ErrorCode.TOO_MANY_ATTEMPTS]: { msg: '登录尝试过多，请稍后再试', detail: 'Too many login attempts, try again later' },
  [ErrorCode.FORBIDDEN]: { msg: '权限不足', detail: 'Not enough permissions' },
  [ErrorCode.USER_NOT_FOUND]: { msg: '用户不存在', detail: 'User not found' },
  [ErrorCode.USER_EXISTS]: { msg: '用户名已存在', detail: 'The username is taken' },
  [ErrorCode.EMAIL_EXISTS]: { msg: '邮箱已存在', detail: 'The email is taken' },
  [ErrorCode.PHONE_EXISTS]: { msg: '手机号已存在', detail: 'The phone number is taken' },
  [ErrorCode.PHONE_CODE_ERROR]: { msg: '手机验证码错误', detail: 'Wrong phone verification code' },
  [ErrorCode.EMAIL_CODE_ERROR]: { msg: '邮箱验证码错误', detail: 'Wrong email verification code' },
  [ErrorCode.UNSUPPORTED_EXTENSION]: { msg: '不支持的文件扩展名', detail: 'Unsupported file extension' },
  [ErrorCode.SEND_TOO_FREQUENT]: { msg: '发送过于频繁，请稍后再试', detail: 'Too frequent, try again later' },
  [ErrorCode.REGISTRATION_CLOSED]: { msg: '注册已关闭', detail: 'Registration is closed' },
  [ErrorCode.QUEUE_UNAVAILABLE]: { msg: '任务队列暂时不可用，请稍后再试', detail: 'The job queue is not reachable right now; try again later.' },
  [ErrorCode.REGISTER_TOO_FREQUENT]: { msg: '注册过于频繁，请稍后再试', detail: 'Too many accounts registered from this network, try again later' },
  [ErrorCode.TOO_MANY_REQUESTS]: { msg: '请求过于频繁，请稍后再试', detail: 'Too many requests, try again later' },
  [ErrorCode.UPLOAD_BUDGET_EXCEEDED]: { msg: '今日上传的附件已达上限，请明天再试', detail: 'The daily limit of chat attachments is reached; try again tomorrow.' },
  [ErrorCode.STORAGE_QUOTA_EXCEEDED]: { msg: '你的文件已达到存储空间上限，请删除一些文件后再试', detail: 'Your files have reached their storage limit; delete some files and try again.' },
  [ErrorCode.RUNNING_BUILDS_LIMIT]: { msg: '同时运行的构建已达上限，请等其中一个结束后再试', detail: 'Too many of your builds are running at the same time; wait for one to finish.' },
  [ErrorCode.ATTACHMENT_NOT_YOURS]: { msg: '只能发送你自己在此对话中上传的附件', detail: 'Only attachments you uploaded to this chat may be sent with it.' },
  [ErrorCode.QUEUE_WAIT_EXPIRED]: { msg: '排队超时，没有工作进程接手此任务，任务已移出队列，请稍后再试', detail: 'No worker took the job in time, so it was removed from the queue; try again later.' },
};

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCodeValue;
  readonly detail: string;
  readonly headers: Record<string, string>;
  /** Set on a request the schema refused: the `detail` body carries the code and these, for the client to word. */
  readonly params: ErrorParams | undefined;
  /** A `detail` of server texts by code: the answer words it in the request's language (errorHandler). */
  readonly coded: CodedDetail | undefined;

  constructor(
    status: number,
    code: ErrorCodeValue,
    options: { msg?: string; detail?: string; headers?: Record<string, string>; params?: ErrorParams; coded?: CodedDetail } = {},
  ) {
    const entry = catalogue[code];
    super(options.msg ?? entry?.msg ?? 'error');
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.detail = options.detail ?? (options.coded && detailIn(SERVER_WORDING, options.coded)) ?? entry?.detail ?? this.message;
    this.headers = options.headers ?? {};
    this.params = options.params;
    this.coded = options.coded;
  }
}

/** The Retry-After header of a refusal to wait out: whole seconds, at least one. */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(seconds))) };
}

/** A business error of the envelope family: HTTP 200 with a non-zero code (and its own `msg` where the spec words one). */
export function businessError(code: ErrorCodeValue, msg?: string): AppError {
  return new AppError(200, code, { msg, detail: msg });
}

export function invalidInput(detail?: string): AppError {
  return new AppError(400, ErrorCode.PARAMETER_ERROR, { detail });
}

/** 400 whose reasons are server texts by code, one per line (a flow that cannot build or run). */
export function refusedFlow(texts: CodedText[]): AppError {
  return new AppError(400, ErrorCode.PARAMETER_ERROR, { coded: { form: 'lines', texts } });
}

/** A value that breaks a field rule (spec/1 section 5): code 10003 with the rule's own message. */
export function invalidField(msg: string): AppError {
  return new AppError(400, ErrorCode.PARAMETER_ERROR, { msg, detail: msg });
}

export function notAuthenticated(): AppError {
  return new AppError(401, ErrorCode.LOGIN_REQUIRED, { headers: { 'www-authenticate': 'Bearer' } });
}

export function forbidden(): AppError {
  return new AppError(403, ErrorCode.FORBIDDEN);
}

/** 10116: a chat build names a file that is not its caller's own attachment; the detail in the request's language. */
export function attachmentNotYours(reason: CodedText): AppError {
  return new AppError(403, ErrorCode.ATTACHMENT_NOT_YOURS, { coded: { form: 'lines', texts: [reason] }, params: {} });
}

export function notFound(detail = 'Not Found'): AppError {
  return new AppError(404, ErrorCode.PARAMETER_ERROR, { msg: detail, detail });
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(429, ErrorCode.TOO_MANY_ATTEMPTS, { headers: retryAfter(retryAfterSeconds) });
}

/** 10107: a verification code asked again too soon (for one target, or too many from one address). */
export function tooFrequent(retryAfterSeconds: number): AppError {
  return new AppError(200, ErrorCode.SEND_TOO_FREQUENT, { headers: retryAfter(retryAfterSeconds) });
}

/** 10113: a call's budget is spent (UI node reads, pictures); `msg` names what, for API callers. */
export function overCallBudget(retryAfterSeconds: number, msg?: string): AppError {
  return new AppError(200, ErrorCode.TOO_MANY_REQUESTS, { msg, detail: msg, headers: retryAfter(retryAfterSeconds) });
}

/** 10111: REGISTRATIONS_PER_HOUR accounts came from this client address within the hour. */
export function registeringTooOften(retryAfterSeconds: number): AppError {
  return new AppError(200, ErrorCode.REGISTER_TOO_FREQUENT, { headers: retryAfter(retryAfterSeconds) });
}

/**
 * 10112: the caller's chat attachments of the day reached their budget. A Langflow-style call, so
 * the `detail` answer carries the code and the limit for the chat to word in the user's language.
 */
export function uploadBudgetExceeded(limitMb: number, retryAfterSeconds: number): AppError {
  return new AppError(429, ErrorCode.UPLOAD_BUDGET_EXCEEDED, { headers: retryAfter(retryAfterSeconds), params: { limit_mb: String(limitMb) } });
}

/** 10114: the caller's own files take USER_FILES_QUOTA_MB; the `detail` answer carries the code and the limit, as 10112's. */
export function storageQuotaExceeded(limitMb: number): AppError {
  return new AppError(413, ErrorCode.STORAGE_QUOTA_EXCEEDED, { params: { limit_mb: String(limitMb) } });
}

/**
 * Authenticated, but this credential may not do this (a disabled API key, another site's). The
 * reason is the envelope's `msg` too, so the embedded chat page can tell its visitor which.
 */
export function refused(detail: string): AppError {
  return new AppError(403, ErrorCode.FORBIDDEN, { msg: detail, detail });
}

/**
 * Queue mode, Redis not answering: job calls cannot be served now; the rest of the server can.
 * The `detail` answer carries the code too, so the client words it in the user's language.
 */
export function queueUnavailable(): AppError {
  return new AppError(503, ErrorCode.QUEUE_UNAVAILABLE, { headers: { 'retry-after': '5' }, params: {} });
}

/** Queue mode, no worker took the job within QUEUE_WAIT_TIMEOUT: it was removed; coded like queueUnavailable. */
export function queueWaitExpired(): AppError {
  return new AppError(503, ErrorCode.QUEUE_WAIT_EXPIRED, { headers: { 'retry-after': '5' }, params: {} });
}

export function internalError(): AppError {
  return new AppError(500, ErrorCode.UNKNOWN_ERROR);
}
