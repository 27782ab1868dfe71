// SearchApi Search: Google, Bing or DuckDuckGo results through searchapi.io (Langflow's
// SearchComponent, SearchAPI before 1.2), through the server's guarded fetch. In tool mode an agent
// fills in the query.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { dataText } from '../values/data';
import { textMessage } from '../values/message';
import { SEARCHAPI_BASE_URL, SEARCHAPI_ENGINES, searchApiSearch } from './searchApiApi';
import { baseUrlField, searchTimeoutField } from './searchService';

export const SearchApiSearch = defineComponent({
  type: 'SearchComponent',
  display_name: 'SearchApi 搜索',
  description: '通过 SearchApi（searchapi.io）用 Google、Bing 或 DuckDuckGo 搜索网络，返回结果的标题、链接和摘要。',
  documentation:
    'SearchApi 搜索把“输入”发送给 searchapi.io，用“搜索引擎”选择的 Google、Bing 或 DuckDuckGo 搜索（需要 SearchApi 的 API 密钥，可选凭证类型的全局变量，例如 SEARCHAPI_API_KEY）。' +
    '输出“数据表”取前“最大结果数”个自然搜索结果，每个一行：title 标题、link 链接、snippet 摘要（标题和摘要最多保留“摘要最大长度”个字符），text 是完整的摘要；' +
    '输出“文本”把每个结果的完整摘要逐行连接成一条消息。“搜索参数”中的键值会作为额外参数发送给 SearchApi，例如 gl、hl、location、page。' +
    '“基础 URL”是 SearchApi 接口的地址，留空时使用 https://www.searchapi.io/api/v1，也可以填写兼容的代理地址。' +
    '缺少密钥、SearchApi 拒绝请求（例如密钥无效或额度用完）、无法连接或超时时报错，错误中会写明是 SearchApi 搜索出错。作为智能体的工具时，智能体填写“输入”。',
  en: {
    display_name: 'SearchApi Search',
    description: 'Search the web with Google, Bing or DuckDuckGo through SearchApi (searchapi.io) and get the title, link and snippet of each result.',
    documentation:
      'SearchApi Search sends the "Input" to searchapi.io and searches with the "Engine" chosen: Google, Bing or DuckDuckGo (it needs a SearchApi ' +
      'API key, or a global variable of type credential such as SEARCHAPI_API_KEY). The "DataFrame" output has one row for each of the first ' +
      '"Max Results" organic results: title, link and snippet (title and snippet keep at most "Max Snippet Length" characters), with the whole ' +
      'snippet as text. The "Text" output joins the whole snippets into one message, one per line. The keys and values of "Search Parameters" are ' +
      'sent to SearchApi as extra parameters, such as gl, hl, location or page. "Base URL" is the address of the SearchApi API, ' +
      'https://www.searchapi.io/api/v1 when empty, or a compatible proxy. A missing key, a request SearchApi refuses (such as an invalid key or a ' +
      'used-up quota), a failed connection or a timeout fails the component with an error naming SearchApi Search. As an agent\'s tool, the ' +
      'agent fills in the "Input".',
  },
  icon: 'search',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'engine',
      display_name: '搜索引擎',
      info: '用哪个搜索引擎搜索。',
      en: { display_name: 'Engine', info: 'The search engine to use.' },
      options: SEARCHAPI_ENGINES,
      value: 'google',
    },
    apiKeyField('api_key', 'SearchApi 的 API 密钥，或一个凭证类型的全局变量。', 'The SearchApi API key, or a global variable of type credential.'),
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入',
      info: '要搜索的问题或关键词。',
      en: { display_name: 'Input', info: 'The question or keywords to search for.' },
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      required: true,
    },
    {
      type: 'dict',
      name: 'search_params',
      display_name: '搜索参数',
      info: '随搜索发送的额外参数，例如 gl、hl、location。',
      en: { display_name: 'Search Parameters', info: 'Extra parameters sent with the search, such as gl, hl or location.' },
      advanced: true,
    },
    {
      type: 'int',
      name: 'max_results',
      display_name: '最大结果数',
      info: '最多返回多少个搜索结果。',
      en: { display_name: 'Max Results', info: 'The most search results returned.' },
      value: 5,
      range_spec: { min: 1, max: 100, step: 1 },
      advanced: true,
    },
    {
      type: 'int',
      name: 'max_snippet_length',
      display_name: '摘要最大长度',
      info: '标题和摘要最多保留多少个字符。',
      en: { display_name: 'Max Snippet Length', info: 'The most characters kept of each title and snippet.' },
      value: 100,
      range_spec: { min: 1, max: 10000, step: 1 },
      advanced: true,
    },
    baseUrlField('SearchApi', SEARCHAPI_BASE_URL),
    searchTimeoutField(60),
  ],
  outputs: [
    { name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'fetch_content_dataframe' },
    // One tool per search is enough: the agent reads the table's text either way.
    { name: 'text', display_name: '文本', en: { display_name: 'Text' }, types: ['Message'], method: 'fetch_content_text', tool_mode: false },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('SEARCHAPI_API_KEY_MISSING');
    const query = inputs.input_value.trim();
    if (query === '') throw componentError('SEARCHAPI_QUERY_NONE');
    const rows = await searchApiSearch(fetch, { ...inputs, api_key: apiKey, input_value: query }, signal);
    logger.log(`SearchApi：${query} → ${rows.length} 行`);
    // Langflow ends every snippet with a line break.
    return { dataframe: rows, text: textMessage(context, rows.map((row) => `${dataText(row) ?? ''}\n`).join('')) };
  },
});
