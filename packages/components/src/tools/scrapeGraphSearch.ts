// ScrapeGraph Search API: a question answered from the web by ScrapeGraph AI's search scraper
// (Langflow's ScrapeGraphSearchApi), through the server's guarded fetch. In tool mode an agent
// fills in the prompt.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { SCRAPEGRAPH_BASE_URL, scrapeGraphSearch } from './scrapeGraphApi';
import { baseUrlField, searchTimeoutField } from './searchService';

export const ScrapeGraphSearch = defineComponent({
  type: 'ScrapeGraphSearchApi',
  display_name: 'ScrapeGraph 搜索',
  description: '用 ScrapeGraph AI 按提示词搜索网络，读取找到的网页并回答。',
  documentation:
    'ScrapeGraph 搜索把“搜索提示词”发送给 ScrapeGraph AI 的 SearchScraper（需要 ScrapeGraph 的 API 密钥，可选凭证类型的全局变量，例如 SCRAPEGRAPH_API_KEY）：它搜索网络、读取找到的网页，按提示词提取答案。' +
    '输出“数据”是 ScrapeGraph 的完整回答：result 是答案，reference_urls 是读取的网页，另有 request_id 和 status。' +
    '“基础 URL”是 ScrapeGraph 接口的地址，留空时使用 https://api.scrapegraphai.com/v1，也可以填写兼容的代理地址。' +
    '缺少密钥或提示词、ScrapeGraph 拒绝请求（例如密钥无效或额度用完）、无法连接或超时时报错，错误中会写明是 ScrapeGraph 搜索出错。作为智能体的工具时，智能体填写搜索提示词。',
  en: {
    display_name: 'ScrapeGraph Search API',
    description: "Search the web for a prompt with ScrapeGraph AI, which reads the pages it finds and answers.",
    documentation:
      'ScrapeGraph Search API sends the "Search Prompt" to ScrapeGraph AI\'s SearchScraper (it needs a ScrapeGraph API key, or a global variable of ' +
      'type credential such as SCRAPEGRAPH_API_KEY): it searches the web, reads the pages found and extracts the answer the prompt asks for. The ' +
      '"Data" output is ScrapeGraph\'s whole answer: the answer under result, the pages read under reference_urls, with request_id and status. ' +
      '"Base URL" is the address of the ScrapeGraph API, https://api.scrapegraphai.com/v1 when empty, or a compatible proxy. A missing key or ' +
      'prompt, a request ScrapeGraph refuses (such as an invalid key or used-up credits), a failed connection or a timeout fails the component ' +
      "with an error naming ScrapeGraph Search API. As an agent's tool, the agent fills in the search prompt.",
  },
  icon: 'search',
  category: 'tools',
  inputs: [
    apiKeyField('api_key', 'ScrapeGraph 的 API 密钥（在 dashboard.scrapegraphai.com 获取），或一个凭证类型的全局变量。', 'Your ScrapeGraph API key (from dashboard.scrapegraphai.com), or a global variable of type credential.'),
    {
      type: 'str',
      name: 'user_prompt',
      display_name: '搜索提示词',
      info: '要在网络上搜索并回答的问题。',
      en: { display_name: 'Search Prompt', info: 'The question to search the web for and answer.' },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    baseUrlField('ScrapeGraph', SCRAPEGRAPH_BASE_URL),
    searchTimeoutField(180),
  ],
  outputs: [{ name: 'data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'search' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('SCRAPEGRAPH_API_KEY_MISSING');
    const prompt = inputs.user_prompt.trim();
    if (prompt === '') throw componentError('SCRAPEGRAPH_PROMPT_NONE');
    const data = await scrapeGraphSearch(fetch, { ...inputs, api_key: apiKey, user_prompt: prompt }, signal);
    logger.log(`ScrapeGraph：${prompt}`);
    return { data };
  },
});
