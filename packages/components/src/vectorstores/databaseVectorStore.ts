// Vector store in the platform's own database: ingests texts with their metadata into a named
// collection of the flow owner and finds the stored texts most similar to a query.
import { defineComponent } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { embeddedCollection, ingestThenSearch } from './retriever';
import { clearCollectionField, embeddingField, ingestDataField, numberOfResultsField, searchQueryField } from './storeFields';

export { MAX_RESULTS } from './storeFields';

export const MAX_COLLECTION_NAME = 100;

export const DatabaseVectorStore = defineComponent({
  type: 'DatabaseVectorStore',
  display_name: '数据库向量存储',
  description: '把文本向量化后存入平台数据库的集合，并按问题检索最相似的文本。',
  documentation:
    '数据库向量存储把文本和它的向量保存在平台自己的数据库（SQLite 或 PostgreSQL）中，不需要另外部署向量数据库。' +
    '每个集合按名称区分，并且只属于流程的所有者：不同用户即使使用同名集合，也互相看不到对方的数据。' +
    '“入库数据”可以连接数据、数据表（如文本分割的结果）或消息：每段文本用“嵌入模型”转换为向量后存入“集合名称”指定的集合，数据的其他字段作为元数据一起保存；' +
    '同样的文本和元数据再次入库时会覆盖而不会重复。开启“入库前清空集合”会先删除集合中已有的全部内容。' +
    '填写“检索问题”时，组件返回集合中与问题最相似（余弦相似度）的“返回结果数”段文本：输出“检索结果”是数据列表，每条数据包含文本、元数据和相似度 score，' +
    '常连接到解析器后填入提示词；输出“检索器”供智能体等组件按自己的问题检索。入库和检索必须使用同一个嵌入模型。' +
    '检索时会读取整个集合并在服务器中计算相似度，适合每个集合几万段以内的知识库；更大的规模请使用专门的向量数据库。',
  en: {
    display_name: 'Database Vector Store',
    description: "Store texts as vectors in a collection in the platform's database and find the texts most similar to a query.",
    documentation:
      "Database Vector Store keeps texts and their vectors in the platform's own database (SQLite or PostgreSQL), so no separate vector database is " +
      "needed. Each collection is known by its name and belongs to the flow's owner only: users with collections of the same name never see each " +
      'other\'s data. "Ingest Data" can connect to Data, a DataFrame (such as the output of Split Text) or messages: each text is turned into a ' +
      'vector by the "Embedding" model and stored in the collection named in "Collection Name", with the other fields of its Data as metadata; ' +
      'ingesting the same text and metadata again replaces it instead of adding a copy. With "Clear Collection" on, everything in the collection is ' +
      'deleted first. With a "Search Query", the component returns the "Number of Results" texts of the collection most similar to it (by cosine ' +
      'similarity): the "Search Results" output is a list of Data, each with the text, its metadata and its similarity score, often connected to a ' +
      'Parser and put into a prompt; the "Retriever" output lets an agent or another component search with its own questions. Ingesting and ' +
      'searching must use the same embedding model. A search reads the whole collection and computes similarities on the server, which suits ' +
      'knowledge bases of up to some tens of thousands of texts per collection; for more, use a dedicated vector database.',
  },
  icon: 'Database',
  category: 'vector stores',
  inputs: [
    {
      type: 'str',
      name: 'collection_name',
      display_name: '集合名称',
      info: '存放向量的集合；只属于流程的所有者。',
      en: { display_name: 'Collection Name', info: "The collection holding the vectors; it belongs to the flow's owner only." },
      required: true,
      value: 'default',
    },
    ingestDataField,
    searchQueryField,
    embeddingField('embedding', 'Embedding'),
    numberOfResultsField,
    clearCollectionField,
  ],
  outputs: [
    { name: 'search_results', display_name: '检索结果', en: { display_name: 'Search Results' }, types: ['Data'], method: 'search_documents' },
    { name: 'retriever', display_name: '检索器', en: { display_name: 'Retriever' }, types: ['Retriever'], method: 'build_retriever' },
  ],
  async run({ inputs, services, signal, logger }) {
    const store = services.vectorStore;
    if (!store) throw componentError('VECTOR_STORE_UNAVAILABLE');
    const embeddings = inputs.embedding;
    if (!isEmbeddingsValue(embeddings)) throw componentError('VECTOR_EMBEDDINGS_MISSING');
    const collection = inputs.collection_name.trim();
    if (collection === '' || collection.length > MAX_COLLECTION_NAME) throw componentError('VECTOR_COLLECTION_INVALID', { max: MAX_COLLECTION_NAME });
    return ingestThenSearch(embeddedCollection(store, embeddings, collection), inputs, signal, (count) => logger.log(`已将 ${count} 段文本存入集合“${collection}”`));
  },
});
