// The site a key is bound to, and the check of a browser's Origin against it. A browser on another
// site always sends Origin with a cross-origin call and cannot forge it, so a bound key used from a
// page elsewhere is refused. Calls without Origin (servers, scripts, the same-origin GETs of the
// embedded chat page, which runs on this server) are not browser calls from another site.

/** host[:port], or `*.` before a host for its subdomains; letters, digits, hyphens and dots. */
const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * The stored form of a domain the user typed: an origin URL (`https://example.com/`) is reduced
 * to its host; the result is lower case. Undefined when it is neither a URL nor a host.
 */
export function normalizeDomain(input: string): string | undefined {
  const text = input.trim().toLowerCase();
  let host = text;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      host = url.host;
    } catch {
      return undefined;
    }
  }
  return HOST_PATTERN.test(host) ? host : undefined;
}

/** The host[:port] of an Origin header; undefined for "null" or anything unreadable. */
function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

function hostMatches(domain: string, host: string): boolean {
  const withPort = domain.includes(':');
  const candidate = withPort ? host : host.replace(/:\d+$/, '');
  if (domain.startsWith('*.')) return candidate.endsWith(domain.slice(1)) && candidate.length > domain.length - 1;
  return candidate === domain;
}

/**
 * Whether a request may use a key bound to `domain` (null: any site). `ownOrigin` is this server's
 * origin, from which the embedded chat page calls.
 */
export function originAllowed(domain: string | null, origin: string | undefined, ownOrigin: string): boolean {
  if (domain === null || origin === undefined) return true;
  if (origin.toLowerCase() === ownOrigin.toLowerCase()) return true;
  const host = originHost(origin);
  return host !== undefined && hostMatches(domain, host);
}
