// Split Text: documents into overlapping chunks for embedding and retrieval (Langflow's
// SplitText), each chunk keeping the other fields of the document it came from.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { unescapeSeparator } from '../shared/escapes';
import { createData, toData, type Data } from '../values/data';
import { KEEP_SEPARATOR_OPTIONS, separatorsWith, splitText, type KeepSeparator, type SplitOptions } from './recursiveSplitter';

/** One document's chunks, each a copy of its fields with the text replaced by the chunk. */
export function splitDocument(item: unknown, textKey: string, options: SplitOptions): Data[] {
  const { data } = toData(item);
  const text = data[textKey];
  if (typeof text !== 'string') {
    throw componentError('TEMPLATE_KEY_MISSING', { key: textKey, available: Object.keys(data).join(', ') || '(none)' });
  }
  return splitText(text, options).map((chunk) => createData({ ...data, [textKey]: chunk }, textKey));
}

export const SplitText = defineComponent({
  type: 'SplitText',
  display_name: '文本分割',
  description: '把文本按长度切分成互相重叠的文本块。',
  documentation:
    '文本分割把文档切分成较小的文本块，常用于向量化和检索之前。输入可以是数据、数据表或消息，读取每一项“文本字段”（默认 text）中的文本。' +
    '切分方式与 LangChain 的 RecursiveCharacterTextSplitter 相同：先按段落切，段落仍超过“块大小”时按行，再按句子' +
    '（先中文的。！？，再英文的 . ! ?），然后按分号、逗号、顿号、空格，最后按字符，因此中文会尽量在句子之间断开；' +
    '切出的片段再合并成不超过“块大小”个字符的文本块，相邻文本块之间重复“块重叠”个字符，使上下文不在边界处丢失。' +
    '填写“分隔符”时先按它切分，再按上述默认顺序（\\n 表示换行）。“保留分隔符”决定分隔符的去留：End 接在前一块末尾（默认，适合中文句号），' +
    'Start 或 True 放在后一块开头，False 丢弃。每个文本块去掉首尾空白，空块不输出。' +
    '输出“文本块”为每块一条数据，保留原数据的其他字段（如文件名、网址）。块重叠必须小于块大小。',
  icon: 'scissors-line-dashed',
  category: 'text splitters',
  inputs: [
    {
      type: 'other',
      name: 'data_inputs',
      display_name: '输入',
      info: '要切分的数据、数据表或消息。',
      input_types: ['Data', 'DataFrame', 'Message'],
      list: true,
      required: true,
    },
    { type: 'int', name: 'chunk_overlap', display_name: '块重叠', info: '相邻文本块之间重复的字符数。', value: 200, range_spec: { min: 0, max: 100000, step: 1 } },
    { type: 'int', name: 'chunk_size', display_name: '块大小', info: '每个文本块最多包含的字符数。', value: 1000, range_spec: { min: 1, max: 100000, step: 1 } },
    { type: 'str', name: 'separator', display_name: '分隔符', info: '优先使用的分隔符，留空时使用默认顺序；\\n 表示换行。', value: '' },
    { type: 'str', name: 'text_key', display_name: '文本字段', info: '数据中保存文本的字段名。', value: 'text', advanced: true },
    { type: 'str', name: 'keep_separator', display_name: '保留分隔符', info: 'End 接在前一块末尾，Start/True 放在后一块开头，False 丢弃。', options: KEEP_SEPARATOR_OPTIONS, value: 'End', advanced: true },
  ],
  outputs: [{ name: 'dataframe', display_name: '文本块', types: ['DataFrame'], method: 'split_text' }],
  run({ inputs, logger }) {
    const keep = KEEP_SEPARATOR_OPTIONS.find((option) => option === inputs.keep_separator) ?? 'End';
    const options: SplitOptions = {
      chunkSize: inputs.chunk_size,
      chunkOverlap: inputs.chunk_overlap,
      separators: separatorsWith(unescapeSeparator(inputs.separator)),
      keepSeparator: keep satisfies KeepSeparator,
    };
    const chunks = inputs.data_inputs.flatMap((item) => splitDocument(item, inputs.text_key || 'text', options));
    logger.log(`${inputs.data_inputs.length} 项输入，切分为 ${chunks.length} 个文本块`);
    return { dataframe: chunks };
  },
});
