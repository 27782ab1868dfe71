// The fields every vector store component shares: what to ingest, the query, the embeddings, how
// many results, and clearing the collection first.
import type { InputDefinition } from '@app/engine';

export const MAX_RESULTS = 100;

export const ingestDataField = {
  type: 'other',
  name: 'ingest_data',
  display_name: '入库数据',
  info: '要存入集合的数据、数据表或消息。',
  en: { display_name: 'Ingest Data', info: 'The Data, DataFrame or messages to store in the collection.' },
  input_types: ['Data', 'DataFrame', 'Message'],
  list: true,
} as const satisfies InputDefinition;

export const searchQueryField = {
  type: 'str',
  name: 'search_query',
  display_name: '检索问题',
  info: '要在集合中查找的问题；留空时只入库。',
  en: { display_name: 'Search Query', info: 'The question to look up in the collection; empty only ingests.' },
  input_types: ['Message'],
  multiline: true,
  value: '',
} as const satisfies InputDefinition;

/** The connected embeddings, under the name (and English label) the store's Langflow original uses. */
export function embeddingField<const N extends string>(name: N, displayNameEn: string) {
  return {
    type: 'other',
    name,
    display_name: '嵌入模型',
    info: '把文本转换为向量的嵌入组件。',
    en: { display_name: displayNameEn, info: 'The embeddings component that turns texts into vectors.' },
    input_types: ['Embeddings'],
    required: true,
  } as const satisfies InputDefinition;
}

export const numberOfResultsField = {
  type: 'int',
  name: 'number_of_results',
  display_name: '返回结果数',
  info: '检索返回的最相似文本数。',
  en: { display_name: 'Number of Results', info: 'How many of the most similar texts a search returns.' },
  range_spec: { min: 1, max: MAX_RESULTS, step: 1 },
  value: 4,
} as const satisfies InputDefinition;

export const clearCollectionField = {
  type: 'bool',
  name: 'clear_collection',
  display_name: '入库前清空集合',
  info: '开启后先删除集合中已有的全部内容，再存入本次的数据。',
  en: { display_name: 'Clear Collection', info: "Delete everything in the collection before storing this run's data." },
  advanced: true,
  value: false,
} as const satisfies InputDefinition;
