// Yahoo! Finance against the local Yahoo stand-in: yfinance's cookie and crumb (through the
// consent form where Yahoo asks for it), then quoteSummary's modules for get_info and the holders,
// the chart's events for the actions, the search's news; the methods it cannot read refused by
// code, and the failures naming the component.
import { startYahooFinanceTestServer, YAHOO_TEST_COOKIE, YAHOO_TEST_CRUMB, type YahooFinanceTestServer, type YahooFinanceTestSymbol } from '@app/llm-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentMessages } from '../src';
import { SUPPORTED_METHODS, YAHOO_FINANCE_METHODS } from '../src/tools/yahooFinanceApi';
import { reasonOf } from './support/errors';
import { build, makeNode } from './support/flows';
import { networkFetch, type RecordedFetch } from './support/services';

const NODE = 'YfinanceComponent-yf000';
const DAY = 1_700_000_000;
const SYMBOLS: YahooFinanceTestSymbol[] = [
  {
    symbol: 'AAPL',
    modules: {
      financialData: { currentPrice: { raw: 189.5, fmt: '189.50' }, maxAge: 86400 },
      quoteType: { longName: 'Apple Inc.', exchange: 'NMS', maxAge: 1 },
      summaryDetail: { marketCap: 2_900_000_000_000, dividendYield: null },
      assetProfile: { sector: 'Technology', companyOfficers: [{ name: 'Tim Cook', totalPay: { raw: 16_000_000, fmt: '16M' } }] },
      institutionOwnership: { ownershipList: [{ organization: 'Vanguard Group Inc', pctHeld: { raw: 0.0842, fmt: '8.42%' } }], maxAge: 1 },
    },
    gmtoffset: -18000,
    events: {
      dividends: { [DAY + 86400]: { amount: 0.25, date: DAY + 86400 }, [DAY]: { amount: 0.24, date: DAY } },
      splits: { [DAY - 86400 * 30]: { date: DAY - 86400 * 30, numerator: 4, denominator: 1, splitRatio: '4:1' } },
    },
    news: [
      { uuid: 'n1', title: 'Apple unveils a chip', publisher: 'Reuters', link: 'https://finance.yahoo.com/news/apple-chip.html', providerPublishTime: DAY },
      { uuid: 'n2', title: 'Apple shares rise', publisher: 'AP', link: 'https://finance.yahoo.com/news/apple-rise.html', providerPublishTime: DAY },
      { uuid: 'n3', title: 'Third story', publisher: 'AP', link: 'https://finance.yahoo.com/news/third.html', providerPublishTime: DAY },
    ],
  },
];

