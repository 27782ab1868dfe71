// Batch Run: a connected language model answers once per row of a DataFrame (Langflow's
// BatchRunComponent): one column's text, or the whole row as TOML when no column is named, with
// the same instructions for every row. The rows come back with the answer beside them.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { completeReply } from '../models/generateReply';
import { isLanguageModelValue } from '../models/languageModel';
import { mapConcurrently } from '../shared/concurrently';
import { createData, toData } from '../values/data';
import { dataFrameColumns } from '../values/dataFrame';
import { valueToText } from '../values/text';

/**
 * Rows asked at once. Langflow asks the model for all rows at once (LangChain's abatch); a few at
 * a time keeps most of the speed without meeting a provider's rate limit with a whole table.
 */
export const BATCH_RUN_CONCURRENCY = 4;

/** TOML's bare keys; any other key is written quoted. */
const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** A row as Langflow writes it for the model: one `[column]` table per cell, its text under `value`. */
export function rowAsToml(row: Record<string, unknown>): string {
  return Object.entries(row)
    .map(([column, cell]) => `[${BARE_KEY.test(column) ? column : JSON.stringify(column)}]\nvalue = ${JSON.stringify(cell === null || cell === undefined ? 'None' : valueToText(cell))}\n`)
    .join('\n');
}

export const BatchRun = defineComponent({
  type: 'BatchRunComponent',
  display_name: '批量运行',
  description: '让语言模型逐行处理数据表，把每行的回答加在该行旁边。',
  documentation:
    '批量运行让连接的语言模型为“数据表”的每一行各回答一次，例如逐条分析评论的情感、逐条翻译或分类。' +
    '“语言模型”连接模型组件的“语言模型”输出，模型的设置沿用该组件。填写“列名”时把该列的文本发给模型；留空时把整行按 TOML 格式（每列一个 [列名] 表，值在 value 下）发给模型。' +
    '“指令”作为每一行的系统提示词。输出“模型结果”是一张数据表：原有各列，加上“输出列名”一列（模型的回答）和 batch_index 列（行号，从 0 开始）；' +
    '开启“添加元数据”后还有 metadata 列，记录是否有指令、输入和回答的长度。最多 4 行同时调用模型，结果仍按原来的行序；列名不存在或某一行的模型调用失败时报错（其余调用随即停止）。',
  en: {
    display_name: 'Batch Run',
    description: 'Have a language model answer each row of a DataFrame and add the answer beside the row.',
    documentation:
      'Batch Run has the connected language model answer once for each row of the "DataFrame", for example to rate the sentiment of each comment, ' +
      'or to translate or classify row by row. "Language Model" connects to the "Language Model" output of a model component, whose settings apply. ' +
      'With a "Column Name" the text of that column is sent to the model; left empty, the whole row is sent as TOML (one [column] table per column, ' +
      'the value under value). The "Instructions" are the system prompt for every row. The "LLM Results" output is a DataFrame: the original ' +
      'columns plus the "Output Column Name" column (the model\'s answer) and batch_index (the row number, from 0); with "Enable Metadata" on, a ' +
      'metadata column also records whether there were instructions and the lengths of input and answer. Up to 4 rows call the model at once, ' +
      'the results staying in row order; a column that does not exist or a failed model call for any row fails the component (and stops the other calls).',
  },
  icon: 'list',
  category: 'processing',
  inputs: [
    {
      type: 'other',
      name: 'model',
      display_name: '语言模型',
      info: '连接模型组件的“语言模型”输出。',
      en: { display_name: 'Language Model', info: 'Connect the "Language Model" output of a model component.' },
      input_types: ['LanguageModel'],
      required: true,
    },
    {
      type: 'str',
      name: 'system_message',
      display_name: '指令',
      info: '对每一行都使用的系统提示词。',
      en: { display_name: 'Instructions', info: 'The system prompt used for every row.' },
      input_types: ['Message'],
      multiline: true,
      value: '',
    },
    {
      type: 'other',
      name: 'df',
      display_name: '数据表',
      info: '要逐行处理的数据表。',
      en: { display_name: 'DataFrame', info: 'The DataFrame to process row by row.' },
      input_types: ['DataFrame'],
      list: true,
      required: true,
    },
    {
      type: 'str',
      name: 'column_name',
      display_name: '列名',
      info: '把哪一列的文本发给模型；留空时发送整行（TOML 格式）。',
      en: { display_name: 'Column Name', info: "The column whose text is sent to the model; empty sends the whole row (as TOML)." },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'str',
      name: 'output_column_name',
      display_name: '输出列名',
      info: '存放模型回答的列。',
      en: { display_name: 'Output Column Name', info: "The column that holds the model's answer." },
      input_types: ['Message'],
      value: 'model_response',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'enable_metadata',
      display_name: '添加元数据',
      info: '是否为每行加上 metadata 列。',
      en: { display_name: 'Enable Metadata', info: 'Whether each row gets a metadata column.' },
      value: false,
      advanced: true,
    },
  ],
  outputs: [{ name: 'batch_results', display_name: '模型结果', en: { display_name: 'LLM Results' }, types: ['DataFrame'], method: 'run_batch' }],
  async run({ inputs, signal, logger }) {
    const { model, column_name: column, enable_metadata: withMetadata } = inputs;
    if (!isLanguageModelValue(model)) throw componentError('STRUCTURED_MODEL_MISSING');
    const rows = inputs.df.flat().map((row) => toData(row).data);
    const columns = dataFrameColumns(rows.map((row) => createData(row)));
    if (column !== '' && !columns.includes(column)) throw componentError('BATCH_COLUMN_MISSING', { column, available: columns.join(', ') });
    const system = inputs.system_message;
    const answerColumn = inputs.output_column_name || 'model_response';
    const results = await mapConcurrently(rows, BATCH_RUN_CONCURRENCY, signal, async (row, index, rowSignal) => {
      const input = column === '' ? rowAsToml(row) : valueToText(row[column] ?? '');
      const { text } = await completeReply(model, { input, system, signal: rowSignal });
      const metadata = { has_system_message: system !== '', input_length: input.length, response_length: text.length, processing_status: 'success' };
      return createData({ ...row, [answerColumn]: text, batch_index: index, ...(withMetadata ? { metadata } : {}) });
    });
    logger.log(`处理了 ${results.length} 行`);
    return { batch_results: results };
  },
});
