// HTML Link Extractor (Langflow's HtmlLinkExtractor, LangChain's graph vector store extractor):
// each HTML document gets the links a graph vector store follows, in its `links` field: one
// outgoing link per page it links to (hrefs resolved against the document's own URL) and one
// incoming link for its own URL, so documents linking to a page reach that page's chunks.
import { defineComponent } from '@app/engine';
import { pageLinks } from '../dataSources/htmlText';
import { componentError } from '../messages';
import { createData, toData, type Data } from '../values/data';

export interface GraphLink {
  kind: string;
  direction: 'in' | 'out' | 'bidir';
  tag: string;
}

export const isGraphLink = (value: unknown): value is GraphLink =>
  typeof value === 'object' && value !== null && typeof (value as GraphLink).kind === 'string' && typeof (value as GraphLink).tag === 'string' && ['in', 'out', 'bidir'].includes((value as GraphLink).direction);

/** The page's address: LangChain's `source`, or the `url` our URL component writes. */
function pageUrlOf(data: Record<string, unknown>, index: number): string {
  const address = [data.source, data.url].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (address === undefined) throw componentError('HTML_LINKS_NO_SOURCE', { index: index + 1 });
  return address.trim();
}

const withoutFragment = (address: string): string => {
  try {
    const url = new URL(address);
    url.hash = '';
    return url.href;
  } catch {
    return address.replace(/#.*$/, '');
  }
};

/** The document with its hyperlinks added to the links it already has. */
export async function withHtmlLinks(item: unknown, index: number, kind: string, dropFragments: boolean): Promise<Data> {
  const { data, text_key: textKey = 'text' } = toData(item);
  const page = dropFragments ? withoutFragment(pageUrlOf(data, index)) : pageUrlOf(data, index);
  const html = typeof data[textKey] === 'string' ? data[textKey] : '';
  const targets = (await pageLinks(html, page, { keepFragments: !dropFragments })).filter((target) => target !== page);
  const found: GraphLink[] = [...targets.map((tag) => ({ kind, direction: 'out' as const, tag })), { kind, direction: 'in', tag: page }];
  const existing = Array.isArray(data.links) ? data.links.filter(isGraphLink) : [];
  const known = new Set(existing.map((link) => JSON.stringify([link.kind, link.direction, link.tag])));
  const links = [...existing, ...found.filter((link) => !known.has(JSON.stringify([link.kind, link.direction, link.tag])))];
  return createData({ ...data, links }, textKey);
}

export const HtmlLinkExtractor = defineComponent({
  type: 'HtmlLinkExtractor',
  display_name: 'HTML 链接提取',
  description: '从 HTML 内容中提取超链接，作为图向量存储的链接。',
  documentation:
    'HTML 链接提取读取每条数据 text 字段中的 HTML，把其中 <a href> 指向的网页（相对地址按数据的 source 字段，没有时按 url 字段解析为绝对地址，只取 http 和 https，不含指向自己的链接）' +
    '作为“出链”，把数据自己的地址作为“入链”，追加到数据的 links 字段：每个链接包含 kind（“链接类型”，默认 hyperlink）、direction（out 或 in）和 tag（网址）。' +
    '图向量存储（如 Astra DB Graph）入库时保存这些链接，检索时从最相似的文本块沿出链找到被链接页面的文本块。开启“去掉网址片段”时网址中 # 之后的部分被去掉。' +
    '通常连接在“网址”组件（输出格式为 HTML）或按 html 切分的“按语言分割文本”之后。数据既没有 source 也没有 url 字段时报错。',
  en: {
    display_name: 'HTML Link Extractor',
    description: 'Extract hyperlinks from HTML content as the links of a graph vector store.',
    documentation:
      'The HTML Link Extractor reads the HTML in the text field of each Data and adds to its links field the pages its <a href> elements point ' +
      'to as "out" links (relative addresses resolved against the Data\'s source field, or its url field when it has none; http and https only, ' +
      'links to itself left out) and the Data\'s own address as an "in" link: each link has a kind (the "Kind of edge", hyperlink by default), a ' +
      'direction (out or in) and a tag (the URL). A graph vector store such as Astra DB Graph stores these links on ingest and, when searching, ' +
      'follows the out links of the most similar chunks to the chunks of the pages they link to. With "Drop URL fragments" on, the part of a URL ' +
      'after # is removed. It usually follows the URL component (with the HTML output format) or a Language Recursive Text Splitter splitting ' +
      'html. Data with neither a source nor a url field fails the component.',
  },
  icon: 'link',
  category: 'processing',
  inputs: [
    {
      type: 'str',
      name: 'kind',
      display_name: '链接类型',
      info: '链接的 kind，检索时只沿同一类型的出链和入链。',
      en: { display_name: 'Kind of edge', info: 'The kind of the links; a search follows out links to in links of the same kind.' },
      value: 'hyperlink',
    },
    {
      type: 'bool',
      name: 'drop_fragments',
      display_name: '去掉网址片段',
      info: '去掉网址中 # 之后的部分，让同一页面的不同位置算作同一个链接。',
      en: { display_name: 'Drop URL fragments', info: 'Remove the part of URLs after #, so that places on one page are one link.' },
      value: true,
    },
    {
      type: 'other',
      name: 'data_input',
      display_name: '输入',
      info: '要提取链接的 HTML 数据。',
      en: { display_name: 'Input', info: 'The HTML Data to extract links from.' },
      input_types: ['Data', 'DataFrame'],
      list: true,
      required: true,
    },
  ],
  outputs: [{ name: 'data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'transform_data' }],
  async run({ inputs, logger }) {
    const kind = inputs.kind.trim() || 'hyperlink';
    const data = await Promise.all(inputs.data_input.map((item, index) => withHtmlLinks(item, index, kind, inputs.drop_fragments)));
    logger.log(`已为 ${data.length} 条数据提取链接`);
    return { data };
  },
});