describe('Yahoo! Finance', () => {
  let yahoo: YahooFinanceTestServer;
  beforeAll(async () => {
    yahoo = await startYahooFinanceTestServer({ symbols: SYMBOLS });
  });
  afterAll(() => yahoo.close());

  const read = async (values: Record<string, unknown>, server = yahoo, fetch: RecordedFetch = networkFetch()) => {
    const addresses = { base_url: server.url, cookie_url: server.url, consent_url: server.url };
    const run = await build([makeNode(NODE, { symbol: 'AAPL', ...addresses, ...values })], [], { services: { fetch } });
    const rows = (run.values(NODE).dataframe as Array<{ data: Record<string, unknown> }> | undefined)?.map((row) => row.data);
    return { rows, requests: fetch.requests, error: reasonOf(run.error(NODE)) };
  };
  const result = (rows: Array<Record<string, unknown>> | undefined) => JSON.parse(String(rows?.[0]?.result)) as unknown;

  it('gets the cookie, then the crumb with it, then the news from the search: one row per article as "title: link"', async () => {
    const { rows, requests } = await read({ method: 'get_news', num_news: 2 });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/', '/v1/test/getcrumb', '/v1/finance/search']);
    expect(requests[0]?.init.redirect).toBe('manual');
    expect(requests[1]?.init.headers?.cookie).toBe(YAHOO_TEST_COOKIE);
    const search = new URL(requests[2]!.url).searchParams;
    expect(Object.fromEntries(search)).toMatchObject({ q: 'AAPL', newsCount: '2', quotesCount: '0', crumb: YAHOO_TEST_CRUMB });
    expect(rows).toEqual([
      expect.objectContaining({ text: 'Apple unveils a chip: https://finance.yahoo.com/news/apple-chip.html', uuid: 'n1', publisher: 'Reuters' }),
      expect.objectContaining({ text: 'Apple shares rise: https://finance.yahoo.com/news/apple-rise.html', uuid: 'n2' }),
    ]);
  });

  it('get_info: the five modules of yfinance’s info side by side, raw values, maxAge of 1 a day, nulls left out', async () => {
    const { rows, requests } = await read({ method: 'get_info' });
    const query = new URL(requests[2]!.url);
    expect(query.pathname).toBe('/v10/finance/quoteSummary/AAPL');
    expect(query.searchParams.get('modules')).toBe('financialData,quoteType,defaultKeyStatistics,assetProfile,summaryDetail');
    expect(query.searchParams.get('formatted')).toBe('false');
    expect(result(rows)).toEqual({
      currentPrice: 189.5,
      maxAge: 86400,
      longName: 'Apple Inc.',
      exchange: 'NMS',
      marketCap: 2_900_000_000_000,
      sector: 'Technology',
      companyOfficers: [{ name: 'Tim Cook', totalPay: 16_000_000 }],
      symbol: 'AAPL',
    });
    expect(rows?.[0]?.text).toBe(rows?.[0]?.result);
  });

  it('get_institutional_holders: the module’s ownership list', async () => {
    const { rows, requests } = await read({ method: 'get_institutional_holders' });
    expect(new URL(requests[2]!.url).searchParams.get('modules')).toBe('institutionOwnership');
    expect(result(rows)).toEqual([{ organization: 'Vanguard Group Inc', pctHeld: 0.0842 }]);
  });

  it('get_actions and get_dividends: the chart’s events by day in the exchange’s time, in date order', async () => {
    const actions = await read({ method: 'get_actions' });
    const chart = new URL(actions.requests[2]!.url);
    expect(chart.pathname).toBe('/v8/finance/chart/AAPL');
    expect(Object.fromEntries(chart.searchParams)).toMatchObject({ range: 'max', interval: '1d', events: 'div,splits,capitalGains' });
    expect(result(actions.rows)).toEqual([
      { Date: '2023-10-15', Dividends: 0, 'Stock Splits': 4 },
      { Date: '2023-11-14', Dividends: 0.24, 'Stock Splits': 0 },
      { Date: '2023-11-15', Dividends: 0.25, 'Stock Splits': 0 },
    ]);
    const dividends = await read({ method: 'get_dividends' });
    expect(result(dividends.rows)).toEqual([
      { Date: '2023-11-14', Dividends: 0.24 },
      { Date: '2023-11-15', Dividends: 0.25 },
    ]);
  });

  it('refuses the methods whose data yfinance computes field by field, before any request', async () => {
    expect([...YAHOO_FINANCE_METHODS].filter((method) => !SUPPORTED_METHODS.has(method))).toEqual([
      'get_analysis', 'get_balance_sheet', 'get_cashflow', 'get_shares', 'get_fast_info', 'get_earnings', 'get_income_stmt',
    ]);
    const { error, requests } = await read({ method: 'get_balance_sheet' });
    expect(error).toBe(componentMessages.YAHOO_FINANCE_METHOD_UNSUPPORTED({ method: 'get_balance_sheet' }));
    expect(requests).toEqual([]);
  });

  it('names the component for an unknown symbol, an empty one, a missing crumb and a base URL that is not http', async () => {
    expect((await read({ symbol: 'NOPE', method: 'get_info' })).error).toBe(componentMessages.YAHOO_FINANCE_NOT_FOUND({ symbol: 'NOPE', detail: 'Quote not found for symbol: NOPE' }));
    expect((await read({ symbol: '  ', method: 'get_info' })).error).toBe(componentMessages.YAHOO_FINANCE_SYMBOL_NONE());
    // No cookie from this address, and no consent form at the other: Yahoo gives no crumb.
    const nowhere = `${yahoo.url}/nothing`;
    expect((await read({ method: 'get_info', cookie_url: nowhere, consent_url: nowhere })).error).toBe(componentMessages.YAHOO_FINANCE_CRUMB_MISSING());
    expect((await read({ method: 'get_info', base_url: 'ftp://yahoo' })).error).toBe(componentMessages.YAHOO_FINANCE_BASE_URL_INVALID({ url: 'ftp://yahoo' }));
  });

  it('where fc.yahoo.com sends to the consent page instead, agrees to it as yfinance does and then gets the crumb', async () => {
    const europe = await startYahooFinanceTestServer({ symbols: SYMBOLS, consent: true });
    try {
      const { rows, error } = await read({ method: 'get_news', num_news: 1 }, europe);
      expect(error).toBeUndefined();
      expect(rows?.map((row) => row.text)).toEqual(['Apple unveils a chip: https://finance.yahoo.com/news/apple-chip.html']);
      expect(europe.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
        'GET /',
        'GET /consent',
        'GET /v1/test/getcrumb',
        'GET /consent',
        'POST /v2/collectConsent',
        'GET /copyConsent',
        'GET /copyConsent',
        'GET /v1/test/getcrumb',
        'GET /v1/finance/search',
      ]);
      const form = new URLSearchParams(europe.requests[4]?.body);
      expect(form.getAll('agree')).toEqual(['agree', 'agree']);
      expect(Object.fromEntries(form)).toMatchObject({ consentUUID: 'default', originalDoneUrl: 'https://finance.yahoo.com/', namespace: 'yahoo' });
      // The consent cookie set on the redirected post goes with the copy; the copy's A3 with the crumb request.
      expect(europe.requests[5]?.cookie).toContain('GUCS=');
      expect(europe.requests[7]?.cookie).toContain(YAHOO_TEST_COOKIE);
    } finally {
      await europe.close();
    }
  });
});
