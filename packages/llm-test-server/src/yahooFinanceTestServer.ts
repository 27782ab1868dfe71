// A local stand-in for what the yfinance library reads from Yahoo! Finance, started by the test on
// a free port: at the root, fc.yahoo.com's 404 that sets the A3 cookie (with `consent`, instead a
// redirect to the consent page, whose form posted to /v2/collectConsent and then /copyConsent set
// it, as guce.yahoo.com and consent.yahoo.com do); /v1/test/getcrumb the crumb for that cookie;
// then, only with both, quoteSummary's modules, the chart's events and the search's news. An
// unknown symbol answers as Yahoo does (404 with a "Not Found" error).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface YahooFinanceTestSymbol {
  symbol: string;
  /** quoteSummary's modules by name, as Yahoo answers them. */
  modules?: Record<string, unknown>;
  /** The chart's events (dividends, splits, capitalGains keyed by time) and its meta's gmtoffset. */
  events?: Record<string, Record<string, unknown>>;
  gmtoffset?: number;
  news?: Array<Record<string, unknown>>;
}

export interface YahooFinanceTestServerOptions {
  symbols: YahooFinanceTestSymbol[];
  /** The cookie only after the consent form is agreed to (Yahoo in Europe). */
  consent?: boolean;
  /**
   * The A3 cookie's Domain attribute (Yahoo's is `.yahoo.com`). Unset: none, so the cookie belongs
   * to the host that set it; a client keeping cookie rules drops a Domain its host is not in.
   */
  cookieDomain?: string;
}

export interface YahooFinanceTestServer {
  /** http://127.0.0.1:<port>, the API's, the cookie's and the consent page's address to set. */
  url: string;
  /** Each request served: method, path with query, cookie, and body text. */
  requests: Array<{ method: string; path: string; cookie: string | undefined; body: string }>;
  close(): Promise<void>;
}

export const YAHOO_TEST_COOKIE = 'A3=d=AQABBLocalYahooCookie&S=AQAAAk';
export const YAHOO_TEST_CRUMB = 'Xq9.lOcAlCrUmB';
const CONSENT_SESSION = '3_cc-session_0c1f-local';
const CSRF_TOKEN = 'csrf-local-7Yq';
const CONSENT_COOKIE = 'GUCS=AVlocalConsent';
const a3Cookie = (domain: string | undefined) =>
  `${YAHOO_TEST_COOKIE}; Expires=Sun, 28 Nov 2027 07:00:00 GMT;${domain === undefined ? '' : ` Domain=${domain};`} Path=/; SameSite=None; Secure; HttpOnly`;
const CONSENT_PAGE = `<html><body><form method="post" action="/v2/collectConsent?sessionId=${CONSENT_SESSION}" class="consent-form">
<input type="hidden" name="csrfToken" value="${CSRF_TOKEN}"><input type="hidden" name="sessionId" value="${CONSENT_SESSION}">
<button type="submit" name="agree" value="agree">Accept all</button></form></body></html>`;

const notFound = (endpoint: string, description: string) => ({ [endpoint]: { result: null, error: { code: 'Not Found', description } } });

function answer(symbols: Map<string, YahooFinanceTestSymbol>, url: URL): [number, unknown] {
  const [, , , endpoint, name = ''] = url.pathname.split('/');
  const symbol = symbols.get(decodeURIComponent(name));
  if (url.pathname === '/v1/finance/search') {
    const found = symbols.get(url.searchParams.get('q') ?? '');
    return [200, { count: 0, quotes: [], news: (found?.news ?? []).slice(0, Number(url.searchParams.get('newsCount') ?? 8)) }];
  }
  if (endpoint === 'quoteSummary') {
    if (!symbol) return [404, notFound('quoteSummary', 'Quote not found for symbol: ' + name)];
    const modules = (url.searchParams.get('modules') ?? '').split(',');
    const result = Object.fromEntries(modules.filter((module) => symbol.modules?.[module] !== undefined).map((module) => [module, symbol.modules?.[module]]));
    return [200, { quoteSummary: { result: [result], error: null } }];
  }
  if (endpoint === 'chart') {
    if (!symbol) return [404, notFound('chart', 'No data found, symbol may be delisted')];
    return [200, { chart: { result: [{ meta: { symbol: symbol.symbol, gmtoffset: symbol.gmtoffset ?? 0 }, timestamp: [], events: symbol.events ?? {} }], error: null } }];
  }
  return [404, { finance: { result: null, error: { code: 'Not Found', description: 'HTTP 404 Not Found' } } }];
}

/** The consent pages: the form, its post (agreeing, with the page's tokens), and the copy that sets the cookie. */
function consentPage(url: URL, body: string, cookies: string[], a3: string, send: (status: number, body: string, headers?: Record<string, string | string[]>) => void): void {
  if (url.pathname === '/consent') return send(200, CONSENT_PAGE, { 'content-type': 'text/html' });
  if (url.pathname === '/v2/collectConsent') {
    const form = new URLSearchParams(body);
    const agreed = form.getAll('agree').includes('agree') && form.get('csrfToken') === CSRF_TOKEN && form.get('sessionId') === url.searchParams.get('sessionId');
    if (!agreed) return send(400, 'consent not given', { 'content-type': 'text/plain' });
    return send(302, '', { location: `/copyConsent?sessionId=${CONSENT_SESSION}`, 'set-cookie': [`${CONSENT_COOKIE}; Path=/`] });
  }
  if (!cookies.includes(CONSENT_COOKIE)) return send(403, 'no consent', { 'content-type': 'text/plain' });
  send(200, '<html>copied</html>', { 'content-type': 'text/html', 'set-cookie': [a3] });
}

export function startYahooFinanceTestServer(options: YahooFinanceTestServerOptions): Promise<YahooFinanceTestServer> {
  const bySymbol = new Map(options.symbols.map((entry) => [entry.symbol, entry]));
  const requests: YahooFinanceTestServer['requests'] = [];
  const a3 = a3Cookie(options.cookieDomain);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const cookie = request.headers.cookie;
      requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, cookie, body });
      serve(url, body, cookie?.split(';').map((pair) => pair.trim()) ?? [], response);
    });
  });
  const serve = (url: URL, body: string, cookies: string[], response: ServerResponse) => {
    const send = (status: number, answer: unknown, headers: Record<string, string | string[]> = { 'content-type': 'application/json' }) => {
      response.writeHead(status, headers);
      response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
    };
    if (url.pathname === '/') {
      if (options.consent) return send(302, '', { location: `/consent?sessionId=${CONSENT_SESSION}` });
      return send(404, '<html><body>Not Found</body></html>', { 'content-type': 'text/html', 'set-cookie': [a3] });
    }
    if (['/consent', '/v2/collectConsent', '/copyConsent'].includes(url.pathname)) return consentPage(url, body, cookies, a3, send);
    const hasCookie = cookies.includes(YAHOO_TEST_COOKIE);
    if (url.pathname === '/v1/test/getcrumb') return hasCookie ? send(200, YAHOO_TEST_CRUMB, { 'content-type': 'text/plain' }) : send(403, '<html>Forbidden</html>', { 'content-type': 'text/html' });
    if (!hasCookie || url.searchParams.get('crumb') !== YAHOO_TEST_CRUMB) return send(401, { finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } });
    const [status, json] = answer(bySymbol, url);
    send(status, json);
  };
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
