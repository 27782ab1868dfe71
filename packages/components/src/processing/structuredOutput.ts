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
const DEFAULT_EXTRACTION_PROMPT_EN =
  'You are an information extraction system: extract structured information accurately from the text the user gives, ' +
  'filling in the requested fields with the requested types. Use only what the text supports and invent nothing; use null for a value you cannot determine.';

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
  en: {
    display_name: 'Structured Output',
    description: 'Extract data of a given structure from a text with a language model.',
    documentation:
      'Structured Output has the connected language model extract information from the "Input Message" and arranges it as Data in the "Output Schema", ' +
      'for example the name, age and skills from a CV, or the order number and amount from an order email. "Language Model" connects to the ' +
      '"Language Model" output of a model component (such as OpenAI-Compatible Model); that component\'s temperature, timeout and other settings ' +
      'apply. Each row of the "Output Schema" is one field: its name, a description (telling the model what the field is), its type (str text, int ' +
      'integer, float number, bool true or false, dict JSON object) and "As List" (whether the field holds several values). The component appends a ' +
      'description of the structure and its JSON Schema to the "System Prompt" and asks the model to answer in JSON only (in the provider\'s JSON ' +
      'mode where it has one), then checks the answer field by field: a missing field is null, a value whose meaning is plain, such as "30" for an ' +
      'int, is converted, and a value that cannot be converted fails, naming the field and the value. A text holding several records gives several. ' +
      'The "Structured Output" output is one Data: the record itself when there is one, under results when there are several; the "DataFrame" ' +
      'output has one row per record. An answer that is not JSON or has the wrong structure, or a failed model call, fails the component.',
  },
  icon: 'table-properties',
  category: 'processing',
  inputs: [
    {
      type: 'other',
      name: 'llm',
      display_name: '语言模型',
      info: '连接模型组件的“语言模型”输出。',
      en: { display_name: 'Language Model', info: 'Connect the "Language Model" output of a model component.' },
      input_types: ['LanguageModel'],
      required: true,
    },
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入消息',
      info: '要从中提取信息的文本。',
      en: { display_name: 'Input Message', info: 'The text to extract information from.' },
      multiline: true,
      input_types: ['Message'],
      required: true,
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'system_prompt',
      display_name: '系统提示词',
      info: '告诉模型如何提取；结构说明会自动附在后面。',
      en: { display_name: 'System Prompt', info: 'Tells the model how to extract; the description of the structure is appended to it.', value: DEFAULT_EXTRACTION_PROMPT_EN },
      multiline: true,
      value: DEFAULT_EXTRACTION_PROMPT,
      advanced: true,
    },
    {
      type: 'str',
      name: 'schema_name',
      display_name: '结构名称',
      info: '每条记录的名称，例如“联系人”。',
      en: { display_name: 'Schema Name', info: 'The name of each record, such as "Contact".' },
      value: 'Output',
      advanced: true,
    },
    {
      type: 'table',
      name: 'output_schema',
      display_name: '输出结构',
      info: '每行定义一个字段：字段名、说明、类型和是否为列表。',
      en: {
        display_name: 'Output Schema',
        info: 'Each row defines one field: its name, description, type and whether it is a list.',
        columns: {
          name: { display_name: 'Name', description: 'The name of the field in the output.' },
          description: { display_name: 'Description', description: 'Tells the model what the field is.' },
          type: { display_name: 'Type', description: 'The type of the field.' },
          multiple: { display_name: 'As List', description: 'Whether the field holds several values.' },
        },
        value: [{ name: 'field', description: 'What the field holds', type: 'str', multiple: false }],
      },
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
    { name: 'structured_output', display_name: '结构化输出', en: { display_name: 'Structured Output' }, types: ['Data'], method: 'build_structured_output' },
    { name: 'dataframe_output', display_name: '数据表', en: { display_name: 'DataFrame' }, types: ['DataFrame'], method: 'build_structured_dataframe' },
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
