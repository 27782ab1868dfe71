// Tavily Search: a web search made for models (Langflow's TavilySearchComponent), through the
// server's guarded fetch. In tool mode an agent fills in the query.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { textMessage } from '../values/message';
import { valueToText } from '../values/text';
import { TAVILY_BASE_URL, TAVILY_SEARCH_DEPTHS, TAVILY_TIME_RANGES, TAVILY_TOPICS, tavilySearch } from './tavilyApi';
import { baseUrlField, searchTimeoutField } from './searchService';

export const TavilySearch = defineComponent({
  type: 'TavilySearchComponent',
  display_name: 'Tavily 搜索',
  description: '用 Tavily 搜索网络，返回相关网页的标题、地址和内容摘要，适合让智能体查找最新资料。',
  documentation:
    'Tavily 搜索把“搜索内容”发送给 Tavily 的搜索接口（需要 Tavily 的 API 密钥，可选凭证类型的全局变量，例如 TAVILY_API_KEY）。' +
    '输出“搜索结果”是一张数据表：打开“包含回答”时第一行是 Tavily 生成的简短回答（text），之后每个结果一行，含 title 标题、url 地址、content 内容摘要（也是 text）和 score 相关度；' +
    '打开“包含原始内容”时另有 raw_content 网页全文；打开“包含图片”时最后一行的 images 是相关图片的地址。输出“搜索结果文本”把每一行的文字连成一条消息。' +
    '“搜索深度”为 advanced 时结果更准确但更慢，“每个来源的片段数”只在这时生效；“主题”选 news 时按“天数”限定最近的新闻；“时间范围”限定结果的发布时间；' +
    '“包含的域名”和“排除的域名”用逗号分隔。“基础 URL”是 Tavily 接口的地址，留空时使用 https://api.tavily.com，也可以填写兼容的代理地址。' +
    '缺少密钥、Tavily 拒绝请求（例如密钥无效或额度用完）、无法连接或超时时报错，错误中会写明是 Tavily 搜索出错。作为智能体的工具时，智能体填写“搜索内容”，并读到每个结果的标题、地址和内容（与 Langflow 相同的 JSON 行），可以注明出处。',
  en: {
    display_name: 'Tavily Search',
    description: 'Search the web with Tavily and get the title, address and summary of the pages found; handy for agents looking up recent facts.',
    documentation:
      'Tavily Search sends the "Search Query" to the Tavily search API (it needs a Tavily API key, or a global variable of type credential such as ' +
      'TAVILY_API_KEY). The "Search Results" output is a DataFrame: with "Include Answer" on, its first row is a short answer written by Tavily (text); ' +
      'then one row per result with its title, url, content (a summary, also its text) and score (relevance); with "Include Raw Content" on, raw_content ' +
      'holds the whole page; with "Include Images" on, the last row lists image addresses under images. The "Search Results Text" output joins the ' +
      'text of every row into one message. The "advanced" search depth gives more precise results more slowly, and only then does "Chunks Per ' +
      'Source" apply; the "news" topic limits results to the last "Days"; "Time Range" limits when results were published; "Include Domains" and ' +
      '"Exclude Domains" take comma-separated lists. "Base URL" is the address of the Tavily API, https://api.tavily.com when empty, or a compatible ' +
      'proxy. A missing key, a request Tavily refuses (such as an invalid key or a used-up quota), a failed connection or a timeout fails the ' +
      'component with an error naming Tavily Search. As an agent\'s tool, the agent fills in the "Search Query" and reads ' +
      'each result\'s title, url and content (the JSON rows Langflow gives), so it can cite its sources.',
  },
  icon: 'search',
  category: 'tools',
  inputs: [
    apiKeyField('api_key', 'Tavily 的 API 密钥，或一个凭证类型的全局变量。', 'The Tavily API key, or a global variable of type credential.'),
    {
      type: 'str',
      name: 'query',
      display_name: '搜索内容',
      info: '要搜索的问题或关键词。',
      en: { display_name: 'Search Query', info: 'The question or keywords to search for.' },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'str',
      name: 'search_depth',
      display_name: '搜索深度',
      info: 'basic 更快；advanced 更准确，但更慢、消耗更多额度。',
      en: { display_name: 'Search Depth', info: 'basic is faster; advanced is more precise but slower and uses more quota.' },
      options: TAVILY_SEARCH_DEPTHS,
      value: 'advanced',
      advanced: true,
    },
    {
      type: 'int',
      name: 'chunks_per_source',
      display_name: '每个来源的片段数',
      info: '每个网页最多取多少段相关内容；只在搜索深度为 advanced 时生效。',
      en: { display_name: 'Chunks Per Source', info: 'How many relevant passages are taken from each page; only with the advanced search depth.' },
      value: 3,
      range_spec: { min: 1, max: 3, step: 1 },
      advanced: true,
    },
    {
      type: 'str',
      name: 'topic',
      display_name: '主题',
      info: 'general 为通用搜索，news 只搜索新闻。',
      en: { display_name: 'Topic', info: 'general searches everything, news only news.' },
      options: TAVILY_TOPICS,
      value: 'general',
      advanced: true,
    },
    {
      type: 'int',
      name: 'days',
      display_name: '天数',
      info: '主题为 news 时，只搜索最近多少天的新闻。',
      en: { display_name: 'Days', info: 'With the news topic, how many recent days of news are searched.' },
      value: 7,
      range_spec: { min: 1, max: 365, step: 1 },
      advanced: true,
    },
    {
      type: 'int',
      name: 'max_results',
      display_name: '最大结果数',
      info: '最多返回多少个搜索结果。',
      en: { display_name: 'Max Results', info: 'The most search results returned.' },
      value: 5,
      range_spec: { min: 1, max: 20, step: 1 },
      advanced: true,
    },
    {
      type: 'bool',
      name: 'include_answer',
      display_name: '包含回答',
      info: '让 Tavily 根据结果写一段简短回答，放在第一行。',
      en: { display_name: 'Include Answer', info: 'Have Tavily write a short answer from the results, as the first row.' },
      value: true,
      advanced: true,
    },
    {
      type: 'str',
      name: 'time_range',
      display_name: '时间范围',
      info: '只返回最近一天、一周、一月或一年内发布的结果；留空不限。',
      en: { display_name: 'Time Range', info: 'Only results published within the last day, week, month or year; empty for any time.' },
      options: TAVILY_TIME_RANGES,
      value: '',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'include_images',
      display_name: '包含图片',
      info: '在最后一行列出与搜索相关的图片地址。',
      en: { display_name: 'Include Images', info: 'List the addresses of images related to the search in the last row.' },
      value: true,
      advanced: true,
    },
    {
      type: 'str',
      name: 'include_domains',
      display_name: '包含的域名',
      info: '只搜索这些域名，用逗号分隔，例如 example.com, docs.example.org。',
      en: { display_name: 'Include Domains', info: 'Search only these domains, comma-separated, such as example.com, docs.example.org.' },
      input_types: ['Message'],
      value: '',
      advanced: true,
    },
    {
      type: 'str',
      name: 'exclude_domains',
      display_name: '排除的域名',
      info: '不搜索这些域名，用逗号分隔。',
      en: { display_name: 'Exclude Domains', info: 'Leave these domains out, comma-separated.' },
      input_types: ['Message'],
      value: '',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'include_raw_content',
      display_name: '包含原始内容',
      info: '在每个结果中附上网页全文（raw_content）。',
      en: { display_name: 'Include Raw Content', info: 'Add the whole page text (raw_content) to every result.' },
      value: false,
      advanced: true,
    },
    baseUrlField('Tavily', TAVILY_BASE_URL),
    searchTimeoutField(90),
  ],
  outputs: [
    { name: 'dataframe', display_name: '搜索结果', en: { display_name: 'Search Results' }, types: ['DataFrame'], method: 'fetch_content_dataframe' },
    // One tool per search is enough: the agent reads the table's text either way.
    { name: 'text', display_name: '搜索结果文本', en: { display_name: 'Search Results Text' }, types: ['Message'], method: 'fetch_content_text', tool_mode: false },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('TAVILY_API_KEY_MISSING');
    const query = inputs.query.trim();
    if (query === '') throw componentError('TAVILY_QUERY_NONE');
    const rows = await tavilySearch(fetch, { ...inputs, api_key: apiKey, query }, signal);
    logger.log(`Tavily：${query} → ${rows.length} 行`);
    return { dataframe: rows, text: textMessage(context, valueToText(rows)) };
  },
});
