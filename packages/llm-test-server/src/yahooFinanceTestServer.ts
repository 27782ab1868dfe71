// A local stand-in for what the yfinance library reads from Yahoo! Finance, started by the test on
// a free port: at the root, fc.yahoo.com's 404 that sets the A3 cookie; /v1/test/getcrumb the crumb
// for that cookie; then, only with both, quoteSummary's modules, the chart's events and the
// search's news. An unknown symbol answers as Yahoo does (404 with a "Not Found" error).
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

export interface YahooFinanceTestServer {
  /** http://127.0.0.1:<port>, both the API's and the cookie's address to set. */
  url: string;
  /** Each request served: method, path with query, and cookie. */
  requests: Array<{ method: string; path: string; cookie: string | undefined }>;
  close(): Promise<void>;
}

export const YAHOO_TEST_COOKIE = 'A3=d=AQABBLocalYahooCookie&S=AQAAAk';
export const YAHOO_TEST_CRUMB = 'Xq9.lOcAlCrUmB';

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

export function startYahooFinanceTestServer(symbols: YahooFinanceTestSymbol[]): Promise<YahooFinanceTestServer> {
  const bySymbol = new Map(symbols.map((entry) => [entry.symbol, entry]));
  const requests: YahooFinanceTestServer['requests'] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cookie = request.headers.cookie;
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, cookie });
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/') {
      response.setHeader('set-cookie', [`${YAHOO_TEST_COOKIE}; Expires=Sun, 28 Nov 2027 07:00:00 GMT; Domain=.yahoo.com; Path=/; SameSite=None; Secure; HttpOnly`]);
      return send(404, '<html><body>Not Found</body></html>', 'text/html');
    }
    const hasCookie = cookie?.split(';').some((pair) => pair.trim() === YAHOO_TEST_COOKIE) ?? false;
    if (url.pathname === '/v1/test/getcrumb') return hasCookie ? send(200, YAHOO_TEST_CRUMB, 'text/plain') : send(403, '<html>Forbidden</html>', 'text/html');
    if (!hasCookie || url.searchParams.get('crumb') !== YAHOO_TEST_CRUMB) return send(401, { finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } });
    const [status, body] = answer(bySymbol, url);
    send(status, body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
