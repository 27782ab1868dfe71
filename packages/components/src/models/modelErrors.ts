// Provider failures as the readable errors a node shows: the status and what it usually means, the
// provider's own message, the address that could not be reached, the timeout. Cancellation stays
// the build's abort reason, so the engine reports a cancelled build, not a failed component.
import { APICallError, NoObjectGeneratedError, RetryError } from 'ai';
import { ComponentError, componentError, componentMessages, withCauses } from '../messages';
import { ProviderTransportError } from './providerFetch';

/** What the message needs besides the error: the model asked for and where. */
export interface ModelCallTarget {
  baseUrl: string;
  model: string;
  /** The limit the call ran under, for the timeout message. */
  timeoutSeconds: number;
}

const DETAIL_LIMIT = 500;

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: '连接被拒绝（ECONNREFUSED），服务没有在该地址上运行',
  ENOTFOUND: '找不到该主机（ENOTFOUND）',
  EAI_AGAIN: '暂时无法解析该主机名（EAI_AGAIN）',
  ECONNRESET: '连接被对方重置（ECONNRESET）',
  ETIMEDOUT: '连接超时（ETIMEDOUT）',
  EHOSTUNREACH: '无法到达该主机（EHOSTUNREACH）',
  UND_ERR_SOCKET: '连接被对方关闭',
  CERT_HAS_EXPIRED: '服务的 TLS 证书已过期',
  DEPTH_ZERO_SELF_SIGNED_CERT: '服务使用了自签名的 TLS 证书',
};

function shorten(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > DETAIL_LIMIT ? `${trimmed.slice(0, DETAIL_LIMIT)}…` : trimmed;
}

/** The first network error code along the cause chain (fetch wraps undici's error). */
function networkCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * A provider's answer with error `status` by code, for the model calls and the server's own provider
 * calls (voice) alike; `model` names what was asked for in a 404, which without it is a refusal.
 */
export function modelStatusError(status: number, detail: string, model?: string): ComponentError {
  if (status === 401) return componentError('MODEL_AUTH_REJECTED', { status, detail });
  if (status === 403) return componentError('MODEL_ACCESS_DENIED', { status, detail });
  if (status === 404 && model !== undefined) return componentError('MODEL_NOT_FOUND', { status, model, detail });
  if (status === 429) return componentError('MODEL_RATE_LIMITED', { status, detail });
  if (status >= 500) return componentError('MODEL_SERVER_ERROR', { status, detail });
  return componentError('MODEL_REQUEST_REFUSED', { status, detail });
}

/** A provider that could not be reached at `url`: the network's cause, by its code where known, else `fallback`. */
export function modelUnreachableError(url: string, cause: unknown, fallback: string): ComponentError {
  return componentError('MODEL_UNREACHABLE', { url, detail: networkReason(cause, fallback) ?? fallback });
}

/** The network's reason for `cause`, worded by its code where known; undefined when it has no code. */
function networkReason(cause: unknown, fallback: string): string | undefined {
  const code = networkCode(cause);
  if (!code) return undefined;
  return NETWORK_CAUSES[code] ?? `${cause instanceof Error ? shorten(cause.message) : fallback}（${code}）`;
}

/**
 * A failure after a success status: the service took the request. Either the connection broke
 * off while the answer was read (the network names why) or the answer was not what the protocol
 * says (a body that is not JSON, a field of the wrong shape); neither is a refusal.
 */
function successfulAnswerError(error: APICallError, status: number): ComponentError {
  const reason = networkReason(error.cause, shorten(error.message));
  if (reason !== undefined) return componentError('MODEL_ANSWER_BROKEN', { detail: reason });
  const cause = error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return componentError('MODEL_ANSWER_UNREADABLE', { status, detail: shorten(cause) });
}

function callError(error: APICallError, target: ModelCallTarget): ComponentError {
  const detail = shorten(error.message);
  if (error.statusCode !== undefined && error.statusCode < 300) return successfulAnswerError(error, error.statusCode);
  if (error.statusCode !== undefined) return modelStatusError(error.statusCode, detail, target.model);
  return modelUnreachableError(target.baseUrl, error.cause, detail);
}

/**
 * The error a model or embeddings call ends with. Returns the abort reason unchanged when the
 * build's signal was aborted (a cancel, or another component failed).
 */
export function modelCallError(error: unknown, target: ModelCallTarget, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof ComponentError) return error;
  if (isTimeout(error)) return componentError('MODEL_TIMEOUT', { seconds: target.timeoutSeconds });
  if (RetryError.isInstance(error)) {
    const last = modelCallError(error.lastError, target, signal);
    if (!(last instanceof ComponentError)) return last;
    return new ComponentError('MODEL_ATTEMPTS', componentMessages.MODEL_ATTEMPTS({ message: last.message, attempts: error.errors.length }), { message: last, attempts: error.errors.length });
  }
  if (APICallError.isInstance(error)) return callError(error, target);
  if (error instanceof ProviderTransportError) {
    // The server's fetch says why by code too; the client words that reason, not only the heading.
    const unreachable = componentError('MODEL_UNREACHABLE', { url: target.baseUrl, detail: shorten(error.message) });
    return error.cause instanceof Error ? withCauses(unreachable, { detail: error.cause }) : unreachable;
  }
  if (NoObjectGeneratedError.isInstance(error)) return componentError('MODEL_INVALID_JSON', { detail: shorten(error.text ?? error.message) });
  const code = networkCode(error);
  if (code && NETWORK_CAUSES[code]) return componentError('MODEL_UNREACHABLE', { url: target.baseUrl, detail: NETWORK_CAUSES[code] });
  return componentError('MODEL_CALL_FAILED', { detail: shorten(error instanceof Error ? error.message : String(error)) });
}
