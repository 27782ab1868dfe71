// Astra DB Graph (Langflow's AstraDBGraph, LangChain's AstraDBGraphVectorStore): the Astra DB
// vector store whose documents carry links (such as the HTML Link Extractor's), stored as
// LangChain stores them — `links` as JSON text and the incoming links as an indexed list — so a
// search can follow them from the nearest documents (astraGraphSearch).
import { defineComponent } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { componentError } from '../messages';
import { isGraphLink } from '../processing/htmlLinkExtractor';
import { requireFetch } from '../shared/services';
import { createData, isPlainObject } from '../values/data';
import { openAstraCollection } from './astraCollection';
import { ASTRA_DEFAULT_KEYSPACE, ASTRA_METRICS, astraCommands, astraName } from './astraDataApi';
import { GRAPH_SEARCH_TYPES, graphSearch, linkKey, type GraphDocument, type GraphSearchType } from './astraGraphSearch';
import { clearCollectionField, embeddingField, ingestDataField, numberOfResultsField, searchQueryField } from './storeFields';
import { ingestItems, type IngestItem } from './vectorRecords';

const DEFAULT_INCOMING_KEY = 'incoming_links';

/** The item's links as LangChain stores them: all of them as JSON text, the incoming ones as keys to filter by. */
function withStoredLinks(item: IngestItem, incomingKey: string): IngestItem {
  const links = Array.isArray(item.metadata.links) ? item.metadata.links.filter(isGraphLink) : [];
  const incoming = links.filter((link) => link.direction === 'in' || link.direction === 'bidir').map(linkKey);
  return { ...item, metadata: { ...item.metadata, links: JSON.stringify(links), [incomingKey]: [...new Set(incoming)] } };
}

/** A found document as Data: its text and metadata, without the stored links. */
function resultData(document: GraphDocument, incomingKey: string) {
  const { links: _links, [incomingKey]: _incoming, ...metadata } = document.metadata;
  return createData({ ...metadata, text: document.text });
}

/** Langflow's filter rows with an empty name or value left out. */
const searchFilter = (filter: unknown): Record<string, unknown> =>
  isPlainObject(filter) ? Object.fromEntries(Object.entries(filter).filter(([key, value]) => key.trim() !== '' && value !== '' && value !== null && value !== undefined)) : {};

