// Split Text: documents into overlapping chunks for embedding and retrieval (Langflow's
// SplitText), each chunk keeping the other fields of the document it came from.
import { defineComponent } from '@app/engine';
import { computeTask, offload } from '../compute/offload';
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

/** Every document's chunks; off the event loop when the input is large. */
export const splitDocumentsTask = computeTask('splitDocuments', ({ items, textKey, options }: { items: unknown[]; textKey: string; options: SplitOptions }) =>
  items.flatMap((item) => splitDocument(item, textKey, options)),
);

/** Characters of text across the inputs, to decide where splitting runs. */
function textSize(items: readonly unknown[], textKey: string): number {
  return items.reduce<number>((size, item) => {
    const text = toData(item).data[textKey];
    return size + (typeof text === 'string' ? text.length : 0);
  }, 0);
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
  en: {
    display_name: 'Split Text',
    description: 'Split text into overlapping chunks of a given length.',
    documentation:
      'Split Text cuts documents into smaller chunks, usually before embedding and retrieval. Its input can be Data, a DataFrame or messages; it ' +
      'reads the text in each item\'s "Text Key" (text by default). It splits as LangChain\'s RecursiveCharacterTextSplitter does: first at ' +
      'paragraphs, then, while a piece is still longer than the "Chunk Size", at lines, then at sentences (first the Chinese full stop, exclamation ' +
      'and question marks, then . ! ?), then at semicolons, commas, enumeration commas and spaces, and finally between characters, so that Chinese ' +
      'text breaks between sentences where it can; the pieces are merged again into chunks of at most "Chunk Size" characters, and neighbouring ' +
      'chunks repeat "Chunk Overlap" characters so that context is not lost at the boundaries. A "Separator", when given, is tried first, before ' +
      'the default order (\\n stands for a line break). "Keep Separator" decides where separators go: End ends the previous chunk with them (the ' +
      'default, right for Chinese full stops), Start or True begins the next chunk with them, and False drops them. Each chunk is trimmed of ' +
      'surrounding white space and empty chunks are left out. The "Chunks" output has one Data per chunk, keeping the other fields of its document ' +
      '(such as the file name or URL). "Chunk Overlap" must be smaller than "Chunk Size".',
  },
  icon: 'scissors-line-dashed',
  category: 'text splitters',
  inputs: [
    {
      type: 'other',
      name: 'data_inputs',
      display_name: '输入',
      info: '要切分的数据、数据表或消息。',
      en: { display_name: 'Input', info: 'The Data, DataFrame or messages to split.' },
      input_types: ['Data', 'DataFrame', 'Message'],
      list: true,
      required: true,
    },
    {
      type: 'int',
      name: 'chunk_overlap',
      display_name: '块重叠',
      info: '相邻文本块之间重复的字符数。',
      en: { display_name: 'Chunk Overlap', info: 'The number of characters neighbouring chunks repeat.' },
      value: 200,
      range_spec: { min: 0, max: 100000, step: 1 },
    },
    {
      type: 'int',
      name: 'chunk_size',
      display_name: '块大小',
      info: '每个文本块最多包含的字符数。',
      en: { display_name: 'Chunk Size', info: 'The most characters a chunk holds.' },
      value: 1000,
      range_spec: { min: 1, max: 100000, step: 1 },
    },
    {
      type: 'str',
      name: 'separator',
      display_name: '分隔符',
      info: '优先使用的分隔符，留空时使用默认顺序；\\n 表示换行。',
      en: { display_name: 'Separator', info: 'The separator to try first; empty uses the default order. \\n stands for a line break.' },
      value: '',
    },
    {
      type: 'str',
      name: 'text_key',
      display_name: '文本字段',
      info: '数据中保存文本的字段名。',
      en: { display_name: 'Text Key', info: 'The field of the Data that holds the text.' },
      value: 'text',
      advanced: true,
    },
    {
      type: 'str',
      name: 'keep_separator',
      display_name: '保留分隔符',
      info: 'End 接在前一块末尾，Start/True 放在后一块开头，False 丢弃。',
      en: { display_name: 'Keep Separator', info: 'End ends the previous chunk with it, Start/True begins the next chunk with it, False drops it.' },
      options: KEEP_SEPARATOR_OPTIONS,
      value: 'End',
      advanced: true,
    },
  ],
  outputs: [{ name: 'dataframe', display_name: '文本块', en: { display_name: 'Chunks' }, types: ['DataFrame'], method: 'split_text' }],
  async run(context) {
    const { inputs, logger } = context;
    const keep = KEEP_SEPARATOR_OPTIONS.find((option) => option === inputs.keep_separator) ?? 'End';
    const options: SplitOptions = {
      chunkSize: inputs.chunk_size,
      chunkOverlap: inputs.chunk_overlap,
      separators: separatorsWith(unescapeSeparator(inputs.separator)),
      keepSeparator: keep satisfies KeepSeparator,
    };
    const textKey = inputs.text_key || 'text';
    const items = inputs.data_inputs.map((item) => toData(item));
    const chunks = await offload(context, splitDocumentsTask, { items, textKey, options }, textSize(items, textKey));
    logger.log(`${inputs.data_inputs.length} 项输入，切分为 ${chunks.length} 个文本块`);
    return { dataframe: chunks };
  },
});
