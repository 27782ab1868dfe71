// Regex Extractor: every match of a regular expression in a text (Langflow's
// RegexExtractorComponent), as Data and as one message.
import { defineComponent, type FieldProblem } from '@app/engine';
import { componentError } from '../messages';
import { computeTask, offload } from '../compute/offload';
import { compileLinearRegex, regexMatches, regexProblem, type LinearRegex } from '../shared/linearRegex';
import { createData, type Data } from '../values/data';
import { textMessage } from '../values/message';

const ALLOWED_FLAGS = /^[imsu]*$/;

const validFlags = (flags: string) => ALLOWED_FLAGS.test(flags) && new Set(flags).size === flags.length;

/** The pattern compiled to find every match; bad flags or syntax are readable errors. */
export function compileRegex(pattern: string, flags: string): LinearRegex {
  if (pattern === '') throw componentError('REGEX_EMPTY');
  if (!validFlags(flags)) throw componentError('REGEX_INVALID_FLAGS', { flags });
  return compileLinearRegex(pattern, flags);
}

/**
 * Every non-empty match: `text` is the first capture group when the pattern has groups (as
 * Python's findall reads it), else the whole match; `match`, `index` and `groups` beside it, and
 * named groups as fields of their own name.
 */
export function extractMatches(text: string, regex: LinearRegex): Data[] {
  return regexMatches(regex, text)
    .filter((found) => found.match !== '')
    .map(({ match, index, groups: captured, named }) => {
      const groups = captured.map((group) => group ?? '');
      return createData({ ...named, text: groups.length > 0 ? groups[0] : match, match, index, groups });
    });
}

/** The matches of a pattern in a text; off the event loop when the text is large. */
export const findMatchesTask = computeTask('findMatches', ({ text, pattern, flags }: { text: string; pattern: string; flags: string }) =>
  extractMatches(text, compileRegex(pattern, flags)),
);

function checkPattern(values: Readonly<Record<string, unknown>>): FieldProblem[] {
  const { pattern, flags } = values;
  if (typeof pattern !== 'string' || pattern === '') return [];
  const flagText = typeof flags === 'string' ? flags.trim() : '';
  const reason = regexProblem(pattern, validFlags(flagText) ? flagText : '');
  return reason === null ? [] : [{ field: 'pattern', reason }];
}

export const RegexExtractor = defineComponent({
  type: 'RegexExtractorComponent',
  display_name: '正则提取',
  description: '用正则表达式从文本中提取所有匹配的内容。',
  documentation:
    '正则提取在“输入文本”中查找“正则表达式”的所有匹配，例如用 [\\w.+-]+@[\\w-]+\\.[\\w.]+ 提取邮箱地址，用 订单号：(\\d+) 提取订单号。' +
    '表达式使用 RE2 正则语法（与 JavaScript 基本相同，匹配时间与文本长度成正比，不支持反向引用 \\1 和环视 (?=…)，这类表达式在运行前就会报错），总是查找全部匹配；“标志”可以组合 i（忽略大小写）、m（^ 和 $ 匹配每一行）、s（. 匹配换行）和 u（Unicode）。' +
    '表达式含有捕获分组时，每个匹配取第一个分组的内容，否则取整个匹配；长度为零的匹配会被忽略。' +
    '输出“匹配结果”为每个匹配一条数据：text 为上面取到的内容，match 为整个匹配，index 为它在文本中的位置，groups 为所有分组，' +
    '命名分组（?<名称>…）另作为同名字段；输出“匹配文本”把各匹配的 text 逐行连接成一条消息。没有匹配时输出空列表和空消息。' +
    '表达式为空、语法错误或标志无效时报错并说明原因。',
  en: {
    display_name: 'Regex Extractor',
    description: 'Extract every match of a regular expression from a text.',
    documentation:
      'Regex Extractor finds every match of the "Regular Expression" in the "Input Text", for example [\\w.+-]+@[\\w-]+\\.[\\w.]+ for email addresses ' +
      "or Order No\\. (\\d+) for order numbers. Expressions use RE2 syntax (much like JavaScript's; matching takes time in proportion to the text, " +
      'and backreferences such as \\1 and lookaround such as (?=…) are not supported and are reported before a run) and always find every match; the ' +
      '"Flags" combine i (ignore case), m (^ and $ match at each line), s (. matches line breaks) and u (Unicode). When the expression has capture ' +
      'groups, a match\'s text is its first group, otherwise the whole match; empty matches are left out. The "Matches" output has one Data per ' +
      'match: text is the text taken as above, match the whole match, index its position in the text, groups all its groups, and each named group ' +
      '(?<name>…) is also a field of that name; the "Matched Text" output joins the texts of the matches line by line into one message. Without a ' +
      'match both are empty. An empty expression, a syntax error or invalid flags fail with the reason.',
  },
  icon: 'regex',
  category: 'processing',
  inputs: [
    {
      type: 'str',
      name: 'input_text',
      display_name: '输入文本',
      info: '要查找的文本。',
      en: { display_name: 'Input Text', info: 'The text to search.' },
      multiline: true,
      input_types: ['Message'],
      required: true,
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'pattern',
      display_name: '正则表达式',
      info: 'JavaScript 语法的正则表达式，不需要写两侧的斜杠。',
      en: { display_name: 'Regular Expression', info: 'A regular expression in JavaScript syntax, without the surrounding slashes.' },
      input_types: ['Message'],
      required: true,
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'flags',
      display_name: '标志',
      info: 'i 忽略大小写，m 多行，s 让 . 匹配换行，u Unicode；可以组合。',
      en: { display_name: 'Flags', info: 'i ignores case, m is multiline, s lets . match line breaks, u is Unicode; they can be combined.' },
      value: '',
      advanced: true,
    },
  ],
  outputs: [
    { name: 'data', display_name: '匹配结果', en: { display_name: 'Matches' }, types: ['Data'], method: 'extract_matches' },
    { name: 'text', display_name: '匹配文本', en: { display_name: 'Matched Text' }, types: ['Message'], method: 'get_matches_text' },
  ],
  checkFields: checkPattern,
  async run(context) {
    const { input_text, pattern, flags } = context.inputs;
    const matches = await offload(context, findMatchesTask, { text: input_text, pattern, flags: flags.trim() }, input_text.length);
    context.logger.log(`找到 ${matches.length} 个匹配`);
    return { data: matches, text: textMessage(context, matches.map((match) => match.data.text as string).join('\n')) };
  },
});
