// URL: web pages as text (Langflow's URLComponent), optionally following their links a few levels
// deep. Every request goes through the server's guarded fetch.
import { defineComponent, type OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData, type Data } from '../values/data';
import { textMessage } from '../values/message';
import { fetchPage, headerRecord, PAGE_FORMATS, webUrl, type PageRequest, type WebPage } from './webPage';

/** A crawl stops after this many pages, however deep it may go. */
export const MAX_CRAWL_PAGES = 100;

export interface CrawlOptions extends PageRequest {
  /** 1: only the given pages; 2: also the pages they link to; … */
  maxDepth: number;
  /** Follow only links to the same origin as the page the crawl started from. */
  sameOrigin: boolean;
  /** Told about linked pages that could not be read; those are skipped. */
  onSkipped: (url: string, reason: string) => void;
}

/**
 * The given pages and, below the first level, the pages they link to, breadth first, each once.
 * A given page that cannot be read fails the crawl; a linked one is skipped.
 */
export async function crawl(fetch: OutboundFetch, roots: readonly string[], options: CrawlOptions): Promise<WebPage[]> {
  const seen = new Set<string>(roots);
  const pages: WebPage[] = [];
  let level = roots.map((url) => ({ url, origin: new URL(url).origin }));
  for (let depth = 1; depth <= options.maxDepth && level.length > 0; depth += 1) {
    const next: typeof level = [];
    for (const { url, origin } of level) {
      if (pages.length >= MAX_CRAWL_PAGES) return pages;
      let page: WebPage;
      try {
        page = await fetchPage(fetch, url, options);
      } catch (error) {
        if (depth === 1 || options.signal.aborted) throw error;
        options.onSkipped(url, error instanceof Error ? error.message : String(error));
        continue;
      }
      pages.push(page);
      if (depth === options.maxDepth) continue;
      for (const link of page.links) {
        if (seen.has(link) || (options.sameOrigin && new URL(link).origin !== origin)) continue;
        seen.add(link);
        next.push({ url: link, origin });
      }
    }
    level = next;
  }
  return pages;
}

export function pageData(page: WebPage): Data {
  return createData({ text: page.text, url: page.url, title: page.title, content_type: page.content_type });
}

