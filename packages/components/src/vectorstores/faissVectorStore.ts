// FAISS (Langflow's local vector store): an index kept as a file in the flow owner's data folder,
// searched exactly (every stored vector compared by cosine similarity) in the server's process.
import { defineComponent } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { checkIndexName, indexFolder } from './localIndexes';
import { embeddedCollection, ingestThenSearch } from './retriever';
import { embeddingField, ingestDataField, numberOfResultsField, searchQueryField } from './storeFields';

export const FaissVectorStore = defineComponent({
  type: 'FAISS',
  display_name: 'FAISS',
  description: '把文本向量化后存入本地索引文件，并按问题检索最相似的文本。',
  documentation:
    'FAISS 把文本和它的向量保存在服务器数据目录中属于流程所有者的索引文件里，不需要另外部署向量数据库。' +
    '“持久化目录”是该数据目录中的相对路径（留空表示数据目录本身），不能是绝对路径，也不能用“..”跳出；“索引名称”区分同一目录中的多个索引。' +
    '“入库数据”连接数据、数据表或消息：每段文本用“嵌入模型”转换为向量后存入索引，同样的文本和元数据再次入库时会覆盖而不会重复。' +
    '填写“检索问题”时，组件逐一比较索引中的全部向量（精确的余弦相似度检索），返回最相似的“返回结果数”段文本，每条数据包含文本、元数据和相似度 score。' +
    '作为智能体的工具时，智能体填写检索问题。入库和检索必须使用同一个嵌入模型；精确检索适合几万段以内的文本。',
  en: {
    display_name: 'FAISS',
    description: 'Store texts as vectors in a local index file and find the texts most similar to a query.',
    documentation:
      "FAISS keeps texts and their vectors in an index file of the flow's owner in the server's data folder, so no separate vector database is " +
      'needed. "Persist Directory" is a relative path inside that folder (empty: the folder itself); absolute paths and ".." are refused. ' +
      '"Index Name" tells several indexes of one directory apart. "Ingest Data" takes Data, a DataFrame or messages: each text is turned into a ' +
      'vector by the "Embedding" model and stored in the index; the same text and metadata ingested again replaces it instead of adding a copy. ' +
      'With a "Search Query", the component compares every vector of the index (exact cosine similarity search) and returns the "Number of ' +
      'Results" most similar texts, each as Data with its text, metadata and similarity score. As an agent\'s tool, the agent fills in the ' +
      'query. Ingesting and searching must use the same embedding model; exact search suits up to some tens of thousands of texts.',
  },
  icon: 'FAISS',
  category: 'vector stores',
  inputs: [
    {
      type: 'str',
      name: 'index_name',
      display_name: '索引名称',
      info: '索引文件的名称（字母、数字、_、- 和 .）。',
      en: { display_name: 'Index Name', info: 'The name of the index file (letters, digits, _, - and .).' },
      value: 'langflow_index',
    },
    {
      type: 'str',
      name: 'persist_directory',
      display_name: '持久化目录',
      info: '保存索引的目录：数据目录中的相对路径，留空为数据目录本身。',
      en: { display_name: 'Persist Directory', info: 'Where the index is saved: a relative path inside the data folder; empty is the folder itself.' },
      value: '',
    },
    ingestDataField,
    { ...searchQueryField, tool_mode: true },
    embeddingField('embedding', 'Embedding'),
    numberOfResultsField,
  ],
  outputs: [
    { name: 'search_results', display_name: '检索结果', en: { display_name: 'Search Results' }, types: ['Data'], method: 'search_documents' },
    { name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'as_dataframe' },
    { name: 'retriever', display_name: '检索器', en: { display_name: 'Retriever' }, types: ['Retriever'], method: 'build_retriever', tool_mode: false },
  ],
  async run({ inputs, services, signal, logger }) {
    const indexes = services.localIndexes;
    if (!indexes) throw componentError('FAISS_UNAVAILABLE');
    const embeddings = inputs.embedding;
    if (!isEmbeddingsValue(embeddings)) throw componentError('VECTOR_EMBEDDINGS_MISSING');
    const name = checkIndexName(inputs.index_name);
    const store = indexes.folder(indexFolder(inputs.persist_directory));
    const { search_results, retriever } = await ingestThenSearch(
      embeddedCollection(store, embeddings, name),
      { ...inputs, clear_collection: false },
      signal,
      (count) => logger.log(`已将 ${count} 段文本存入 FAISS 索引“${name}”`),
    );
    return { search_results, dataframe: search_results, retriever };
  },
});
