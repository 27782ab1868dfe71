// What the web search tools (and Astra DB's Data API) share on the wire: the service's address under a settable base URL
// (a proxy, or a local server in tests) and one request through the guarded fetch whose failure
// to connect names the tool.
import type { InputDefinition, OutboundFetch, OutboundRequest } from '@app/engine';
import { ComponentError, componentError, withCauses, type componentMessages, type ComponentMessageCode } from '../messages';
import { isPlainObject } from '../values/data';

/** The codes whose message takes these parameters: a service names its own failures. */
type CodeTaking<P> = { [C in ComponentMessageCode]: [P] extends Parameters<(typeof componentMessages)[C]> ? C : never }[ComponentMessageCode];

export interface SearchService {
  /** The service's own address, used when the base URL is left empty. */
  readonly base: string;
  readonly codes: {
    readonly baseUrl: CodeTaking<{ url: string }>;
    readonly unreachable: CodeTaking<{ url: string; detail: string }>;
  };
}

/** The base URL set (empty: the service's own), without trailing slashes. */
export function serviceUrl(service: SearchService, baseUrl: string): string {
  const base = baseUrl.trim() === '' ? service.base : baseUrl.trim();
  if (!/^https?:\/\//i.test(base)) throw componentError(service.codes.baseUrl, { url: base });
  return base.replace(/\/+$/, '');
}

/** The response and its text; no connection (refused, timed out) fails naming the service. */
export async function serviceText(service: SearchService, fetch: OutboundFetch, url: string, init: OutboundRequest & { signal: AbortSignal }): Promise<{ response: Response; body: string }> {
  try {
    const response = await fetch(url, init);
    return { response, body: await response.text() };
  } catch (error) {
    if (init.signal.aborted || error instanceof ComponentError) throw error;
    throw withCauses(componentError(service.codes.unreachable, { url, detail: error instanceof Error ? error.message : String(error) }), { detail: error });
  }
}

/** The advanced field for the service's address (`name` as the tool names it); its own by default. */
export function baseUrlField(name: string, url: string) {
  return {
    type: 'str',
    name: 'base_url',
    display_name: '基础 URL',
    info: `${name} 接口的地址；留空时使用 ${url}。`,
    en: { display_name: 'Base URL', info: `The address of the ${name} API; empty uses ${url}.` },
    value: url,
    advanced: true,
  } as const satisfies InputDefinition;
}

/** The advanced field for the time the whole search may take, in seconds (at most `max`). */
export function searchTimeoutField(seconds: number, max = 300) {
  return {
    type: 'int',
    name: 'timeout',
    display_name: '超时（秒）',
    info: '整个搜索请求的超时时间。',
    en: { display_name: 'Timeout (s)', info: 'The timeout for the whole search request.' },
    value: seconds,
    range_spec: { min: 1, max, step: 1 },
    advanced: true,
  } as const satisfies InputDefinition;
}

/**
 * A service's reason for a refusal: the first of `fields` its JSON body has, each a dotted path
 * (`error.message`); text as it is, anything else as JSON. Else the body's own text.
 */
export function refusalDetail(body: string, fields: readonly string[]): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    const at = (path: string) => path.split('.').reduce<unknown>((value, key) => (isPlainObject(value) ? value[key] : undefined), parsed);
    const reason = fields.map(at).find((value) => value !== undefined && value !== null);
    if (typeof reason === 'string') return reason;
    if (reason !== undefined) return JSON.stringify(reason).slice(0, 500);
  } catch {
    // Not JSON: the text itself says why.
  }
  return body.trim().slice(0, 500);
}

/** The answer's JSON; text that is not JSON fails with the service's own code. */
export function serviceJson(body: string, unreadable: CodeTaking<{ detail: string }>): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw componentError(unreadable, { detail: (error as Error).message });
  }
}
