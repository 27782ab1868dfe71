// Parser: Data (one, a list, or messages) to one text through a `{field}` template
// (Langflow's ParserComponent, type "parser").
import { defineComponent, isChatMessage } from '@app/engine';
import { isData, toData } from '../values/data';
import { textMessage } from '../values/message';
import { renderRecord } from '../values/template';
import { jsonText } from '../values/text';

export const PARSER_MODES = ['Parser', 'Stringify'] as const;

/** One item's text in Stringify mode: a message's text, a text as is, anything else as JSON. */
function stringify(item: unknown): string {
  if (isChatMessage(item)) return item.text;
  if (typeof item === 'string') return item;
  return jsonText(isData(item) ? item.data : item);
}

/** Every item through the template (Parser) or serialised (Stringify), joined by the separator. */
export function parseItems(items: readonly unknown[], mode: string, pattern: string, separator: string): string {
  const texts = mode === 'Stringify' ? items.map(stringify) : items.map((item) => renderRecord(pattern, toData(item).data));
  return texts.join(separator);
}

export const Parser = defineComponent({
  type: 'parser',
  display_name: '解析器',
  description: '按模板把数据或消息转换成文本。',
  documentation:
    '解析器把数据、数据列表或消息转换成一段文本，常用于把检索结果或消息历史填进提示词。' +
    'Parser 模式下，每一项都按“模板”生成一段文本：模板中的 {字段名} 替换为该项的同名字段，{data} 表示整条数据的 JSON，{{ 和 }} 输出字面花括号；' +
    '消息的字段包括 text、sender、sender_name、session_id、timestamp 等。模板引用了不存在的字段时会报错并列出可用字段。' +
    'Stringify 模式不使用模板，消息和文本保持原样，数据转为 JSON。各项结果之间用“分隔符”连接（默认换行），输出“解析结果”是一条消息。',
  en: {
    display_name: 'Parser',
    description: 'Turn Data or messages into text with a template.',
    documentation:
      'Parser turns Data, a list of Data or messages into one text, often to put search results or a message history into a prompt. In Parser mode ' +
      'every item becomes a text through the "Template": {field_name} is replaced by the item\'s field of that name, {data} stands for the whole ' +
      'item as JSON, and {{ and }} give literal braces; the fields of a message include text, sender, sender_name, session_id and timestamp. A ' +
      'template naming a field the item does not have fails with a list of the fields it has. Stringify mode uses no template: messages and texts ' +
      'stay as they are and Data becomes JSON. The texts of the items are joined by the "Separator" (a line break by default); the "Parsed Text" ' +
      'output is one message.',
  },
  icon: 'braces',
  category: 'processing',
  inputs: [
    {
      type: 'other',
      name: 'input_data',
      display_name: '数据',
      info: '要转换的数据、数据列表或消息。',
      en: { display_name: 'Data', info: 'The Data, list of Data or messages to convert.' },
      input_types: ['DataFrame', 'Data', 'Message'],
      list: true,
      required: true,
    },
    {
      type: 'tab',
      name: 'mode',
      display_name: '模式',
      info: '“Parser”按模板生成文本，“Stringify”直接转成字符串。',
      en: { display_name: 'Mode', info: '"Parser" formats each item with the template; "Stringify" turns it into a string as it is.' },
      options: PARSER_MODES,
      value: 'Parser',
    },
    {
      type: 'str',
      name: 'pattern',
      display_name: '模板',
      info: '每一项的文本模板，{字段名} 替换为该项的字段值。',
      en: { display_name: 'Template', info: "The text for each item; {field_name} is replaced by the item's value of that field." },
      multiline: true,
      input_types: ['Message'],
      value: 'Text: {text}',
    },
    {
      type: 'str',
      name: 'sep',
      display_name: '分隔符',
      info: '各项文本之间的分隔符。',
      en: { display_name: 'Separator', info: 'The separator between the texts of the items.' },
      advanced: true,
      value: '\n',
    },
  ],
  outputs: [{ name: 'parsed_text', display_name: '解析结果', en: { display_name: 'Parsed Text' }, types: ['Message'], method: 'parse_combined_text' }],
  run(context) {
    const { input_data, mode, pattern, sep } = context.inputs;
    return { parsed_text: textMessage(context, parseItems(input_data, mode, pattern, sep)) };
  },
});
