// Knowledge Ingestion (Langflow 1.6): stores a table's rows in one of the flow owner's knowledge
// bases, made on first use with the connected embedding model, and reports what it stored.
import { defineComponent } from '@app/engine';
import { isEmbeddingsValue } from '../embeddings/embeddingsValue';
import { embeddingField } from '../vectorstores/storeFields';
import { componentError } from '../messages';
import { createData } from '../values/data';
import { columnConfig, knowledgeItems, tableRows } from './knowledgeRows';
import { checkKnowledgeName, checkSameEmbedding, embeddingOf, knowledgeBaseField, knowledgeBaseUpdate } from './knowledgeService';

export const KnowledgeIngestion = defineComponent({
  type: 'KnowledgeIngestion',
  display_name: '知识库入库',
  description: '把数据表的行向量化后存入流程所有者的知识库。',
  documentation:
    '知识库入库把“输入”中的每一行存入“知识库”指定的知识库；知识库不存在时会用连接的“嵌入模型”新建，以后入库和检索都必须使用同一个嵌入模型。' +
    '“列配置”决定每一列的用途：开启“向量化”的列连接起来作为检索的文本，其余的列作为元数据保存；开启“标识”的列决定一行的标识，' +
    '同一标识的行再次入库时会覆盖原来的内容（没有标识列时按文本判断）。开启“允许重复”后每次入库的行都会另外保存。' +
    '知识库只属于流程的所有者，可以在“知识库”页面查看和删除。输出“结果”是一条数据，说明存入的知识库、行数和各列的用途。',
  en: {
    display_name: 'Knowledge Ingestion',
    description: "Store a table's rows as vectors in a knowledge base of the flow's owner.",
    documentation:
      'Knowledge Ingestion stores each row of "Input" in the knowledge base named in "Knowledge"; a base that does not exist yet is made with the ' +
      'connected "Embedding" model, and later ingestions and searches must use the same model. "Column Configuration" says what each column is ' +
      'for: the columns with "Vectorize" on are joined into the text that searches compare, the other columns are kept as its metadata; the ' +
      'columns with "Identifier" on identify a row, and a row with the same identifier replaces the stored one (without identifier columns, the ' +
      'text does). With "Allow Duplicates" on, every ingested row is stored anew. Knowledge bases belong to the flow\'s owner, who sees and ' +
      'deletes them on the Knowledge page. The "Results" output is one Data naming the base, the rows and what each column was used for.',
  },
  icon: 'Upload',
  category: 'vector stores',
  inputs: [
    knowledgeBaseField,
    {
      type: 'other',
      name: 'input_df',
      display_name: '输入',
      info: '要入库的数据表或数据（已经分割好的文本）。',
      en: { display_name: 'Input', info: 'The DataFrame or Data to store (texts already split into chunks).' },
      input_types: ['Data', 'DataFrame'],
      required: true,
    },
    {
      type: 'table',
      name: 'column_config',
      display_name: '列配置',
      info: '每行说明输入中的一列：是否向量化、是否作为标识。',
      en: {
        display_name: 'Column Configuration',
        info: 'Each row says what a column of the input is for: vectorized, identifier, or both.',
        columns: {
          column_name: { display_name: 'Column Name', description: 'The name of the column in the input.' },
          vectorize: { display_name: 'Vectorize', description: 'Its text is embedded and searched.' },
          identifier: { display_name: 'Identifier', description: 'It identifies the row: the same identifier replaces the stored row.' },
        },
      },
      required: true,
      table_schema: {
        columns: [
          { name: 'column_name', display_name: '列名', description: '输入中的列名。', default: 'text', edit_mode: 'inline' },
          { name: 'vectorize', display_name: '向量化', description: '这一列的文本用于向量检索。', default: false, formatter: 'boolean', edit_mode: 'inline' },
          { name: 'identifier', display_name: '标识', description: '这一列标识一行：同一标识的行会覆盖已存入的行。', default: false, formatter: 'boolean', edit_mode: 'inline' },
        ],
      },
      value: [{ column_name: 'text', vectorize: true, identifier: true }],
    },
    embeddingField('embedding', 'Embedding'),
    {
      type: 'bool',
      name: 'allow_duplicates',
      display_name: '允许重复',
      info: '开启后同一标识的行也另外保存，而不覆盖已存入的行。',
      en: { display_name: 'Allow Duplicates', info: 'Store rows with an identifier already stored as well, instead of replacing them.' },
      advanced: true,
      value: false,
    },
  ],
  outputs: [{ name: 'dataframe_output', display_name: '结果', en: { display_name: 'Results' }, types: ['Data'], method: 'build_kb_info' }],
  updateTemplate: knowledgeBaseUpdate,
  async run({ inputs, services, signal, logger }) {
    const { knowledgeBases, vectorStore } = services;
    if (!knowledgeBases || !vectorStore) throw componentError('KNOWLEDGE_UNAVAILABLE');
    const embeddings = inputs.embedding;
    if (!isEmbeddingsValue(embeddings)) throw componentError('VECTOR_EMBEDDINGS_MISSING');
    const name = checkKnowledgeName(inputs.knowledge_base);
    const rows = tableRows(inputs.input_df);
    const config = columnConfig(inputs.column_config, rows);
    const base = await knowledgeBases.open(name, embeddingOf(embeddings));
    checkSameEmbedding(base, embeddings);
    const items = knowledgeItems(rows, config, inputs.allow_duplicates ? Date.now().toString(36) : undefined);
    if (items.length > 0) {
      const vectors = await embeddings.embed(
        items.map((item) => item.text),
        signal,
      );
      await vectorStore.upsert(
        base.collection,
        items.map((item, index) => ({ ...item, vector: vectors[index]! })),
      );
    }
    logger.log(`已将 ${items.length} 行存入知识库“${name}”`);
    const summary = (key: 'vectorize' | 'identifier') => config.filter((column) => column[key]).map((column) => column.column_name);
    return {
      dataframe_output: createData({
        kb_name: name,
        rows: rows.length,
        stored: items.length,
        column_metadata: {
          total_columns: new Set(rows.flatMap((row) => Object.keys(row.data))).size,
          mapped_columns: config.length,
          columns: config.map((column) => ({ name: column.column_name, vectorize: column.vectorize, identifier: column.identifier })),
          summary: { vectorized_columns: summary('vectorize'), identifier_columns: summary('identifier') },
        },
        timestamp: new Date().toISOString(),
      }),
    };
  },
});
