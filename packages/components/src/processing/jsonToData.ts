// JSON to Data: JSON text (typed, or a model's answer) as Data (Langflow's JSON to Data).
import { defineComponent } from '@app/engine';
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

export const JSONToData = defineComponent({
  type: 'JSONToData',
  display_name: 'JSON 转数据',
  description: '把 JSON 文本转换成数据。',
  documentation:
    'JSON 转数据把一段 JSON 文本转换成数据，便于后续用解析器、JSON 过滤或循环处理，例如处理模型按要求输出的 JSON。' +
    '“JSON 文本”可以直接填写，也可以连接消息；被 Markdown 代码块（```json … ```）包裹时会先去掉代码块标记。' +
    'JSON 是对象时输出一条数据，字段就是对象的字段；是数组时每个元素一条数据，不是对象的元素放在 text 字段中；' +
    '是单个字符串、数字等值时输出一条 text 为该值的数据。文本不是合法 JSON 时报错并指出原因。',
  icon: 'braces',
  category: 'processing',
  inputs: [
    { type: 'str', name: 'json_string', display_name: 'JSON 文本', info: '要转换的 JSON。', multiline: true, input_types: ['Message'], required: true },
  ],
  outputs: [{ name: 'data', display_name: '数据', types: ['Data'], method: 'convert_json_to_data' }],
  run({ inputs, logger }) {
    const data = jsonToData(parseJsonText(inputs.json_string));
    logger.log(data);
    return { data };
  },
});
