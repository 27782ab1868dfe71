// Why an outbound request from a component did not happen or did not finish, in one coded table.
// The message reaches the component, which shows it as the build error; it names the URL and, for
// refusals, how an administrator would allow the address.

const ALLOW_HINT = 'An administrator can allow it with FETCH_ALLOWED_HOSTS.';

export const outboundMessages = {
  INVALID_URL: (p: { url: string }) => `Refused to fetch "${p.url}": it is not a valid URL.`,
  SCHEME_NOT_ALLOWED: (p: { url: string; scheme: string }) => `Refused to fetch ${p.url}: only http and https are allowed, not ${p.scheme}.`,
  HOST_NOT_ALLOWED: (p: { url: string; host: string }) => `Refused to fetch ${p.url}: ${p.host} names this server or a cloud metadata service. ${ALLOW_HINT}`,
  ADDRESS_NOT_ALLOWED: (p: { url: string; host: string; address: string; kind: string }) =>
    `Refused to fetch ${p.url}: ${p.host === p.address ? p.address : `${p.host} resolves to ${p.address}, which`} is ${p.kind}. ${ALLOW_HINT}`,
  TOO_MANY_REDIRECTS: (p: { url: string; max: number }) => `Stopped fetching ${p.url}: more than ${p.max} redirects.`,
  REDIRECT_WITHOUT_LOCATION: (p: { url: string; status: number }) => `Cannot follow the redirect of ${p.url}: the ${p.status} answer has no valid Location.`,
  HOST_NOT_FOUND: (p: { url: string; host: string }) => `Cannot fetch ${p.url}: the host name ${p.host} could not be resolved.`,
  CONNECTION_FAILED: (p: { url: string; detail: string }) => `Cannot fetch ${p.url}: ${p.detail}.`,
  TIMED_OUT: (p: { url: string; seconds: number }) => `Cannot fetch ${p.url}: no complete answer within ${p.seconds} s.`,
  TOO_LARGE: (p: { url: string; limit: string }) => `Stopped reading ${p.url}: the answer is larger than ${p.limit}.`,
} as const;

export type OutboundErrorCode = keyof typeof outboundMessages;

type Params<C extends OutboundErrorCode> = Parameters<(typeof outboundMessages)[C]>;

export class OutboundRequestError extends Error {
  readonly code: OutboundErrorCode;
  /** What the message was rendered from, so a build error can carry it by code to the client. */
  readonly params: Record<string, unknown>;

  constructor(code: OutboundErrorCode, message: string, params: Record<string, unknown> = {}) {
    super(message);
    this.name = 'OutboundRequestError';
    this.code = code;
    this.params = params;
  }
}

export function outboundError<C extends OutboundErrorCode>(code: C, ...params: Params<C>): OutboundRequestError {
  const render = outboundMessages[code] as (...args: Params<C>) => string;
  return new OutboundRequestError(code, render(...params), params[0]);
}

/** 1048576 -> "1 MB", 1536 -> "1.5 KB". */
export function byteSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
