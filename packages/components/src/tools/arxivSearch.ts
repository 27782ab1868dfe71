// arXiv Search: papers from arXiv.org by keywords, title, abstract, author or category (Langflow's
// ArXivComponent), through the server's guarded fetch. In tool mode an agent fills in the query.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { ARXIV_BASE_URL, ARXIV_SEARCH_TYPES, arxivSearch } from './arxivApi';
import { baseUrlField, searchTimeoutField } from './searchService';

export const ArxivSearch = defineComponent({
  type: 'ArXivComponent',
  display_name: 'arXiv 搜索',
  description: '在 arXiv.org 上搜索论文，返回标题、作者、摘要和链接。',
  documentation:
    'arXiv 搜索把“搜索内容”发送给 arXiv 的公开查询接口（不需要密钥），按“搜索字段”在全部字段（all）、标题（title）、摘要（abstract）、作者（author）或学科分类（cat，例如 cs.AI）中查找，' +
    '最多返回“最大结果数”篇论文。输出“数据表”每篇论文一行，含 id、title 标题、summary 摘要、published 发表时间、updated 更新时间、authors 作者列表、arxiv_url 论文页、pdf_url PDF 地址、' +
    'comment 作者备注、journal_ref 期刊信息、primary_category 主分类和 categories 全部分类；没有的字段为空。常连接循环组件逐篇处理。' +
    '“基础 URL”是 arXiv 接口的地址，留空时使用 https://export.arxiv.org/api，也可以填写镜像或代理地址。' +
    '无法连接、超时、arXiv 拒绝查询（例如查询格式有误或请求过于频繁）或回答无法读取时报错，错误中会写明是 arXiv 搜索出错。作为智能体的工具时，智能体填写“搜索内容”。',
  en: {
    display_name: 'arXiv Search',
    description: 'Search arXiv.org for papers and get their titles, authors, abstracts and links.',
    documentation:
      'arXiv Search sends the "Search Query" to the public arXiv query API (no key needed) and looks in the "Search Field": every field (all), ' +
      'the title, the abstract, the author or the subject category (cat, such as cs.AI), returning at most "Max Results" papers. The "DataFrame" ' +
      'output has one row per paper with its id, title, summary (the abstract), published and updated times, authors (a list), arxiv_url (its ' +
      'page), pdf_url, comment (the authors\' note), journal_ref, primary_category and categories; a field the paper lacks is empty. It is often ' +
      'connected to a Loop to handle the papers one by one. "Base URL" is the address of the arXiv API, https://export.arxiv.org/api when ' +
      'empty, or a mirror or proxy. A failed connection, a timeout, a query arXiv refuses (such as a malformed one, or too many requests) or ' +
      'an answer that cannot be read fails the component with an error naming arXiv Search. As an agent\'s tool, the agent fills in the "Search Query".',
  },
  icon: 'book-open',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'search_query',
      display_name: '搜索内容',
      info: '要搜索的论文关键词，例如 quantum computing。',
      en: { display_name: 'Search Query', info: "The search query for arXiv papers (such as 'quantum computing')." },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'str',
      name: 'search_type',
      display_name: '搜索字段',
      info: '在哪个字段中搜索：all 全部、title 标题、abstract 摘要、author 作者、cat 学科分类。',
      en: { display_name: 'Search Field', info: 'The field to search in: all, title, abstract, author or cat (the subject category).' },
      options: ARXIV_SEARCH_TYPES,
      value: 'all',
    },
    {
      type: 'int',
      name: 'max_results',
      display_name: '最大结果数',
      info: '最多返回多少篇论文。',
      en: { display_name: 'Max Results', info: 'The most papers returned.' },
      value: 10,
      range_spec: { min: 1, max: 2000, step: 1 },
    },
    baseUrlField('arXiv', ARXIV_BASE_URL),
    searchTimeoutField(60),
  ],
  outputs: [{ name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'search_papers_dataframe' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const query = inputs.search_query.trim();
    if (query === '') throw componentError('ARXIV_QUERY_NONE');
    const rows = await arxivSearch({ fetch, services, signal }, { ...inputs, search_query: query });
    logger.log(`arXiv：${query} → ${rows.length} 篇`);
    return { dataframe: rows };
  },
});
