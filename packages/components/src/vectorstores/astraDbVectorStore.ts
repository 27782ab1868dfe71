// Astra DB vector store (Langflow's AstraDB): the same ingest and search as the database vector
// store, in a collection of the user's DataStax Astra database through its Data API and the
// server's guarded fetch.
import { defineComponent } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { openAstraCollection } from './astraCollection';
import { ASTRA_DEVOPS_URL, astraEndpoint } from './astraDatabases';
import { ASTRA_DEFAULT_KEYSPACE, ASTRA_METRICS, astraCommands } from './astraDataApi';
import { ingestThenSearch } from './retriever';
import { clearCollectionField, embeddingField, ingestDataField, numberOfResultsField, searchQueryField } from './storeFields';

const ASTRA_SEARCH_METHODS = ['Vector Search', 'Hybrid Search'] as const;

export const AstraDBVectorStore = defineComponent({
  type: 'AstraDB',
  display_name: 'Astra DB',
  description: '把文本向量化后存入 DataStax Astra DB 的集合，并按问题检索最相似的文本。',
  documentation:
    'Astra DB 组件通过 Astra 的 Data API 使用你自己的 Astra 数据库：需要“Astra DB 应用令牌”（可选凭证类型的全局变量，例如 ASTRA_DB_APPLICATION_TOKEN）' +
    '和数据库的“API 端点”（在 Astra 控制台的数据库概览中，形如 https://<数据库 ID>-<区域>.apps.astra.datastax.com）；' +
    '也可以只填写“数据库”名称，组件会通过 Astra 的 DevOps API 在令牌可访问的数据库中查找它的端点。' +
    '“入库数据”可以连接数据、数据表（如文本分割的结果）或消息：每段文本用“嵌入模型”转换为向量后存入“键空间”中的“集合名称”，集合不存在时按向量维数和“相似度度量”创建；' +
    '文档按 Langflow 的格式保存（content 为文本，metadata 为数据的其他字段，$vector 为向量），同样的文本和元数据再次入库时会覆盖而不会重复。' +
    '开启“入库前清空集合”会先删除集合中已有的全部文档。填写“检索问题”时，组件返回与问题最相似的“返回结果数”段文本：' +
    '输出“检索结果”是数据列表，“数据表”是同样的结果组成的数据表，每条包含文本、元数据和 Astra 给出的相似度 score；输出“检索器”供智能体等组件按自己的问题检索。' +
    '入库和检索必须使用同一个嵌入模型。在 Astra 中设置了嵌入服务（Astra Vectorize）的集合不需要连接嵌入模型：文本按 Langflow 的格式存入 $vectorize，由 Astra 生成向量，检索也由 Astra 向量化问题；' +
    '这样的集合即使连接了嵌入模型也使用它自己的嵌入服务。“检索方式”选择“混合检索”且集合开启了词法索引和重排序时，组件用 Astra 的 findAndRerank 同时按向量和“词法检索词”（留空时用检索问题）找候选，' +
    '再由集合的重排序模型打分，score 为重排序得分；集合不支持时按向量检索。入库时集合开启了词法索引的，文本同时存入 $lexical。检索过滤条件不受支持。' +
    '缺少令牌、Astra 拒绝请求（例如令牌无效或集合设置不同）、无法连接或超时时报错，错误中会写明是 Astra DB 出错。',
  en: {
    display_name: 'Astra DB',
    description: 'Store texts as vectors in a collection of DataStax Astra DB and find the texts most similar to a query.',
    documentation:
      'The Astra DB component uses your own Astra database through the Astra Data API: it needs the "Astra DB Application Token" (or a global ' +
      'variable of type credential such as ASTRA_DB_APPLICATION_TOKEN) and the database\'s "API Endpoint" (in the database overview of the Astra ' +
      'console, like https://<database id>-<region>.apps.astra.datastax.com), or just the "Database" name, whose endpoint the component finds ' +
      'among the databases the token can reach through Astra\'s DevOps API. "Ingest Data" can connect to Data, a DataFrame (such as the output ' +
      'of Split Text) or messages: each text is turned into a vector by the "Embedding Model" and stored in the collection "Collection Name" of ' +
      'the "Keyspace", which is created with the vectors\' dimension and the "Similarity Metric" when it does not exist. Documents are stored as ' +
      'Langflow stores them (content is the text, metadata the other fields of the Data, $vector the vector); ingesting the same text and ' +
      'metadata again replaces it instead of adding a copy. With "Clear Collection" on, every document of the collection is deleted first. With ' +
      'a "Search Query", the component returns the "Number of Results" texts most similar to it: the "Search Results" output is a list of Data ' +
      'and "DataFrame" the same results as a DataFrame, each with the text, its metadata and the similarity score Astra gives; the "Retriever" ' +
      'output lets an agent or another component search with its own questions. Ingesting and searching must use the same embedding model. ' +
      'A collection set up in Astra with an embedding provider (Astra Vectorize) needs no embedding model: texts are stored in $vectorize as ' +
      'Langflow stores them and Astra computes the vectors, of the query too; such a collection uses its own provider even with an embedding ' +
      'model connected. With "Search Method" set to "Hybrid Search" and a collection with lexical indexing and reranking enabled, the ' +
      "component asks Astra's findAndRerank for candidates by vector and by the \"Lexical Terms\" (the query when empty), which the " +
      "collection's reranker scores, and the score is the rerank score; other collections are searched by vector. Texts ingested into a " +
      'collection with lexical indexing are stored in $lexical as well. Search filters are not supported. A missing token, a request Astra refuses ' +
      '(such as an invalid token or a collection with other settings), a failed connection or a timeout fails the component with an error ' +
      'naming Astra DB.',
  },
  icon: 'Database',
  category: 'vector stores',
  inputs: [
    {
      type: 'str',
      name: 'token',
      display_name: 'Astra DB 应用令牌',
      info: 'Astra 数据库的应用令牌，或一个凭证类型的全局变量。',
      en: { display_name: 'Astra DB Application Token', info: 'The application token of the Astra database, or a global variable of type credential.' },
      password: true,
      load_from_db: true,
      value: '',
    },
    {
      type: 'str',
      name: 'api_endpoint',
      display_name: 'API 端点',
      info: '数据库的 Data API 地址，例如 https://<数据库 ID>-<区域>.apps.astra.datastax.com。',
      en: { display_name: 'API Endpoint', info: "The database's Data API address, such as https://<database id>-<region>.apps.astra.datastax.com." },
      // A global variable can hold it, as ASTRA_DB_API_ENDPOINT does in Langflow's files.
      load_from_db: false,
      value: '',
    },
    {
      type: 'str',
      name: 'database_name',
      display_name: '数据库',
      info: '未填写“API 端点”时，按名称在令牌可访问的数据库中查找并使用它的端点。',
      en: { display_name: 'Database', info: 'With no "API Endpoint", the database of this name among those the token can reach, whose endpoint is used.' },
      value: '',
    },
    {
      type: 'str',
      name: 'devops_url',
      display_name: 'DevOps API 地址',
      info: `按数据库名称查找端点时使用的 Astra DevOps API 地址；留空时使用 ${ASTRA_DEVOPS_URL}。`,
      en: { display_name: 'DevOps API URL', info: `The Astra DevOps API that finds a database by name; empty uses ${ASTRA_DEVOPS_URL}.` },
      value: ASTRA_DEVOPS_URL,
      advanced: true,
    },
    {
      type: 'str',
      name: 'keyspace',
      display_name: '键空间',
      info: `集合所在的键空间；留空时使用 ${ASTRA_DEFAULT_KEYSPACE}。`,
      en: { display_name: 'Keyspace', info: `The keyspace of the collection; empty uses ${ASTRA_DEFAULT_KEYSPACE}.` },
      value: '',
      advanced: true,
    },
    {
      type: 'str',
      name: 'collection_name',
      display_name: '集合名称',
      info: '存放向量的集合：字母、数字和下划线；不存在时在入库时创建。',
      en: { display_name: 'Collection Name', info: 'The collection holding the vectors: letters, digits and underscores; created on ingest when missing.' },
      required: true,
      value: '',
    },
    ingestDataField,
    searchQueryField,
    {
      ...embeddingField('embedding_model', 'Embedding Model'),
      // A collection with its own embedding provider (Astra Vectorize) needs none.
      required: false,
      info: '把文本转换为向量的嵌入组件；在 Astra 中设置了嵌入服务的集合不需要。',
      en: { display_name: 'Embedding Model', info: 'The embeddings component that turns texts into vectors; not needed for a collection with an embedding provider set up in Astra.' },
    },
    numberOfResultsField,
    {
      type: 'str',
      name: 'search_method',
      display_name: '检索方式',
      info: '向量检索按语义相似度；混合检索同时按向量和词法检索，再由集合的重排序模型排序（需要集合开启词法索引和重排序）。',
      en: {
        display_name: 'Search Method',
        info: "Vector Search matches by meaning; Hybrid Search matches by vector and by words, ranked by the collection's reranker (for collections with lexical indexing and reranking).",
      },
      options: ASTRA_SEARCH_METHODS,
      value: 'Vector Search',
      advanced: true,
    },
    {
      type: 'str',
      name: 'lexical_terms',
      display_name: '词法检索词',
      info: '混合检索中按词匹配的关键词，以空格分隔；留空时使用检索问题。',
      en: { display_name: 'Lexical Terms', info: 'Keywords the words half of hybrid search matches, separated by spaces; empty uses the search query.' },
      value: '',
    },
    {
      type: 'str',
      name: 'metric',
      display_name: '相似度度量',
      info: '新建集合时使用的相似度度量；已有集合沿用它自己的设置。',
      en: { display_name: 'Similarity Metric', info: 'The similarity metric of a new collection; an existing one keeps its own.' },
      options: ASTRA_METRICS,
      value: 'cosine',
      advanced: true,
    },
    clearCollectionField,
  ],
  outputs: [
    { name: 'search_results', display_name: '检索结果', en: { display_name: 'Search Results' }, types: ['Data'], method: 'search_documents' },
    { name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'as_dataframe' },
    { name: 'retriever', display_name: '检索器', en: { display_name: 'Retriever' }, types: ['Retriever'], method: 'build_retriever' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const token = inputs.token.trim();
    if (token === '') throw componentError('ASTRA_TOKEN_MISSING');
    const embeddings = inputs.embedding_model;
    const api_endpoint = await astraEndpoint(fetch, { token, api_endpoint: inputs.api_endpoint, database_name: inputs.database_name, devops_url: inputs.devops_url }, signal);
    const command = astraCommands(fetch, { token, api_endpoint, keyspace: inputs.keyspace.trim() }, signal);
    const collection = openAstraCollection(command, inputs.collection_name, {
      embeddings: isEmbeddingsValue(embeddings) ? embeddings : undefined,
      metric: inputs.metric,
      hybrid: inputs.search_method === 'Hybrid Search',
      lexicalTerms: inputs.lexical_terms,
    });
    const { search_results, retriever } = await ingestThenSearch(collection, inputs, signal, (count) => logger.log(`已将 ${count} 段文本存入 Astra DB 集合“${collection.name}”`));
    return { search_results, dataframe: search_results, retriever };
  },
});
