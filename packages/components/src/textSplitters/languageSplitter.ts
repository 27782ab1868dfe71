// Language Recursive Text Splitter (Langflow's LanguageRecursiveTextSplitter): Split Text's
// recursive splitting with a programming or markup language's separators, as LangChain's
// RecursiveCharacterTextSplitter.from_language splits (each separator begins the next chunk).
import { defineComponent } from '@app/engine';
import { offload } from '../compute/offload';
import { toData } from '../values/data';
import { CODE_LANGUAGES, isCodeLanguage, LANGUAGE_SEPARATORS } from './languageSeparators';
import type { SplitOptions } from './recursiveSplitter';
import { splitDocumentsTask } from './splitText';

export const LanguageRecursiveTextSplitter = defineComponent({
  type: 'LanguageRecursiveTextSplitter',
  display_name: '按语言分割文本',
  description: '按编程语言或标记语言的结构把文本切分成互相重叠的文本块。',
  documentation:
    '按语言分割文本与“文本分割”一样递归切分并合并文本块，但使用“代码语言”的分隔符，与 LangChain 的 RecursiveCharacterTextSplitter.from_language 相同：' +
    '例如 python 先在类和函数定义处切分，js、ts 在函数、变量和控制语句处，markdown 在标题、代码块和分隔线处，html 在 <body>、<div>、<p>、标题、表格等标签处，' +
    '然后按空行、行、空格，最后按字符。分隔符留在后一块的开头。文本块不超过“块大小”个字符，相邻文本块重复“块重叠”个字符；每块去掉首尾空白，空块不输出。' +
    '输入可以是数据或数据列表，读取每项的 text 字段；输出“数据”为每块一条数据，保留原数据的其他字段（如网址）。块重叠必须小于块大小。',
  en: {
    display_name: 'Language Recursive Text Splitter',
    description: 'Split text into overlapping chunks along the structure of a programming or markup language.',
    documentation:
      'The Language Recursive Text Splitter splits and merges chunks recursively as Split Text does, with the separators of the "Code Language", as ' +
      "LangChain's RecursiveCharacterTextSplitter.from_language does: python first splits at class and function definitions, js and ts at " +
      'functions, variables and control statements, markdown at headings, code fences and rules, html at <body>, <div>, <p>, heading and table ' +
      'tags and so on, then at blank lines, lines, spaces and finally between characters. A separator begins the chunk that follows it. Chunks ' +
      'hold at most "Chunk Size" characters and neighbouring chunks repeat "Chunk Overlap" characters; each chunk is trimmed and empty chunks are ' +
      "left out. The input is Data or a list of Data, whose text field is split; the \"Data\" output has one Data per chunk, keeping the other " +
      'fields of its document (such as the URL). "Chunk Overlap" must be smaller than "Chunk Size".',
  },
  icon: 'scissors-line-dashed',
  category: 'text splitters',
  inputs: [
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
      type: 'int',
      name: 'chunk_overlap',
      display_name: '块重叠',
      info: '相邻文本块之间重复的字符数。',
      en: { display_name: 'Chunk Overlap', info: 'The number of characters neighbouring chunks repeat.' },
      value: 200,
      range_spec: { min: 0, max: 100000, step: 1 },
    },
    {
      type: 'other',
      name: 'data_input',
      display_name: '输入',
      info: '要切分的数据。',
      en: { display_name: 'Input', info: 'The Data to split.' },
      input_types: ['Data', 'DataFrame'],
      list: true,
      required: true,
    },
    {
      type: 'str',
      name: 'code_language',
      display_name: '代码语言',
      info: '按哪种语言的结构切分。',
      en: { display_name: 'Code Language', info: 'The language whose structure the text is split along.' },
      options: CODE_LANGUAGES,
      value: 'python',
    },
  ],
  outputs: [{ name: 'data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'split_data' }],
  async run(context) {
    const { inputs, logger } = context;
    const language = isCodeLanguage(inputs.code_language) ? inputs.code_language : 'python';
    const options: SplitOptions = {
      chunkSize: inputs.chunk_size,
      chunkOverlap: inputs.chunk_overlap,
      separators: LANGUAGE_SEPARATORS[language],
      keepSeparator: 'Start',
      separatorsAreRegex: true,
    };
    const items = inputs.data_input.map((item) => toData(item));
    const size = items.reduce((total, item) => total + String(item.data.text ?? '').length, 0);
    const chunks = await offload(context, splitDocumentsTask, { items, textKey: 'text', options }, size);
    logger.log(`${items.length} 项输入按 ${language} 切分为 ${chunks.length} 个文本块`);
    return { data: chunks };
  },
});
