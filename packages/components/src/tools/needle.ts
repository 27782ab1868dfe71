// Needle Retriever (Langflow's needle): the passages of a Needle collection nearest a question,
// through Needle's search API and the server's guarded fetch, as one text an Agent or a model
// reads. In tool mode an agent asks the question.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { textMessage } from '../values/message';
import { NEEDLE_BASE_URL, needleAnswerText, needleSearch } from './needleApi';
import { baseUrlField, searchTimeoutField } from './searchService';

/** Langflow asks Needle for at least 20 passages, whatever is set. */
const MIN_TOP_K = 20;

export const NeedleRetriever = defineComponent({
  type: 'needle',
  display_name: 'Needle 检索',
  description: '在 Needle 的文档集合中检索与问题最相关的段落。',
  documentation:
    'Needle 检索在 Needle 的“集合编号”所指的文档集合中搜索与“问题”最相关的段落（需要 Needle 的 API 密钥，可选凭证类型的全局变量，例如 NEEDLE_API_KEY）。' +
    '输出“结果”是一条消息：先是问题，再把每个段落依次编号为 Document 1、Document 2……；没有找到时说明没有相关文档。“结果数”是最多返回的段落数，与 Langflow 一样至少为 20。' +
    '“基础 URL”是 Needle 检索接口的地址，留空时使用 https://search.needle-ai.com。缺少密钥、集合编号或问题、Needle 拒绝请求（例如密钥无效或集合不存在）、无法连接或超时时报错，错误中会写明是 Needle 检索出错。' +
    '作为智能体的工具时，智能体填写问题。',
  en: {
    display_name: 'Needle Retriever',
    description: 'Find the passages of a Needle collection that best answer a question.',
    documentation:
      'Needle Retriever searches the Needle collection with the "Collection ID" for the passages nearest the "User Query" (it needs a Needle ' +
      'API key, or a global variable of type credential such as NEEDLE_API_KEY). The "Result" output is one message: the question, then each ' +
      'passage numbered Document 1, Document 2 and so on, or a note that no relevant documents were found. "Top K Results" is the most ' +
      'passages returned, at least 20 as in Langflow. "Base URL" is the address of Needle\'s search API, https://search.needle-ai.com when ' +
      'empty. A missing key, collection ID or query, a request Needle refuses (such as an invalid key or an unknown collection), a failed ' +
      'connection or a timeout fails the component with an error naming Needle Retriever. As an agent\'s tool, the agent fills in the query.',
  },
  icon: 'search',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'needle_api_key',
      display_name: 'Needle API 密钥',
      info: 'Needle 的 API 密钥，或一个凭证类型的全局变量（如 NEEDLE_API_KEY）。',
      en: { display_name: 'Needle API Key', info: 'Your Needle API key, or a global variable of type credential such as NEEDLE_API_KEY.' },
      password: true,
      load_from_db: true,
      value: '',
    },
    {
      type: 'str',
      name: 'collection_id',
      display_name: '集合编号',
      info: '要检索的 Needle 集合的编号。',
      en: { display_name: 'Collection ID', info: 'The ID of the Needle collection.' },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'str',
      name: 'query',
      display_name: '问题',
      info: '要在集合中检索的问题。',
      en: { display_name: 'User Query', info: 'Enter your question here.' },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'int',
      name: 'top_k',
      display_name: '结果数',
      info: '最多返回的段落数（至少 20）。',
      en: { display_name: 'Top K Results', info: 'Number of search results to return (min: 20).' },
      value: MIN_TOP_K,
      range_spec: { min: MIN_TOP_K, max: 100, step: 1 },
    },
    baseUrlField('Needle', NEEDLE_BASE_URL),
    searchTimeoutField(120),
  ],
  outputs: [{ name: 'result', display_name: '结果', en: { display_name: 'Result' }, types: ['Message'], method: 'run' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const apiKey = inputs.needle_api_key.trim();
    if (apiKey === '') throw componentError('NEEDLE_API_KEY_MISSING');
    const collectionId = inputs.collection_id.trim();
    if (collectionId === '') throw componentError('NEEDLE_COLLECTION_NONE');
    const query = inputs.query.trim();
    if (query === '') throw componentError('NEEDLE_QUERY_NONE');
    const fetch = requireFetch(services, context.displayName);
    const search = { apiKey, collectionId, query, topK: Math.max(MIN_TOP_K, inputs.top_k), baseUrl: inputs.base_url, timeout: inputs.timeout };
    const passages = await needleSearch(fetch, search, signal);
    logger.log(`Needle：${query} → ${passages.length} 段`);
    return { result: textMessage(context, needleAnswerText(query, passages)) };
  },
});
