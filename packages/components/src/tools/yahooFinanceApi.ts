// Yahoo Finance the way the yfinance library that Langflow relies on reads it, there being no
// official API: in a session with its crumb (yahooFinanceSession), the quoteSummary modules
// (company data, holders, analysts), the chart's events (dividends, splits, capital gains) or the
// search's news. The statements and the other methods yfinance computes from endpoints it reads
// field by field are refused rather than guessed.
import type { OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';
import { object, openYahooSession, type Json, type YahooSession, type YahooSessionSettings } from './yahooFinanceSession';

/** Each of Langflow's methods and the quoteSummary module (and the part of it) that answers it. */
const SUMMARY_METHODS: Readonly<Record<string, { module: string; part?: string }>> = {
  get_sustainability: { module: 'esgScores' },
  get_recommendations: { module: 'recommendationTrend', part: 'trend' },
  // yfinance answers the summary with the recommendations themselves.
  get_recommendations_summary: { module: 'recommendationTrend', part: 'trend' },
  get_upgrades_downgrades: { module: 'upgradeDowngradeHistory', part: 'history' },
  get_calendar: { module: 'calendarEvents' },
  get_sec_filings: { module: 'secFilings', part: 'filings' },
  get_institutional_holders: { module: 'institutionOwnership', part: 'ownershipList' },
  get_mutualfund_holders: { module: 'fundOwnership', part: 'ownershipList' },
  get_major_holders: { module: 'majorHoldersBreakdown' },
  get_insider_transactions: { module: 'insiderTransactions', part: 'transactions' },
  get_insider_roster_holders: { module: 'insiderHolders', part: 'holders' },
  get_insider_purchases: { module: 'netSharePurchaseActivity' },
};
/** The modules yfinance's `info` merges. */
const INFO_MODULES = ['financialData', 'quoteType', 'defaultKeyStatistics', 'assetProfile', 'summaryDetail'];
/** The chart's events and the columns yfinance names them by. */
const CHART_METHODS: Readonly<Record<string, readonly string[]>> = {
  get_actions: ['Dividends', 'Stock Splits', 'Capital Gains'],
  get_dividends: ['Dividends'],
  get_splits: ['Stock Splits'],
  get_capital_gains: ['Capital Gains'],
};

/** Langflow's methods, in its order. */
export const YAHOO_FINANCE_METHODS = [
  'get_info', 'get_news', 'get_actions', 'get_analysis', 'get_balance_sheet', 'get_calendar', 'get_cashflow', 'get_institutional_holders',
  'get_recommendations', 'get_sustainability', 'get_major_holders', 'get_mutualfund_holders', 'get_insider_purchases', 'get_insider_transactions',
  'get_insider_roster_holders', 'get_dividends', 'get_capital_gains', 'get_splits', 'get_shares', 'get_fast_info', 'get_sec_filings',
  'get_recommendations_summary', 'get_upgrades_downgrades', 'get_earnings', 'get_income_stmt',
] as const;

/** The methods this reads; the rest (statements, analysis, shares, fast info) fail with a coded error. */
export const SUPPORTED_METHODS: ReadonlySet<string> = new Set(['get_info', 'get_news', ...Object.keys(SUMMARY_METHODS), ...Object.keys(CHART_METHODS)]);

export interface YahooFinanceRequest extends YahooSessionSettings {
  readonly symbol: string;
  readonly method: string;
  readonly num_news: number;
}

/** What one method gives: the news' articles, or one result. */
export type YahooFinanceAnswer = { news: Array<Record<string, unknown>> } | { result: unknown };

/** Yahoo's numbers as yfinance keeps them: the raw value of a {raw, fmt} pair (the formatted one for market times). */
function plain(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => plain(item));
  if (!isPlainObject(value)) return typeof value === 'string' ? value.replace(/\u00a0/g, ' ') : value;
  if ('raw' in value && 'fmt' in value) return key === 'regularMarketTime' || key === 'postMarketTime' ? value.fmt : value.raw;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, plain(item, name)]));
}

