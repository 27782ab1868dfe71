// Path rules of spec/1 section 7: which calls skip refresh handling and which go without a token.

/** Calls whose 401/403 is final: public, or part of the login flow itself (refreshing would loop). */
const REFRESH_EXEMPT = new Set(['/health', '/flows', '/logout', '/refresh', '/login', '/auto_login']);
/** The public playground's calls serve visitors without an account: an error there says nothing about a session. */
const PUBLIC_PREFIXES = ['/flows/public_flow/', '/build_public_tmp/'];

/** The calls that make or end a session: they never wait for a token refresh (the refresh is one of them). */
const SESSION_CALLS = new Set(['/login', '/refresh', '/logout', '/auto_login']);

/** The path relative to the API version prefix, without query or trailing slash: `/api/v1/flows/` -> `/flows`. */
export function apiRelativePath(path: string): string {
  const withoutQuery = path.split('?', 1)[0] ?? '';
  const relative = withoutQuery.replace(/^\/api\/v[12](?=\/|$)/, '');
  const trimmed = relative.length > 1 ? relative.replace(/\/+$/, '') : relative;
  return trimmed === '' ? '/' : trimmed;
}

export function isRefreshExempt(path: string): boolean {
  const relative = apiRelativePath(path);
  return REFRESH_EXEMPT.has(relative) || PUBLIC_PREFIXES.some((prefix) => relative.startsWith(prefix));
}

export function isSessionCall(path: string): boolean {
  return SESSION_CALLS.has(apiRelativePath(path));
}

/** Auto-login calls obtain a session, so an old token must not ride along. */
export function sendsBearer(path: string): boolean {
  return apiRelativePath(path) !== '/auto_login';
}