export const AstraDBGraphVectorStore = defineComponent({
  type: 'AstraDBGraph',
  display_name: 'Astra DB Graph',
  description: '在 DataStax Astra DB 中保存带链接的文本，检索时从最相似的文本沿链接找到相关文本。',
  documentation:
    'Astra DB Graph 与 Astra DB 组件一样通过 Data API 使用你自己的 Astra 数据库（“Astra DB 应用令牌”和“API 端点”），并需要连接“嵌入模型”。' +
    '“入库数据”中每条数据的 links 字段（例如“HTML 链接提取”的结果）随文本一起保存：按 LangChain 的格式，metadata.links 为链接的 JSON 文本，' +
    '“入链字段”（默认 incoming_links）为入链的列表（link:<类型>:<网址>），检索时按它查找。开启“入库前清空集合”会先删除集合中已有的全部文档。' +
    '填写“检索问题”时按“检索方式”查找：Similarity 返回最相似的“返回结果数”段文本；Similarity with score threshold 只保留 Astra 相似度不低于“分数阈值”的；' +
    'MMR 从最相似的 20 段中选出既相关又彼此不同的文本；Graph Traversal 返回最相似的文本，以及它们的出链指向的全部文本（一层）；' +
    'MMR Graph Traversal（默认）从最相似的 100 段出发，每选出一段就沿它的出链加入每个链接最相似的 10 段候选（最多两层），按 MMR 选出“返回结果数”段，' +
    '与查询的余弦相似度低于“分数阈值”的候选不选。“检索过滤条件”中的每一项要求元数据中该字段等于给定的值。' +
    '输出“检索结果”是数据列表（文本和元数据，不含链接），“数据表”是同样的结果。缺少令牌、Astra 拒绝请求、无法连接或超时时报错，错误中会写明是 Astra DB 出错。',
  en: {
    display_name: 'Astra DB Graph',
    description: 'Store linked texts in DataStax Astra DB and find related texts by following links from the most similar ones.',
    documentation:
      'Astra DB Graph uses your own Astra database through the Data API as the Astra DB component does (the "Astra DB Application Token" and ' +
      'the "API Endpoint") and needs an "Embedding Model". The links field of each Data of "Ingest Data" (such as the output of the HTML Link ' +
      'Extractor) is stored with its text as LangChain stores it: metadata.links holds the links as JSON text and the "Metadata incoming links ' +
      'key" (incoming_links by default) the list of incoming links (link:<kind>:<url>) searches look them up by. With "Clear Collection" on, every ' +
      'document of the collection is deleted first. With a "Search Query", the "Search Type" decides what is found: Similarity returns the ' +
      '"Number of Results" most similar texts; Similarity with score threshold keeps those whose Astra similarity is at least the "Search Score ' +
      'Threshold"; MMR picks texts both relevant and unlike each other from the 20 most similar; Graph Traversal returns the most similar texts ' +
      'and every text their outgoing links point to (one level); MMR Graph Traversal (the default) starts from the 100 most similar and, for ' +
      'each text it picks, adds the 10 most similar texts behind each of its outgoing links as candidates (up to two levels), picking "Number of ' +
      'Results" texts by MMR and none whose cosine similarity to the query is below the threshold. Each entry of the "Search Metadata Filter" ' +
      'requires the metadata field to equal its value. The "Search Results" output is a list of Data (text and metadata, without the links) and ' +
      '"DataFrame" the same results. A missing token, a request Astra refuses, a failed connection or a timeout fails the component with an ' +
      'error naming Astra DB.',
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
      load_from_db: false,
      value: '',
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
    {
      type: 'str',
      name: 'metadata_incoming_links_key',
      display_name: '入链字段',
      info: `元数据中保存入链列表的字段；留空时使用 ${DEFAULT_INCOMING_KEY}。`,
      en: { display_name: 'Metadata incoming links key', info: `The metadata field listing the incoming links; empty uses ${DEFAULT_INCOMING_KEY}.` },
      value: '',
      advanced: true,
    },
    ingestDataField,
    searchQueryField,
    {
      type: 'str',
      name: 'keyspace',
      display_name: '键空间',
      info: `集合所在的键空间；留空时使用 ${ASTRA_DEFAULT_KEYSPACE}。`,
      en: { display_name: 'Keyspace', info: `The keyspace of the collection; empty uses ${ASTRA_DEFAULT_KEYSPACE}.` },
      value: '',
      advanced: true,
    },
    embeddingField('embedding_model', 'Embedding Model'),
    {
      type: 'str',
      name: 'metric',
      display_name: '相似度度量',
      info: '新建集合时使用的相似度度量；已有集合沿用它自己的设置。',
      en: { display_name: 'Metric', info: 'The similarity metric of a new collection; an existing one keeps its own.' },
      options: ASTRA_METRICS,
      value: 'cosine',
      advanced: true,
    },
    clearCollectionField,
    numberOfResultsField,
    {
      type: 'str',
      name: 'search_type',
      display_name: '检索方式',
      info: '按相似度、MMR，或从最相似的文本沿链接检索。',
      en: { display_name: 'Search Type', info: 'By similarity, by MMR, or following links from the most similar texts.' },
      options: GRAPH_SEARCH_TYPES,
      value: 'MMR (Max Marginal Relevance) Graph Traversal',
      advanced: true,
    },
    {
      type: 'float',
      name: 'search_score_threshold',
      display_name: '分数阈值',
      info: 'Similarity with score threshold 和 MMR Graph Traversal 不返回相似度低于它的文本。',
      en: { display_name: 'Search Score Threshold', info: 'Similarity with score threshold and MMR Graph Traversal return no text less similar than this.' },
      value: 0,
      advanced: true,
    },
    {
      type: 'dict',
      name: 'search_filter',
      display_name: '检索过滤条件',
      info: '元数据字段和它必须等于的值。',
      en: { display_name: 'Search Metadata Filter', info: 'Metadata fields and the values they must equal.' },
      value: {},
      advanced: true,
    },
  ],
  outputs: [
    { name: 'search_results', display_name: '检索结果', en: { display_name: 'Search Results' }, types: ['Data'], method: 'search_documents' },
    { name: 'dataframe', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'as_dataframe' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const token = inputs.token.trim();
    if (token === '') throw componentError('ASTRA_TOKEN_MISSING');
    const embeddings = inputs.embedding_model;
    if (!isEmbeddingsValue(embeddings)) throw componentError('VECTOR_EMBEDDINGS_MISSING');
    const command = astraCommands(fetch, { token, api_endpoint: inputs.api_endpoint, keyspace: inputs.keyspace.trim() }, signal);
    const collection = openAstraCollection(command, inputs.collection_name, { embeddings, metric: inputs.metric, hybrid: false, lexicalTerms: '' });
    const incomingKey = inputs.metadata_incoming_links_key.trim() || DEFAULT_INCOMING_KEY;
    if (inputs.clear_collection) await collection.clear();
    const items = ingestItems(inputs.ingest_data ?? []).map((item) => withStoredLinks(item, incomingKey));
    if (items.length > 0) {
      await collection.add(items, signal);
      logger.log(`已将 ${items.length} 段文本存入 Astra DB 集合“${collection.name}”`);
    }
    const query = inputs.search_query.trim();
    if (query === '') return { search_results: [], dataframe: [] };
    const [vector = []] = await embeddings.embed([query], signal);
    const type: GraphSearchType = GRAPH_SEARCH_TYPES.find((option) => option === inputs.search_type) ?? 'Similarity';
    const search = { command, collection: astraName(inputs.collection_name), incomingKey, filter: searchFilter(inputs.search_filter) };
    const found = await graphSearch(search, type, vector, inputs.number_of_results, inputs.search_score_threshold);
    const search_results = found.map((document) => resultData(document, incomingKey));
    return { search_results, dataframe: search_results };
  },
});
