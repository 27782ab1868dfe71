// String Parser: one of the spec's string parsers applied to a text.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { textMessage } from '../values/message';
import { isStringParser, parseString, STRING_PARSERS } from './stringParsers';

export const StringParser = defineComponent({
  type: 'StringParser',
  display_name: '字符串解析',
  description: '转换文本的大小写或格式，或校验文本不为空。',
  documentation:
    '字符串解析按所选规则处理输入文本：snake_case、camel_case、pascal_case、kebab_case 把文本拆成单词（按空格、连字符、下划线、点和大小写变化拆分）后转成对应的命名风格；' +
    'lowercase、uppercase 转成全小写或全大写；no_blank 去掉首尾空白，文本为空时报错“String is blank”；' +
    'valid_csv 把以逗号或空白分隔的各项整理成标准的逗号分隔列表；commands 把每个词变成以 / 开头的命令并用“, ”连接。' +
    '输出“解析结果”是一条包含处理后文本的消息。',
  en: {
    display_name: 'String Parser',
    description: 'Change the case or format of a text, or check that it is not blank.',
    documentation:
      'String Parser applies the chosen rule to its input text. snake_case, camel_case, pascal_case and kebab_case split the text into words (at ' +
      'spaces, hyphens, underscores, dots and changes of case) and join them in that naming style; lowercase and uppercase turn it all into lower ' +
      'or upper case; no_blank trims the surrounding white space and fails with "String is blank" when nothing is left; valid_csv turns items ' +
      'separated by commas or white space into a clean comma-separated list; commands turns each word into a command starting with / and joins them ' +
      'with ", ". The "Parsed Text" output is a message holding the result.',
  },
  icon: 'case-sensitive',
  category: 'processing',
  inputs: [
    {
      type: 'str',
      name: 'input_value',
      display_name: '文本',
      info: '要处理的文本。',
      en: { display_name: 'Text', info: 'The text to process.' },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'str',
      name: 'parser',
      display_name: '规则',
      info: '应用于文本的解析规则。',
      en: { display_name: 'Rule', info: 'The parsing rule applied to the text.' },
      options: STRING_PARSERS,
      value: 'snake_case',
    },
  ],
  outputs: [{ name: 'parsed_text', display_name: '解析结果', en: { display_name: 'Parsed Text' }, types: ['Message'], method: 'parse_text' }],
  run(context) {
    const { input_value, parser } = context.inputs;
    // The dropdown only offers known parsers, but an imported flow or a tweak can name any text.
    if (!isStringParser(parser)) throw componentError('UNKNOWN_STRING_PARSER', { parser });
    return { parsed_text: textMessage(context, parseString(input_value, parser)) };
  },
});