async function quoteSummary(session: YahooSession, symbol: string, modules: readonly string[]): Promise<Json> {
  const json = await session.getJson(`/v10/finance/quoteSummary/${encodeURIComponent(symbol)}`, { modules: modules.join(','), corsDomain: 'finance.yahoo.com', formatted: 'false', symbol }, symbol);
  const result = object(json.quoteSummary).result;
  if (!Array.isArray(result) || !isPlainObject(result[0])) throw componentError('YAHOO_FINANCE_NOT_FOUND', { symbol, detail: 'no quoteSummary result' });
  return result[0];
}

/** yfinance's `info`: the modules' fields side by side (maxAge given in days as 1 read as a day in seconds). */
async function info(session: YahooSession, symbol: string): Promise<Json> {
  const merged: Json = {};
  for (const [name, value] of Object.entries(await quoteSummary(session, symbol, INFO_MODULES))) {
    const fields = isPlainObject(value) ? Object.entries(value) : [[name, value] as const];
    for (const [field, item] of fields) if (item !== null && item !== undefined) merged[field] = field === 'maxAge' && item === 1 ? 86400 : item;
  }
  merged.symbol = symbol;
  return plain(merged) as Json;
}

/** The chart's events over the whole history, one row per day (in the exchange's time), with the columns asked for. */
async function chartEvents(session: YahooSession, symbol: string, columns: readonly string[]): Promise<Json[]> {
  const json = await session.getJson(`/v8/finance/chart/${encodeURIComponent(symbol)}`, { range: 'max', interval: '1d', includePrePost: 'false', events: 'div,splits,capitalGains' }, symbol);
  const result = object(Array.isArray(object(json.chart).result) ? (object(json.chart).result as unknown[])[0] : undefined);
  const offset = Number(object(result.meta).gmtoffset ?? 0);
  const events = object(result.events);
  const rows = new Map<number, Json>();
  const add = (kind: string, column: string, value: (event: Json) => unknown) => {
    if (!columns.includes(column)) return;
    for (const event of Object.values(object(events[kind])).map(object)) {
      const time = Number(event.date);
      rows.set(time, { ...(rows.get(time) ?? {}), [column]: value(event) });
    }
  };
  add('dividends', 'Dividends', (event) => event.amount);
  add('splits', 'Stock Splits', (event) => Number(event.numerator) / Number(event.denominator));
  add('capitalGains', 'Capital Gains', (event) => event.amount);
  // Dividends and splits together fill the other's column with 0, as yfinance's table does; capital gains only where a fund has any.
  const gains = Object.keys(object(events.capitalGains)).length > 0;
  const shown = columns.length > 1 && !gains ? columns.filter((column) => column !== 'Capital Gains') : columns;
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, row]) => ({ Date: new Date((time + offset) * 1000).toISOString().slice(0, 10), ...Object.fromEntries(shown.map((column) => [column, row[column] ?? 0])) }));
}

/** The symbol's latest news from Yahoo's search, as many as asked for. */
async function news(session: YahooSession, symbol: string, count: number): Promise<Json[]> {
  const json = await session.getJson('/v1/finance/search', { q: symbol, quotesCount: '0', newsCount: String(count), enableFuzzyQuery: 'false', quotesQueryId: 'tss_match_phrase_query', newsQueryId: 'news_cie_vespa' }, symbol);
  return (Array.isArray(json.news) ? json.news : []).map(object).slice(0, count);
}

/** The data of one of Langflow's methods for the symbol. */
export async function yahooFinance(fetch: OutboundFetch, settings: YahooFinanceRequest, signal: AbortSignal): Promise<YahooFinanceAnswer> {
  if (!SUPPORTED_METHODS.has(settings.method)) throw componentError('YAHOO_FINANCE_METHOD_UNSUPPORTED', { method: settings.method });
  const session = await openYahooSession(fetch, settings, signal);
  const { symbol, method } = settings;
  if (method === 'get_news') return { news: await news(session, symbol, settings.num_news) };
  if (method === 'get_info') return { result: await info(session, symbol) };
  const chart = CHART_METHODS[method];
  if (chart) return { result: await chartEvents(session, symbol, chart) };
  const { module, part } = SUMMARY_METHODS[method]!;
  const data = object((await quoteSummary(session, symbol, [module]))[module]);
  return { result: plain(part === undefined ? data : (data[part] ?? [])) };
}
