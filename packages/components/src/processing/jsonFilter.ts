// JSON filter: picks part of a JSON value with a query or a path (Langflow's ParseJSONData, whose
// jq query this reads as a jq subset).
import { defineComponent, isChatMessage } from '@app/engine';
import { computeTask, offload } from '../compute/offload';
import { componentError } from '../messages';
import { isData, isPlainObject } from '../values/data';
import { jsonToData } from '../values/dataFrame';
import { applyJsonFilter } from './json-query/applyJsonFilter';

/** Input values as JSON: Data as its data, messages and strings parsed, lists item by item. */
export function toJsonInput(value: unknown): unknown {
  if (isData(value)) return value.data;
  if (isChatMessage(value)) return parseJson(value.text);
  if (typeof value === 'string') return parseJson(value);
  if (Array.isArray(value)) return value.map((item) => (isData(item) ? item.data : item));
  if (value === null || typeof value === 'number' || typeof value === 'boolean' || isPlainObject(value)) return value;
  throw componentError('JSON_FILTER_CONVERSION', { detail: `a ${typeof value} value is not JSON` });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw componentError('JSON_FILTER_CONVERSION', { detail: (error as Error).message });
  }
}

/**
 * Parsing and filtering; off the event loop when the input is large JSON text. (Structured
 * values stay: sending them to a worker would cost about as much as filtering them here.)
 */
export const jsonFilterTask = computeTask('jsonFilter', ({ input, query }: { input: unknown; query: string }) => applyJsonFilter(toJsonInput(input), query));

export const JsonFilter = defineComponent({
  type: 'ParseJSONData',
  display_name: 'JSON 过滤',
  description: '用查询或路径从 JSON 中取出需要的部分。',
  documentation:
    'JSON 过滤从输入的 JSON 中取出需要的部分。输入可以是数据、数据列表，或文本为 JSON 的消息。' +
    '“查询”使用 jq 的常用子集：.a.b 取字段，.[0] 和 .[-1] 取数组元素，.[1:3] 取切片，.[] 展开数组，| 串联，逗号给出多个结果，' +
    '[ ] 和 { } 构造新的数组和对象，并支持 select、map、has、length、keys、first、last 以及比较和 and/or；' +
    '不是合法查询时按路径读取，例如 items[0].name 或 items.0.name。留空时原样输出。结果必须是对象或数组：' +
    '对象输出为一条数据，数组输出为数据列表（展开或多个结果会自动收集成数组）。数组下标越界、元素或对象缺少属性、结果为空时报“Invalid path”错误，' +
    '结果不是对象或数组、无法序列化时报“Invalid result”，输入不是合法 JSON 时报“Conversion error”。',
  en: {
    display_name: 'JSON Filter',
    description: 'Pick the part of a JSON value you need with a query or a path.',
    documentation:
      'JSON Filter takes the part of its JSON input you need. The input can be Data, a list of Data, or a message whose text is JSON. The "Query" ' +
      'reads a common subset of jq: .a.b reads a field, .[0] and .[-1] an array element, .[1:3] a slice, .[] spreads an array, | chains, a comma ' +
      'gives several results, [ ] and { } build new arrays and objects, and select, map, has, length, keys, first, last, comparisons and and/or are ' +
      'supported; text that is no valid query is read as a path, such as items[0].name or items.0.name. An empty query passes the input on ' +
      'unchanged. The result must be an object or an array: an object comes out as one Data, an array as a list of Data (spread arrays and several ' +
      'results are collected into an array). An array index past the end, a property missing from an element or object, or an empty result fails ' +
      'with "Invalid path"; a result that is no object or array or cannot be serialised fails with "Invalid result", and input that is not valid ' +
      'JSON with "Conversion error".',
  },
  icon: 'braces',
  category: 'processing',
  inputs: [
    {
      type: 'other',
      name: 'input_value',
      display_name: '输入',
      info: '要过滤的数据、数据列表或 JSON 文本消息。',
      en: { display_name: 'Input', info: 'The Data, list of Data or JSON message to filter.' },
      input_types: ['Message', 'Data'],
      required: true,
    },
    {
      type: 'str',
      name: 'query',
      display_name: '查询',
      info: 'jq 风格的查询，例如 .items[].name；也可以写路径，例如 items[0].name。',
      en: { display_name: 'Query', info: 'A jq-style query such as .items[].name, or a path such as items[0].name.' },
      input_types: ['Message'],
      value: '',
    },
  ],
  outputs: [{ name: 'filtered_data', display_name: '过滤结果', en: { display_name: 'Filtered Data' }, types: ['Data'], method: 'filter_data' }],
  async run(context) {
    const { inputs, logger } = context;
    const text = isChatMessage(inputs.input_value) ? inputs.input_value.text : inputs.input_value;
    const input = typeof text === 'string' ? text : inputs.input_value;
    const result = await offload(context, jsonFilterTask, { input, query: inputs.query }, typeof text === 'string' ? text.length : 0);
    logger.log(result);
    // Langflow's shape for filter results: an object is one Data, an array one Data per item.
    return { filtered_data: jsonToData(result) };
  },
});
