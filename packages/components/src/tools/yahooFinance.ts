// Yahoo! Finance: a stock's data of one kind (company information, news, dividends, holders,
// analysts …), as Langflow's YfinanceComponent gives it: one row per news article ("title: link"),
// otherwise one row with the result. In tool mode an agent fills in the stock symbol.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData, type Data } from '../values/data';
import { baseUrlField, searchTimeoutField } from './searchService';
import { YAHOO_FINANCE_METHODS, yahooFinance } from './yahooFinanceApi';
import { YAHOO_CONSENT_URL, YAHOO_COOKIE_URL, YAHOO_FINANCE_BASE_URL } from './yahooFinanceSession';

export const YahooFinance = defineComponent({
  type: 'YfinanceComponent',
  display_name: '雅虎财经',
  description: '从雅虎财经读取股票的公司信息、新闻、分红拆股、持股和分析师评级等数据。',
  documentation:
    '雅虎财经按“数据类型”读取“股票代码”（如 AAPL、600519.SS）的一类数据，方式与 Langflow 使用的 yfinance 库相同：先从 fc.yahoo.com 取得 Cookie，再向雅虎取得与之对应的 crumb（得不到时像 yfinance 一样在雅虎的 Cookie 同意页上表示同意后再取），然后读取数据。不需要 API 密钥。' +
    'get_news 每篇新闻一行，text 为“标题: 链接”，最多“新闻条数”篇；其他类型输出一行，text 与 result 为结果的 JSON 文本。' +
    'get_info 为公司资料与主要指标；get_actions、get_dividends、get_splits、get_capital_gains 为全部历史的分红、拆股与资本利得；get_calendar、get_sustainability、get_sec_filings、各类持股与内部人交易、分析师评级与升降级读取雅虎的对应数据。' +
    '财务报表（get_balance_sheet、get_cashflow、get_income_stmt、get_earnings）、get_analysis、get_shares 和 get_fast_info 暂不支持，选择时报错。' +
    '“基础 URL”是雅虎财经接口的地址（留空为 https://query2.finance.yahoo.com），“Cookie 地址”是取得 Cookie 的地址（留空为 https://fc.yahoo.com），“同意页地址”是 Cookie 同意页的地址（留空为 https://guce.yahoo.com）。股票代码为空或不存在、雅虎限制请求频率、拒绝请求、无法连接或超时时报错，错误中会写明是雅虎财经出错。' +
    '作为智能体的工具时，智能体填写股票代码。',
  en: {
    display_name: 'Yahoo! Finance',
    description: 'Read a stock’s company information, news, dividends and splits, holders, analyst ratings and more from Yahoo! Finance.',
    documentation:
      'Yahoo! Finance reads one kind of data ("Data Method") about the stock at "Stock Symbol" (such as AAPL or 600519.SS) the way the yfinance ' +
      'library Langflow uses does: a cookie from fc.yahoo.com, the crumb Yahoo gives for it (where it gives none, agreeing on Yahoo\'s cookie ' +
      'consent page first, as yfinance does), then the data. It needs no API key. get_news gives one ' +
      'row per article, its text "title: link", at most "Number of News"; the other methods give one row whose text and result are the result as ' +
      'JSON. get_info is the company profile and key figures; get_actions, get_dividends, get_splits and get_capital_gains cover the whole history; ' +
      'get_calendar, get_sustainability, get_sec_filings, the holders, insider and analyst methods read the matching Yahoo data. The statements ' +
      '(get_balance_sheet, get_cashflow, get_income_stmt, get_earnings), get_analysis, get_shares and get_fast_info are not supported and fail when ' +
      'chosen. "Base URL" is the address of the Yahoo! Finance API (https://query2.finance.yahoo.com when empty), "Cookie URL" where the cookie ' +
      'comes from (https://fc.yahoo.com when empty), "Consent URL" the cookie consent page (https://guce.yahoo.com when empty). An empty or unknown symbol, Yahoo limiting or refusing the requests, a failed connection or a ' +
      "timeout fails the component with an error naming Yahoo! Finance. As an agent's tool, the agent fills in the stock symbol.",
  },
  icon: 'trending-up',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'symbol',
      display_name: '股票代码',
      info: '要读取数据的股票代码（例如 AAPL、GOOG）。',
      en: { display_name: 'Stock Symbol', info: 'The stock symbol to retrieve data for (e.g., AAPL, GOOG).' },
      input_types: ['Message'],
      value: '',
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'method',
      display_name: '数据类型',
      info: '要读取的数据。',
      en: { display_name: 'Data Method', info: 'The type of data to retrieve.' },
      options: YAHOO_FINANCE_METHODS,
      value: 'get_news',
    },
    {
      type: 'int',
      name: 'num_news',
      display_name: '新闻条数',
      info: '读取的新闻篇数（仅用于 get_news）。',
      en: { display_name: 'Number of News', info: 'The number of news articles to retrieve (only applicable for get_news).' },
      value: 5,
      range_spec: { min: 1, max: 100, step: 1 },
    },
    baseUrlField('Yahoo! Finance', YAHOO_FINANCE_BASE_URL),
    {
      type: 'str',
      name: 'cookie_url',
      display_name: 'Cookie 地址',
      info: `取得雅虎 Cookie 的地址；留空时使用 ${YAHOO_COOKIE_URL}。`,
      en: { display_name: 'Cookie URL', info: `Where the Yahoo cookie comes from; empty uses ${YAHOO_COOKIE_URL}.` },
      value: YAHOO_COOKIE_URL,
      advanced: true,
    },
    {
      type: 'str',
      name: 'consent_url',
      display_name: '同意页地址',
      info: `雅虎要求同意 Cookie 条款时（如欧洲地区）同意页的地址；留空时使用 ${YAHOO_CONSENT_URL}。`,
      en: { display_name: 'Consent URL', info: `Where Yahoo asks for cookie consent (as in Europe); empty uses ${YAHOO_CONSENT_URL}.` },
      value: YAHOO_CONSENT_URL,
      advanced: true,
    },
    searchTimeoutField(30),
  ],
  outputs: [{ name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'fetch_content_dataframe' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const symbol = inputs.symbol.trim();
    if (symbol === '') throw componentError('YAHOO_FINANCE_SYMBOL_NONE');
    const answer = await yahooFinance(fetch, { ...inputs, symbol }, signal);
    let rows: Data[];
    if ('news' in answer) {
      rows = answer.news.map((article) => createData({ text: `${String(article.title ?? '')}: ${String(article.link ?? '')}`, ...article }));
    } else {
      const text = JSON.stringify(answer.result, null, 2);
      rows = [createData({ text, result: text })];
    }
    logger.log(`雅虎财经：${symbol} ${inputs.method} → ${rows.length} 行`);
    return { dataframe: rows };
  },
});
