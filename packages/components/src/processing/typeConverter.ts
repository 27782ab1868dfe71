// Type Convert: one value as a message, as Data and as a table (Langflow's TypeConverterComponent),
// so outputs of one kind can feed inputs that take another.
import { defineComponent, isChatMessage } from '@app/engine';
import { toData, type Data } from '../values/data';
import { dataFrameMarkdown, toDataFrame } from '../values/dataFrame';
import { textMessage } from '../values/message';
import { valueToText } from '../values/text';

/** A message's text; one Data's text (or its JSON); a table as Markdown. */
export function convertedText(value: unknown): string {
  if (Array.isArray(value)) return dataFrameMarkdown(toDataFrame(value));
  return valueToText(value);
}

/** A message's fields as Data; Data as it is; a list as one Data per item. */
export function convertedData(value: unknown): Data | Data[] {
  return Array.isArray(value) ? value.flat(Infinity).map(toData) : toData(value);
}

export const TypeConverter = defineComponent({
  type: 'TypeConverterComponent',
  display_name: '类型转换',
  description: '在消息、数据和数据表之间转换。',
  documentation:
    '类型转换把输入同时转换成三种形式，连接需要的那一个输出即可。输入可以是消息、数据或数据表（数据列表）。' +
    '“消息”输出：消息保持原文；数据取其文本字段（没有文本时为 JSON）；数据表转换成 Markdown 表格，便于放进提示词。' +
    '“数据”输出：消息转换为包含 text、sender、session_id 等字段的数据；数据保持不变；数据表的每一行各为一条数据。' +
    '“数据表”输出：把所有项整理成列一致的表格，每项一行，列为所有项字段的并集，缺少的单元格为空（null）。',
  en: {
    display_name: 'Type Convert',
    description: 'Convert between Message, Data and DataFrame.',
    documentation:
      'Type Convert turns its input into all three forms at once; connect the output you need. The input can be a message, Data or a DataFrame (a ' +
      'list of Data). "Message" output: a message keeps its text; Data gives its text field (its JSON when it has none); a DataFrame becomes a ' +
      'Markdown table, ready for a prompt. "Data" output: a message becomes Data with its fields text, sender, session_id and so on; Data stays as ' +
      'it is; each row of a DataFrame becomes one Data. "DataFrame" output: every item in one table with the same columns, one row per item, the ' +
      'columns being the fields of all items and missing cells empty (null).',
  },
  icon: 'repeat',
  category: 'processing',
  inputs: [
    {
      type: 'other',
      name: 'input_data',
      display_name: '输入',
      info: '要转换的消息、数据或数据表。',
      en: { display_name: 'Input', info: 'The message, Data or DataFrame to convert.' },
      input_types: ['Message', 'Data', 'DataFrame'],
      required: true,
    },
  ],
  outputs: [
    { name: 'message_output', display_name: '消息', en: { display_name: 'Message' }, types: ['Message'], method: 'convert_to_message' },
    { name: 'data_output', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'convert_to_data' },
    { name: 'dataframe_output', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'convert_to_dataframe' },
  ],
  run(context) {
    const value = context.inputs.input_data;
    return {
      message_output: isChatMessage(value) ? value : textMessage(context, convertedText(value)),
      data_output: convertedData(value),
      dataframe_output: toDataFrame([value]),
    };
  },
});