export const URLLoader = defineComponent({
  type: 'URLComponent',
  display_name: 'URL',
  description: '抓取网页，提取其中的文本内容。',
  documentation:
    'URL 组件抓取一个或多个网页并提取可读的文本：去掉脚本、样式和图片，保留标题、段落、列表和表格的文字。' +
    '网址没有写协议时按 https:// 访问；地址指向 PDF 或 Word（docx）文档时读取文档中的文字，纯文本和 JSON 原样输出。' +
    '“爬取深度”为 1 时只读取填写的网址；大于 1 时还会依次读取页面中的链接，每深一层多跟随一层链接，最多读取 ' +
    `${MAX_CRAWL_PAGES} 个页面；开启“限制在同一站点”时只跟随与起始网址协议、域名和端口都相同的链接。` +
    '“输出格式”选择 Text 输出可读文本，选择 HTML 输出网页原始的 HTML。' +
    '出于安全考虑，服务器不会访问内网、本机和云服务元数据等地址（管理员可通过 FETCH_ALLOWED_HOSTS 放行），只支持 http 和 https。' +
    '填写的网址无法访问或返回错误状态码时报错；跟随的链接读取失败时跳过并记入日志。' +
    '输出“页面内容”为每个页面一条数据（字段 text、url、title、content_type），输出“原始内容”是所有页面文本连接成的一条消息。',
  en: {
    display_name: 'URL',
    description: 'Fetch web pages and extract their text.',
    documentation:
      'URL fetches one or more web pages and extracts their readable text: scripts, styles and images are dropped, and the text of headings, ' +
      'paragraphs, lists and tables is kept. A URL without a scheme is read as https://; a URL pointing to a PDF or Word (docx) document gives the ' +
      'document\'s text, and plain text and JSON come as they are. With a "Depth" of 1 only the given URLs are read; above 1 the links on the pages ' +
      `are followed too, one more level of links for each step, up to ${MAX_CRAWL_PAGES} pages in all; with "Prevent Outside" on, only links with ` +
      'the same scheme, domain and port as the starting URL are followed. "Output Format" Text gives the readable text, HTML the page\'s original ' +
      'HTML. For safety the server does not visit addresses in private networks, on the local machine or of cloud metadata services (an ' +
      'administrator can allow them with FETCH_ALLOWED_HOSTS), and supports only http and https. A given URL that cannot be reached or answers with ' +
      'an error status fails the component; a followed link that fails is skipped and logged. The "Page Results" output has one Data per page ' +
      '(fields text, url, title, content_type); the "Raw Content" output is one message with the texts of all pages.',
  },
  icon: 'layout-template',
  category: 'data',
  inputs: [
    {
      type: 'str',
      name: 'urls',
      display_name: '网址',
      info: '要抓取的网址，可以填写多个。',
      en: { display_name: 'URLs', info: 'The URLs to fetch; several can be given.', list_add_label: 'Add URL' },
      list: true,
      list_add_label: '添加网址',
      placeholder: 'https://example.com',
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'int',
      name: 'max_depth',
      display_name: '爬取深度',
      info: '1 只读取填写的网址，2 还读取它们链接的页面，以此类推。',
      en: { display_name: 'Depth', info: '1 reads only the given URLs, 2 also the pages they link to, and so on.' },
      value: 1,
      range_spec: { min: 1, max: 5, step: 1 },
    },
    {
      type: 'bool',
      name: 'prevent_outside',
      display_name: '限制在同一站点',
      info: '只跟随与起始网址同一站点的链接。',
      en: { display_name: 'Prevent Outside', info: 'Follow only links on the same site as the starting URL.' },
      value: true,
      advanced: true,
    },
    {
      type: 'str',
      name: 'format',
      display_name: '输出格式',
      info: 'Text 输出可读文本，HTML 输出原始 HTML。',
      en: { display_name: 'Output Format', info: 'Text gives the readable text, HTML the original HTML.' },
      options: PAGE_FORMATS,
      value: 'Text',
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '每个页面的请求超时时间。',
      en: { display_name: 'Timeout (s)', info: 'The request timeout for each page.' },
      value: 30,
      range_spec: { min: 1, max: 300, step: 1 },
      advanced: true,
    },
    {
      type: 'dict',
      name: 'headers',
      display_name: '请求头',
      info: '随请求发送的 HTTP 请求头。',
      en: { display_name: 'Headers', info: 'HTTP headers sent with the request.' },
      advanced: true,
    },
  ],
  outputs: [
    { name: 'page_results', display_name: '页面内容', en: { display_name: 'Page Results' }, types: ['DataFrame'], method: 'fetch_content' },
    { name: 'raw_results', display_name: '原始内容', en: { display_name: 'Raw Content' }, types: ['Message'], method: 'fetch_content_as_message' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const roots = [...new Set(inputs.urls.filter((url) => url.trim() !== '').map(webUrl))];
    if (roots.length === 0) throw componentError('URL_NONE');
    const pages = await crawl(requireFetch(services, context.displayName), roots, {
      format: inputs.format === 'HTML' ? 'HTML' : 'Text',
      timeoutMs: inputs.timeout * 1000,
      headers: headerRecord(inputs.headers),
      signal,
      services,
      maxDepth: inputs.max_depth,
      sameOrigin: inputs.prevent_outside,
      onSkipped: (url, reason) => logger.log(`已跳过 ${url}：${reason}`),
    });
    logger.log(`已读取 ${pages.length} 个页面`);
    return { page_results: pages.map(pageData), raw_results: textMessage(context, pages.map((page) => page.text).join('\n\n')) };
  },
});
