// Structured Output: a connected language model extracts records of a given shape from a text
// (Langflow's StructuredOutput). The model is asked for JSON (the provider's JSON mode where it
// has one) and its answer is checked against the schema before anything leaves the component.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { completeReply } from '../models/generateReply';
import { createLanguageModelValue, isLanguageModelValue, type LanguageModelValue } from '../models/languageModel';
import { createData } from '../values/data';
import { toDataFrame } from '../values/dataFrame';
import { readStructuredObjects, SCHEMA_FIELD_TYPES, schemaFields, schemaInstructions } from './outputSchema';

export const DEFAULT_EXTRACTION_PROMPT =
  '你是一个信息抽取系统：从用户给出的文本中准确提取结构化信息，按要求的字段和类型填写。' +
  '只使用文本中有依据的内容，不要编造；无法确定的值填 null。';

/** The same model and settings, answering in JSON. */
function answeringInJson(model: LanguageModelValue): LanguageModelValue {
  const { kind: _kind, toJSON: _toJSON, ...init } = model;
  return createLanguageModelValue({ ...init, settings: { ...model.settings, jsonOutput: true } });
}

export const StructuredOutput = defineComponent({
  type: 'StructuredOutput',
  display_name: '结构化输出',
  description: '用语言模型从文本中提取指定结构的数据。',
  documentation:
    '结构化输出让连接的语言模型从“输入消息”中提取信息，并按“输出结构”整理成数据，例如从简历中提取姓名、年龄和技能，或从订单邮件中提取订单号和金额。' +
    '“语言模型”连接模型组件（如 OpenAI 兼容模型）的“语言模型”输出，模型的温度、超时等设置沿用该组件。' +
    '“输出结构”每行是一个字段：字段名、说明（告诉模型这个字段是什么）、类型（str 文本、int 整数、float 数字、bool 布尔值、dict JSON 对象）和“列表”（该字段是否为多个值）。' +
    '组件把结构说明和 JSON Schema 附在“系统提示词”之后，要求模型只回答 JSON（服务商支持时使用 JSON 模式），' +
    '再逐项检查回答：缺少的字段为 null，“30”这样意思明确的值会转换成对应类型，无法转换时报错并指出字段和值。' +
    '文本中有多条记录时模型会给出多条。输出“结构化输出”是一条数据：只有一条记录时就是这条记录，多条时放在 results 字段中；' +
    '输出“数据表”每条记录一行。模型回答不是 JSON、结构不对或调用失败时报错。',
  icon: 'table-properties',
  category: 'processing',
  inputs: [
    { type: 'other', name: 'llm', display_name: '语言模型', info: '连接模型组件的“语言模型”输出。', input_types: ['LanguageModel'], required: true },
    { type: 'str', name: 'input_value', display_name: '输入消息', info: '要从中提取信息的文本。', multiline: true, input_types: ['Message'], required: true, tool_mode: true },
    { type: 'str', name: 'system_prompt', display_name: '系统提示词', info: '告诉模型如何提取；结构说明会自动附在后面。', multiline: true, value: DEFAULT_EXTRACTION_PROMPT, advanced: true },
    { type: 'str', name: 'schema_name', display_name: '结构名称', info: '每条记录的名称，例如“联系人”。', value: 'Output', advanced: true },
    {
      type: 'table',
      name: 'output_schema',
      display_name: '输出结构',
      info: '每行定义一个字段：字段名、说明、类型和是否为列表。',
      required: true,
      table_schema: {
        columns: [
          { name: 'name', display_name: '字段名', description: '输出中的字段名。', default: 'field', edit_mode: 'inline' },
          { name: 'description', display_name: '说明', description: '告诉模型这个字段是什么。', default: '', edit_mode: 'popover' },
          { name: 'type', display_name: '类型', description: '字段的类型。', default: 'str', options: SCHEMA_FIELD_TYPES, edit_mode: 'inline' },
          { name: 'multiple', display_name: '列表', description: '该字段是否为多个值。', default: false, formatter: 'boolean', edit_mode: 'inline' },
        ],
      },
      value: [{ name: 'field', description: '字段说明', type: 'str', multiple: false }],
    },
  ],
  outputs: [
    { name: 'structured_output', display_name: '结构化输出', types: ['Data'], method: 'build_structured_output' },
    { name: 'dataframe_output', display_name: '数据表', types: ['DataFrame'], method: 'build_structured_dataframe' },
  ],
  async run({ inputs, signal, logger }) {
    if (!isLanguageModelValue(inputs.llm)) throw componentError('STRUCTURED_MODEL_MISSING');
    const fields = schemaFields(inputs.output_schema);
    const system = [inputs.system_prompt.trim(), schemaInstructions(inputs.schema_name.trim() || 'Output', fields)].filter(Boolean).join('\n\n');
    const reply = await completeReply(answeringInJson(inputs.llm), { input: inputs.input_value, system, signal });
    const objects = readStructuredObjects(JSON.parse(reply.text), fields);
    logger.log(`提取到 ${objects.length} 条记录`);
    const [only] = objects;
    return {
      structured_output: objects.length === 1 && only ? createData(only) : createData({ results: objects }),
      dataframe_output: toDataFrame(objects),
    };
  },
});
