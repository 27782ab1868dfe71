// Yahoo! Finance's cookies go only where cookie rules send them (RFC 6265): a cookie without a
// Domain to the host that set it, one with a Domain to that domain's hosts, never to another host
// a redirect or an address setting points at. Local servers play each host; the names under
// .localhost are this test's own, each connected to its server's port on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OutboundRequest } from '@app/engine';
import { startYahooFinanceTestServer, YAHOO_TEST_COOKIE, type YahooFinanceTestServer } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { reasonOf } from './support/errors';
import { build, makeNode } from './support/flows';

const NODE = 'YfinanceComponent-yf000';
const SYMBOLS = [{ symbol: 'AAPL', news: [{ uuid: 'n1', title: 'Apple unveils a chip', link: 'https://finance.yahoo.com/news/apple-chip.html' }] }];

/** Node's fetch with every host name connected to 127.0.0.1 (the port is the URL's), as /etc/hosts would. */
async function loopbackFetch(url: string, init: OutboundRequest = {}): Promise<Response> {
  const target = new URL(url);
  target.hostname = '127.0.0.1';
  return globalThis.fetch(target, { method: init.method, headers: init.headers, body: init.body, signal: init.signal, redirect: init.redirect ?? 'follow' });
}

interface Recorder {
  server: Server;
  port: number;
  cookies: Array<string | undefined>;
}

/** A host that records the cookies it is sent and answers `respond`'s status and headers. */
function startRecorder(respond: () => [number, Record<string, string>]): Promise<Recorder> {
  const cookies: Array<string | undefined> = [];
  const server = createServer((request, response) => {
    cookies.push(request.headers.cookie);
    const [status, headers] = respond();
    response.writeHead(status, headers).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, cookies })));
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

describe('Yahoo! Finance cookies', () => {
  let yahoo: YahooFinanceTestServer;
  let port: string;
  beforeAll(async () => {
    yahoo = await startYahooFinanceTestServer({ symbols: SYMBOLS, cookieDomain: '.yahoo.localhost' });
    port = new URL(yahoo.url).port;
  });
  afterAll(() => yahoo.close());

  const read = async (addresses: Record<string, string>) => {
    const run = await build([makeNode(NODE, { symbol: 'AAPL', method: 'get_news', num_news: 1, ...addresses })], [], { services: { fetch: loopbackFetch } });
    return { run, error: reasonOf(run.error(NODE)) };
  };

  it('sends a cookie set for the domain to its other hosts, as Yahoo’s .yahoo.com cookie reaches query2.finance.yahoo.com', async () => {
    const { run, error } = await read({ cookie_url: `http://fc.yahoo.localhost:${port}`, base_url: `http://query2.finance.yahoo.localhost:${port}`, consent_url: `http://guce.yahoo.localhost:${port}` });
    expect(error).toBeUndefined();
    expect((run.values(NODE).dataframe as unknown[]).length).toBe(1);
    expect(yahoo.requests.at(-1)?.cookie).toBe(YAHOO_TEST_COOKIE);
  });

  it('keeps a domain’s cookie from an API address on another host: no crumb there', async () => {
    const before = yahoo.requests.length;
    const { error } = await read({ cookie_url: `http://fc.yahoo.localhost:${port}`, base_url: `http://api.elsewhere.localhost:${port}`, consent_url: `http://api.elsewhere.localhost:${port}` });
    expect(error).toBe(componentMessages.YAHOO_FINANCE_CRUMB_MISSING());
    const later = yahoo.requests.slice(before + 1);
    expect(later.length).toBeGreaterThan(0);
    // Its own consent cookie, set there, it gets back; Yahoo's never.
    expect(later.some((request) => request.cookie?.includes(YAHOO_TEST_COOKIE))).toBe(false);
  });

  it('keeps a host’s cookie from the host its redirect points at', async () => {
    const landing = await startRecorder(() => [404, {}]);
    const redirector = await startRecorder(() => [302, { location: `http://other.localhost:${landing.port}/landing`, 'set-cookie': 'session=s3cr3t; Path=/; HttpOnly' }]);
    try {
      await read({ cookie_url: `http://fc.localhost:${redirector.port}`, base_url: `http://fc.localhost:${redirector.port}`, consent_url: `http://fc.localhost:${redirector.port}` });
      expect(landing.cookies.length).toBeGreaterThan(0);
      expect(landing.cookies.every((cookie) => cookie === undefined)).toBe(true);
      // The host that set it gets it back on its next request.
      expect(redirector.cookies.slice(1).every((cookie) => cookie === 'session=s3cr3t')).toBe(true);
    } finally {
      await Promise.all([close(landing.server), close(redirector.server)]);
    }
  });
});
