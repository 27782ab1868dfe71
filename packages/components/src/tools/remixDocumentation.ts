// RTX Remix Documentation (Langflow 1.6's RemixDocumentation): every entry of the NVIDIA RTX Remix
// documentation's search index (searchindex.js) as Data with its title, text and URL, through the
// server's guarded fetch. The Nvidia Remix template stores them in a vector store an agent searches.
import { defineComponent, type OutboundFetch } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData, isPlainObject, type Data } from '../values/data';
import { baseUrlField, serviceText, serviceUrl } from './searchService';

export const REMIX_DOCS_BASE_URL = 'https://docs.omniverse.nvidia.com/kit/docs/rtx_remix/latest';
const REMIX = { base: REMIX_DOCS_BASE_URL, codes: { baseUrl: 'REMIX_BASE_URL_INVALID', unreachable: 'REMIX_UNREACHABLE' } } as const;
/** The sections Langflow leaves out by default: sources, change logs and the API reference. */
const DEFAULT_EXCLUDED = ['source', 'CHANGELOG.html', 'docs/changelog', 'docs/contributing/api.html'];
/** The index is one JavaScript statement assigning the JSON; greedy, as the index holds nested braces. */
const SEARCH_DATA = /const searchData = (\{[\s\S]*\});/;
const TIMEOUT_MS = 60_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The entries of the index's JavaScript, each with text and outside the excluded paths. */
export function remixEntries(script: string, base: string, excluded: readonly string[]): Data[] {
  const match = SEARCH_DATA.exec(script);
  let parsed: unknown;
  try {
    parsed = match ? JSON.parse(match[1]!) : undefined;
  } catch (error) {
    throw componentError('REMIX_INDEX_UNREADABLE', { detail: (error as Error).message });
  }
  if (!isPlainObject(parsed)) throw componentError('REMIX_INDEX_UNREADABLE', { detail: 'no `const searchData = {…};`' });
  const items = Array.isArray(parsed.data) ? parsed.data : [];
  const entries: Data[] = [];
  for (const item of items) {
    if (!isPlainObject(item)) continue;
    const filename = text(item.filename);
    const content = text(item.content);
    if (content === '' || excluded.some((prefix) => prefix !== '' && filename.startsWith(prefix))) continue;
    const anchor = text(item.anchor);
    entries.push(createData({ title: text(item.display_name), text: content, url: `${base}/${filename}${anchor ? `#${anchor}` : ''}` }));
  }
  return entries;
}

async function fetchEntries(fetch: OutboundFetch, baseUrl: string, excluded: readonly string[], signal: AbortSignal): Promise<Data[]> {
  const base = serviceUrl(REMIX, baseUrl);
  const indexUrl = `${base}/searchindex.js`;
  const { response, body } = await serviceText(REMIX, fetch, indexUrl, { signal, timeoutMs: TIMEOUT_MS, redirect: 'follow' });
  if (!response.ok) throw componentError('REMIX_REFUSED', { status: response.status, detail: body.trim().slice(0, 500) });
  const entries = remixEntries(body, base, excluded);
  // As Langflow's: one entry saying nothing was found rather than an empty table.
  return entries.length > 0 ? entries : [createData({ title: 'No documentation found', text: 'No documentation entries were found in the search index', url: indexUrl })];
}

export const RemixDocumentation = defineComponent({
  type: 'RemixDocumentation',
  display_name: 'RTX Remix 文档',
  description: '读取 NVIDIA RTX Remix 文档的全部条目。',
  documentation:
    'RTX Remix 文档组件读取 NVIDIA RTX Remix 文档网站的搜索索引（searchindex.js），把其中每个条目输出为一条数据：title 是条目标题，text 是条目内容，url 是条目在文档中的地址。' +
    '“排除路径”中列出的路径前缀（默认是源码、更新日志和 API 参考）下的条目不会输出。' +
    '输出通常连接到向量存储的“入库数据”，再让智能体按问题检索文档。高级设置中的“基础 URL”可以指向文档的镜像。',
  en: {
    display_name: 'RTX Remix Documentation',
    description: 'Fetch every entry of the NVIDIA RTX Remix documentation.',
    documentation:
      "RTX Remix Documentation reads the search index (searchindex.js) of NVIDIA's RTX Remix documentation site and outputs each of its entries as " +
      'one Data: title is the entry\'s title, text its content and url its address in the documentation. Entries under the path prefixes listed in ' +
      '"Exclude Paths" (by default the sources, the change logs and the API reference) are left out. The output usually goes into a vector ' +
      'store\'s "Ingest Data", so that an agent can search the documentation. The advanced "Base URL" can point at a mirror of the documentation.',
  },
  icon: 'NVIDIA',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'exclude_paths',
      display_name: '排除路径',
      info: '不输出这些路径前缀下的条目，用来去掉与用户问题通常无关的文档部分。',
      en: { display_name: 'Exclude Paths', info: 'Entries under these path prefixes are left out: sections of the documentation not usually relevant to questions.' },
      input_types: ['Message'],
      list: true,
      value: DEFAULT_EXCLUDED,
    },
    baseUrlField('RTX Remix', REMIX_DOCS_BASE_URL),
  ],
  outputs: [
    { name: 'dataframe_output', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'fetch_documentation_dataframe' },
    { name: 'data_output', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'fetch_documentation_data' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const excluded = (inputs.exclude_paths ?? []).map((path) => String(path).trim());
    const entries = await fetchEntries(fetch, inputs.base_url, excluded, signal);
    logger.log(`RTX Remix 文档：${entries.length} 条`);
    return { dataframe_output: entries, data_output: entries };
  },
});
