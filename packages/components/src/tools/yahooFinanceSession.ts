// Yahoo's session as the yfinance library opens it: the cookie fc.yahoo.com sets and the crumb
// /v1/test/getcrumb gives for it; where that gives no crumb (Yahoo's consent regions, such as
// Europe), yfinance's other way: guce.yahoo.com's consent form agreed to, its consent copied, then
// the crumb again. Cookies are kept from every answer along the way, redirects included, and sent
// as a browser would (RFC 6265): each only to the hosts its Domain (or the host that set it) and
// Path name, so a redirect or an address setting pointing elsewhere gets none of Yahoo's. Each
// data request carries the crumb.
import type { OutboundFetch, OutboundRequest } from '@app/engine';
import { CookieJar } from 'tough-cookie';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { serviceJson, serviceText, serviceUrl, type SearchService } from './searchService';

export const YAHOO_FINANCE_BASE_URL = 'https://query2.finance.yahoo.com';
export const YAHOO_COOKIE_URL = 'https://fc.yahoo.com';
export const YAHOO_CONSENT_URL = 'https://guce.yahoo.com';
const CODES = { baseUrl: 'YAHOO_FINANCE_BASE_URL_INVALID', unreachable: 'YAHOO_FINANCE_UNREACHABLE' } as const;
const service = (base: string): SearchService => ({ base, codes: CODES });
/** Yahoo answers 429 to clients that do not look like a browser (yfinance presents itself as Chrome). */
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAX_REDIRECTS = 5;

export interface YahooSessionSettings {
  readonly base_url: string;
  readonly cookie_url: string;
  readonly consent_url: string;
  readonly timeout: number;
}

export type Json = Record<string, unknown>;
export const object = (value: unknown): Json => (isPlainObject(value) ? value : {});

export interface YahooSession {
  /** One GET of the API's JSON with the crumb; Yahoo's refusals name the component (an unknown symbol by its own code). */
  getJson(path: string, query: Record<string, string>, symbol: string): Promise<Json>;
}

class Exchange {
  /** Cookies from every answer so far, with the hosts and paths they belong to. */
  private readonly cookies = new CookieJar();
  private readonly deadline: number;

  constructor(
    private readonly fetch: OutboundFetch,
    private readonly signal: AbortSignal,
    timeout: number,
  ) {
    this.deadline = Date.now() + timeout * 1000;
  }

  /** The request with the cookies so far, redirects followed here so that each hop's cookies are kept. */
  async send(url: string, init: OutboundRequest = {}): Promise<{ response: Response; body: string; url: string }> {
    let current = url;
    let request = init;
    for (let hop = 0; ; hop++) {
      const cookie = await this.cookies.getCookieString(current);
      const headers = { 'user-agent': USER_AGENT, ...(cookie === '' ? {} : { cookie }), ...request.headers };
      const timeoutMs = Math.max(1, this.deadline - Date.now());
      const { response, body } = await serviceText(service(current), this.fetch, current, { ...request, headers, redirect: 'manual', timeoutMs, signal: this.signal });
      // A cookie its host may not set (another domain, a public suffix) is dropped, as browsers drop it.
      for (const line of response.headers.getSetCookie()) await this.cookies.setCookie(line, current, { ignoreError: true });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null || hop === MAX_REDIRECTS) return { response, body, url: current };
      current = new URL(location, current).href;
      // A redirected form post is fetched again, as browsers do (303 and the older 301/302 alike).
      request = {};
    }
  }
}

/** The crumb for the cookies so far; none when Yahoo gives an HTML page or nothing, a coded error when it limits requests. */
async function crumbOf(exchange: Exchange, base: string): Promise<string | undefined> {
  const { response, body } = await exchange.send(`${base}/v1/test/getcrumb`);
  if (response.status === 429 || body.includes('Too Many Requests')) throw componentError('YAHOO_FINANCE_RATE_LIMITED');
  const crumb = body.trim();
  return response.ok && crumb !== '' && !crumb.includes('<') ? crumb : undefined;
}

/** A hidden input's value on the consent page. */
const inputValue = (html: string, name: string): string | undefined =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find((value) => value !== undefined);

/** yfinance's consent way: the consent page's tokens, its form posted with agreement, the consent copied. False when the page has no form. */
async function agreeToConsent(exchange: Exchange, consentBase: string): Promise<boolean> {
  const page = await exchange.send(`${consentBase}/consent`);
  const csrfToken = inputValue(page.body, 'csrfToken');
  const sessionId = inputValue(page.body, 'sessionId');
  if (csrfToken === undefined || sessionId === undefined) return false;
  const action = /<form[^>]*action="([^"]*)"/.exec(page.body)?.[1] ?? `/v2/collectConsent?sessionId=${encodeURIComponent(sessionId)}`;
  const form = new URLSearchParams([
    ['agree', 'agree'],
    ['agree', 'agree'],
    ['consentUUID', 'default'],
    ['sessionId', sessionId],
    ['csrfToken', csrfToken],
    ['originalDoneUrl', 'https://finance.yahoo.com/'],
    ['namespace', 'yahoo'],
  ]);
  const headers = { 'content-type': 'application/x-www-form-urlencoded', referer: page.url };
  await exchange.send(new URL(action.replaceAll('&amp;', '&'), page.url).href, { method: 'POST', headers, body: form.toString() });
  await exchange.send(`${consentBase}/copyConsent?sessionId=${encodeURIComponent(sessionId)}`);
  return true;
}

/** A session with its crumb: fc.yahoo.com's cookie first, the consent way when that gives no crumb. */
export async function openYahooSession(fetch: OutboundFetch, settings: YahooSessionSettings, signal: AbortSignal): Promise<YahooSession> {
  const base = serviceUrl(service(YAHOO_FINANCE_BASE_URL), settings.base_url);
  const cookieUrl = serviceUrl(service(YAHOO_COOKIE_URL), settings.cookie_url);
  const consentBase = serviceUrl(service(YAHOO_CONSENT_URL), settings.consent_url);
  const exchange = new Exchange(fetch, signal, settings.timeout);
  await exchange.send(cookieUrl);
  let crumb = await crumbOf(exchange, base);
  if (crumb === undefined && (await agreeToConsent(exchange, consentBase))) crumb = await crumbOf(exchange, base);
  if (crumb === undefined) throw componentError('YAHOO_FINANCE_CRUMB_MISSING');
  const found = crumb;

  return {
    async getJson(path, query, symbol) {
      const { response, body } = await exchange.send(`${base}${path}?${new URLSearchParams({ ...query, crumb: found })}`);
      if (response.status === 429) throw componentError('YAHOO_FINANCE_RATE_LIMITED');
      const json = response.ok || body.trim().startsWith('{') ? object(serviceJson(body, 'YAHOO_FINANCE_ANSWER_UNREADABLE')) : {};
      // Yahoo's errors come as { <endpoint>: { error: { code, description } } }.
      const error = Object.values(json).map((part) => object(object(part).error)).find((candidate) => Object.keys(candidate).length > 0);
      if (error && String(error.code) === 'Not Found') throw componentError('YAHOO_FINANCE_NOT_FOUND', { symbol, detail: String(error.description ?? '') });
      if (!response.ok || error) throw componentError('YAHOO_FINANCE_REFUSED', { status: response.status, detail: String(error?.description ?? body.trim().slice(0, 300)) });
      return json;
    },
  };
}
