// Extract Web Data: structured data from a public web page through AgentQL's API (Langflow's
// AgentQL component), through the server's guarded fetch. In tool mode an agent fills in the URL
// and the query or prompt.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { AGENTQL_BASE_URL, AGENTQL_MODES, agentQlQuery } from './agentqlApi';
import { baseUrlField, searchTimeoutField } from './searchService';

export const AgentQL = defineComponent({
  type: 'AgentQL',
  display_name: '提取网页数据',
  description: '用 AgentQL 查询或一段自然语言描述，从公开网页中提取结构化数据。',
  documentation:
    '提取网页数据让 AgentQL 打开并读取“网页地址”的公开网页，按“AgentQL 查询”或“提示词”（二选一）提取数据（需要 AgentQL 的 API 密钥，可选凭证类型的全局变量，例如 AGENTQL_API_KEY）。' +
    'AgentQL 查询写明要取的字段，例如 { products[] { name price } }；提示词用自然语言描述要取的内容。输出“数据”的 result 是提取到的数据，metadata 是 AgentQL 附带的信息（请求编号，打开“截图”时还有 Base64 编码的截图）。' +
    '“请求模式”为 standard 时分析更深入，fast 更快；“等待时间”是提取前等待网页加载的秒数；“滚动到底部”先把网页滚动到底部再提取；“隐身模式”尝试绕过网站的反爬措施（实验功能）。' +
    '“基础 URL”是 AgentQL 接口的地址，留空时使用 https://api.agentql.com/v1，也可以填写兼容的代理地址。' +
    '缺少密钥或网页地址、查询和提示词都没填或都填了、AgentQL 拒绝请求（例如密钥无效）、无法连接或超时时报错，错误中会写明是提取网页数据（AgentQL）出错。作为智能体的工具时，智能体填写网页地址和查询或提示词。',
  en: {
    display_name: 'Extract Web Data',
    description: 'Extract structured data from a public web page with an AgentQL query or a description in plain words.',
    documentation:
      'Extract Web Data has AgentQL open the public web page at "URL" and extract data by the "AgentQL Query" or the "Prompt" (one of the two; it ' +
      'needs an AgentQL API key, or a global variable of type credential such as AGENTQL_API_KEY). An AgentQL query names the fields to take, such ' +
      'as { products[] { name price } }; a prompt describes them in plain words. The "Data" output holds the extracted data under result and ' +
      "AgentQL's metadata (the request id and, with \"Enable Screenshot\" on, a Base64 screenshot) under metadata. The \"standard\" request mode " +
      'analyses more deeply, "fast" is quicker; "Wait For" is how many seconds the page may load before extraction; "Enable Scroll to Bottom" ' +
      'scrolls the page down first; "Stealth Mode" tries to get past anti-bot measures (experimental). "Base URL" is the address of the AgentQL ' +
      'API, https://api.agentql.com/v1 when empty, or a compatible proxy. A missing key or URL, neither or both of query and prompt, a request ' +
      'AgentQL refuses (such as an invalid key), a failed connection or a timeout fails the component with an error naming Extract Web Data ' +
      '(AgentQL). As an agent\'s tool, the agent fills in the URL and the query or prompt.',
  },
  icon: 'globe',
  category: 'tools',
  inputs: [
    apiKeyField('api_key', 'AgentQL 的 API 密钥（在 dev.agentql.com 创建），或一个凭证类型的全局变量。', 'Your AgentQL API key (from dev.agentql.com), or a global variable of type credential.'),
    {
      type: 'str',
      name: 'url',
      display_name: '网页地址',
      info: '要提取数据的公开网页地址。',
      en: { display_name: 'URL', info: 'The address of the public web page to extract data from.' },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'str',
      name: 'query',
      display_name: 'AgentQL 查询',
      info: '要执行的 AgentQL 查询，例如 { products[] { name price } }；与提示词二选一。',
      en: { display_name: 'AgentQL Query', info: 'The AgentQL query to run, such as { products[] { name price } }; use either this or a prompt.' },
      multiline: true,
      value: '',
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'prompt',
      display_name: '提示词',
      info: '用自然语言描述要从网页中提取的数据；与 AgentQL 查询二选一。',
      en: { display_name: 'Prompt', info: 'A description in plain words of the data to extract from the page; use either this or an AgentQL query.' },
      multiline: true,
      value: '',
      tool_mode: true,
    },
    {
      type: 'bool',
      name: 'is_stealth_mode_enabled',
      display_name: '隐身模式（测试版）',
      info: '尝试绕过网站的反爬措施；实验功能，不保证对所有网站有效。',
      en: { display_name: 'Enable Stealth Mode (Beta)', info: 'Try experimental anti-bot evasion; may not work for every website.' },
      value: false,
      advanced: true,
    },
    searchTimeoutField(900, 900),
    {
      type: 'str',
      name: 'mode',
      display_name: '请求模式',
      info: 'standard 分析更深入；fast 牺牲一些深度换取速度。',
      en: { display_name: 'Request Mode', info: "'standard' analyses the page deeply; 'fast' trades some depth for speed." },
      options: AGENTQL_MODES,
      value: 'fast',
      advanced: true,
    },
    {
      type: 'int',
      name: 'wait_for',
      display_name: '等待时间（秒）',
      info: '提取数据前等待网页加载的秒数。',
      en: { display_name: 'Wait For', info: 'Seconds to wait for the page to load before extracting data.' },
      value: 0,
      range_spec: { min: 0, max: 10, step: 1 },
      advanced: true,
    },
    {
      type: 'bool',
      name: 'is_scroll_to_bottom_enabled',
      display_name: '滚动到底部',
      info: '提取数据前先把网页滚动到底部。',
      en: { display_name: 'Enable Scroll to Bottom', info: 'Scroll to the bottom of the page before extracting data.' },
      value: false,
      advanced: true,
    },
    {
      type: 'bool',
      name: 'is_screenshot_enabled',
      display_name: '截图',
      info: '提取前截图，以 Base64 字符串放在 metadata 中。',
      en: { display_name: 'Enable Screenshot', info: "Take a screenshot before extracting data, returned in 'metadata' as a Base64 string." },
      value: false,
      advanced: true,
    },
    baseUrlField('AgentQL', AGENTQL_BASE_URL),
  ],
  outputs: [{ name: 'data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'build_output' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('AGENTQL_API_KEY_MISSING');
    const url = inputs.url.trim();
    if (url === '') throw componentError('AGENTQL_URL_NONE');
    const query = inputs.query.trim();
    const prompt = inputs.prompt.trim();
    if (query === '' && prompt === '') throw componentError('AGENTQL_QUERY_NONE');
    if (query !== '' && prompt !== '') throw componentError('AGENTQL_QUERY_AND_PROMPT');
    const data = await agentQlQuery(fetch, { ...inputs, api_key: apiKey, url, query, prompt }, signal);
    logger.log(`AgentQL：${url}`);
    return { data };
  },
});
