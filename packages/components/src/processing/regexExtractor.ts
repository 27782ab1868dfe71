// Regex Extractor: every match of a regular expression in a text (Langflow's
// RegexExtractorComponent), as Data and as one message.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { createData, type Data } from '../values/data';
import { textMessage } from '../values/message';

const ALLOWED_FLAGS = /^[imsu]*$/;

/** The pattern compiled to find every match; bad flags or syntax are readable errors. */
export function compileRegex(pattern: string, flags: string): RegExp {
  if (pattern === '') throw componentError('REGEX_EMPTY');
  if (!ALLOWED_FLAGS.test(flags) || new Set(flags).size !== flags.length) throw componentError('REGEX_INVALID_FLAGS', { flags });
  try {
    return new RegExp(pattern, `${flags}g`);
  } catch (error) {
    throw componentError('INVALID_REGEX', { pattern, detail: (error as Error).message });
  }
}

/**
 * Every non-empty match: `text` is the first capture group when the pattern has groups (as
 * Python's findall reads it), else the whole match; `match`, `index` and `groups` beside it, and
 * named groups as fields of their own name.
 */
export function extractMatches(text: string, regex: RegExp): Data[] {
  const matches: Data[] = [];
  for (const match of text.matchAll(regex)) {
    if (match[0] === '') continue;
    const groups = match.slice(1).map((group) => group ?? '');
    matches.push(createData({ ...match.groups, text: groups.length > 0 ? groups[0] : match[0], match: match[0], index: match.index, groups }));
  }
  return matches;
}

export const RegexExtractor = defineComponent({
  type: 'RegexExtractorComponent',
  display_name: '正则提取',
  description: '用正则表达式从文本中提取所有匹配的内容。',
  documentation:
    '正则提取在“输入文本”中查找“正则表达式”的所有匹配，例如用 [\\w.+-]+@[\\w-]+\\.[\\w.]+ 提取邮箱地址，用 订单号：(\\d+) 提取订单号。' +
    '表达式使用 JavaScript 正则语法，总是查找全部匹配；“标志”可以组合 i（忽略大小写）、m（^ 和 $ 匹配每一行）、s（. 匹配换行）和 u（Unicode）。' +
    '表达式含有捕获分组时，每个匹配取第一个分组的内容，否则取整个匹配；长度为零的匹配会被忽略。' +
    '输出“匹配结果”为每个匹配一条数据：text 为上面取到的内容，match 为整个匹配，index 为它在文本中的位置，groups 为所有分组，' +
    '命名分组（?<名称>…）另作为同名字段；输出“匹配文本”把各匹配的 text 逐行连接成一条消息。没有匹配时输出空列表和空消息。' +
    '表达式为空、语法错误或标志无效时报错并说明原因。',
  icon: 'regex',
  category: 'processing',
  inputs: [
    { type: 'str', name: 'input_text', display_name: '输入文本', info: '要查找的文本。', multiline: true, input_types: ['Message'], required: true, tool_mode: true },
    { type: 'str', name: 'pattern', display_name: '正则表达式', info: 'JavaScript 语法的正则表达式，不需要写两侧的斜杠。', input_types: ['Message'], required: true, tool_mode: true },
    { type: 'str', name: 'flags', display_name: '标志', info: 'i 忽略大小写，m 多行，s 让 . 匹配换行，u Unicode；可以组合。', value: '', advanced: true },
  ],
  outputs: [
    { name: 'data', display_name: '匹配结果', types: ['Data'], method: 'extract_matches' },
    { name: 'text', display_name: '匹配文本', types: ['Message'], method: 'get_matches_text' },
  ],
  run(context) {
    const { input_text, pattern, flags } = context.inputs;
    const matches = extractMatches(input_text, compileRegex(pattern, flags.trim()));
    context.logger.log(`找到 ${matches.length} 个匹配`);
    return { data: matches, text: textMessage(context, matches.map((match) => match.data.text as string).join('\n')) };
  },
});
