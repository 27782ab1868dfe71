// JSON to Data: JSON text (typed, or a model's answer) as Data (Langflow's JSON to Data).
import { defineComponent } from '@app/engine';
import { computeTask, offload } from '../compute/offload';
import { componentError } from '../messages';
import { jsonToData } from '../values/dataFrame';

/** Models often wrap JSON in a Markdown code fence; the fence is not part of the JSON. */
export function withoutCodeFence(text: string): string {
  const fenced = /^```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n?```$/.exec(text.trim());
  return fenced ? (fenced[1] ?? '') : text;
}

export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(withoutCodeFence(text));
  } catch (error) {
    throw componentError('JSON_TEXT_INVALID', { detail: (error as Error).message });
  }
}

/** JSON text as Data; off the event loop when the text is large. */
export const jsonTextToDataTask = computeTask('jsonTextToData', (text: string) => jsonToData(parseJsonText(text)));

export const JSONToData = defineComponent({
  type: 'JSONToData',
  display_name: 'JSON 转数据',
  description: '把 JSON 文本转换成数据。',
  documentation:
    'JSON 转数据把一段 JSON 文本转换成数据，便于后续用解析器、JSON 过滤或循环处理，例如处理模型按要求输出的 JSON。' +
    '“JSON 文本”可以直接填写，也可以连接消息；被 Markdown 代码块（```json … ```）包裹时会先去掉代码块标记。' +
    'JSON 是对象时输出一条数据，字段就是对象的字段；是数组时每个元素一条数据，不是对象的元素放在 text 字段中；' +
    '是单个字符串、数字等值时输出一条 text 为该值的数据。文本不是合法 JSON 时报错并指出原因。',
  en: {
    display_name: 'JSON to Data',
    description: 'Convert JSON text into Data.',
    documentation:
      'JSON to Data turns a JSON text into Data for a Parser, a JSON Filter or a Loop to work on, for example the JSON a model was asked to answer ' +
      'with. The "JSON Text" can be typed or connected to a message; a Markdown code fence around it (```json … ```) is removed first. A JSON ' +
      "object becomes one Data whose fields are the object's; an array becomes one Data per element, an element that is no object going into the " +
      'text field; a single string, number or other value becomes one Data with that value as its text. Text that is not valid JSON fails with the ' +
      'reason.',
  },
  icon: 'braces',
  category: 'processing',
  inputs: [
    {
      type: 'str',
      name: 'json_string',
      display_name: 'JSON 文本',
      info: '要转换的 JSON。',
      en: { display_name: 'JSON Text', info: 'The JSON to convert.' },
      multiline: true,
      input_types: ['Message'],
      required: true,
    },
  ],
  outputs: [{ name: 'data', display_name: '数据', en: { display_name: 'Data' }, types: ['Data'], method: 'convert_json_to_data' }],
  async run(context) {
    const { inputs, logger } = context;
    const data = await offload(context, jsonTextToDataTask, inputs.json_string, inputs.json_string.length);
    logger.log(data);
    return { data };
  },
});
