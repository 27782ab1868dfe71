// Knowledge Retrieval (Langflow 1.6): the texts of one of the flow owner's knowledge bases most
// similar to a query, or its first texts without one, as a table.
import { defineComponent, type VectorMatch } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { createData } from '../values/data';
import { embeddingField, MAX_RESULTS } from '../vectorstores/storeFields';
import { checkKnowledgeName, checkSameEmbedding, knowledgeBaseField, knowledgeBaseUpdate } from './knowledgeService';

export const KnowledgeRetrieval = defineComponent({
  type: 'KnowledgeRetrieval',
  display_name: '知识库检索',
  description: '在流程所有者的知识库中检索与问题最相似的文本。',
  documentation:
    '知识库检索在“知识库”指定的知识库中查找与“检索问题”最相似（余弦相似度）的“返回结果数”段文本，输出“结果”是数据表：' +
    '每行有文本 content 和相似度 _score，开启“包含元数据”时还有入库时保存的各列。“检索问题”为空时返回知识库中最早存入的几段文本。' +
    '“嵌入模型”必须与入库时使用的相同。知识库由“知识库入库”创建，只属于流程的所有者。',
  en: {
    display_name: 'Knowledge Retrieval',
    description: "Find the texts most similar to a query in a knowledge base of the flow's owner.",
    documentation:
      'Knowledge Retrieval finds the "Top K Results" texts of the knowledge base named in "Knowledge" most similar (by cosine similarity) to the ' +
      '"Search Query". The "Results" output is a DataFrame: each row has the text as content and its similarity as _score, and, with "Include ' +
      'Metadata" on, the columns stored with it. Without a query it returns the first texts stored in the base. The "Embedding" model must be ' +
      "the one the base was stored with. Knowledge Ingestion makes the bases; they belong to the flow's owner.",
  },
  icon: 'Download',
  category: 'vector stores',
  inputs: [
    knowledgeBaseField,
    embeddingField('embedding', 'Embedding'),
    {
      type: 'str',
      name: 'search_query',
      display_name: '检索问题',
      info: '要在知识库中查找的问题；留空时返回最早存入的文本。',
      en: { display_name: 'Search Query', info: 'The question to look up in the knowledge base; empty returns the first texts stored.' },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'int',
      name: 'top_k',
      display_name: '返回结果数',
      info: '返回的文本段数。',
      en: { display_name: 'Top K Results', info: 'How many texts to return.' },
      range_spec: { min: 1, max: MAX_RESULTS, step: 1 },
      advanced: true,
      value: 5,
    },
    {
      type: 'bool',
      name: 'include_metadata',
      display_name: '包含元数据',
      info: '开启后每行还包含入库时保存的各列；关闭时只有文本和相似度。',
      en: { display_name: 'Include Metadata', info: 'Add the columns stored with each text; off, only the text and its score.' },
      value: true,
    },
  ],
  outputs: [{ name: 'retrieve_data', display_name: '结果', en: { display_name: 'Results' }, types: ['DataFrame'], method: 'retrieve_data' }],
  updateTemplate: knowledgeBaseUpdate,
  async run({ inputs, services, signal }) {
    const { knowledgeBases, vectorStore } = services;
    if (!knowledgeBases || !vectorStore) throw componentError('KNOWLEDGE_UNAVAILABLE');
    const embeddings = inputs.embedding;
    if (!isEmbeddingsValue(embeddings)) throw componentError('VECTOR_EMBEDDINGS_MISSING');
    const name = checkKnowledgeName(inputs.knowledge_base);
    const base = await knowledgeBases.find(name);
    if (!base) throw componentError('KNOWLEDGE_NOT_FOUND', { name });
    checkSameEmbedding(base, embeddings);
    const query = inputs.search_query.trim();
    let matches: VectorMatch[];
    if (query === '') {
      matches = await knowledgeBases.chunks(base, inputs.top_k);
    } else {
      const [vector] = await embeddings.embed([query], signal);
      matches = await vectorStore.search(base.collection, vector ?? [], inputs.top_k);
    }
    const row = (match: VectorMatch) => ({ ...(inputs.include_metadata ? match.metadata : {}), content: match.text, ...(query === '' ? {} : { _score: match.score }) });
    return { retrieve_data: matches.map((match) => createData(row(match), 'content')) };
  },
});
