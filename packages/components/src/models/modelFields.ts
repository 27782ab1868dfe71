// The fields and outputs every language model component shares, named as Langflow's model
// components name them so flows exported from Langflow connect to the same handles.
import type { InputDefinition, OutputDefinition } from '@app/engine';

export const MODEL_INPUT_FIELDS = [
  {
    type: 'str',
    name: 'input_value',
    display_name: '输入',
    info: '发送给模型的用户消息。',
    en: { display_name: 'Input', info: 'The user message sent to the model.' },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  {
    type: 'str',
    name: 'system_message',
    display_name: '系统消息',
    info: '设定模型角色和行为的系统提示。',
    en: { display_name: 'System Message', info: "The system prompt that sets the model's role and behaviour." },
    input_types: ['Message'],
    multiline: true,
    value: '',
  },
  {
    type: 'bool',
    name: 'stream',
    display_name: '流式输出',
    info: '开启后回复逐个 token 地流入“聊天输出”的消息。',
    en: { display_name: 'Stream', info: "When on, the reply flows token by token into Chat Output's message." },
    advanced: true,
    value: false,
  },
] as const satisfies readonly InputDefinition[];

/**
 * The key of a provider: typed, or the name of a credential global variable (`load_from_db`).
 * `info` is the Chinese text, `infoEn` the English one.
 */
export function apiKeyField<const N extends string>(name: N, info: string, infoEn?: string) {
  const en = { display_name: 'API Key', ...(infoEn === undefined ? {} : { info: infoEn }) };
  return { type: 'str', name, display_name: 'API 密钥', info, en, password: true, load_from_db: true, value: '' } as const satisfies InputDefinition;
}

/** The base URL of an OpenAI-compatible service; empty falls back to the chosen preset's. */
export function openAiBaseUrlField(value: string) {
  return {
    type: 'str',
    name: 'openai_api_base',
    display_name: '基础 URL',
    info: '接口地址，例如 https://api.openai.com/v1；留空时使用所选服务商的地址。',
    en: { display_name: 'Base URL', info: "The API address, e.g. https://api.openai.com/v1; leave empty to use the chosen provider's." },
    value,
  } as const satisfies InputDefinition;
}

export const MAX_RETRIES_FIELD = {
  type: 'int',
  name: 'max_retries',
  display_name: '最大重试次数',
  info: '遇到限流（429）、服务错误（5xx）或网络错误时的重试次数。',
  en: { display_name: 'Max Retries', info: 'How often to retry after rate limits (429), service errors (5xx) or network errors.' },
  advanced: true,
  range_spec: { min: 0, max: 10, step: 1 },
  value: 2,
} as const satisfies InputDefinition;

export const MODEL_CALL_FIELDS = [
  {
    type: 'int',
    name: 'max_tokens',
    display_name: '最大 Token 数',
    info: '回复最多生成的 token 数；0 表示使用模型的默认上限。',
    en: { display_name: 'Max Tokens', info: "The most tokens a reply may have; 0 uses the model's default limit." },
    advanced: true,
    range_spec: { min: 0, max: 128000, step: 1 },
    value: 0,
  },
  {
    type: 'bool',
    name: 'json_mode',
    display_name: 'JSON 输出',
    info: '要求模型只回复一个 JSON 值，并检查回复是否为有效的 JSON。提示中请说明需要的 JSON 结构。',
    en: { display_name: 'JSON Mode', info: 'Ask the model to reply with a single JSON value, and check that the reply is valid JSON. Describe the JSON you need in the prompt.' },
    advanced: true,
    value: false,
  },
  MAX_RETRIES_FIELD,
  {
    type: 'int',
    name: 'timeout',
    display_name: '超时（秒）',
    info: '等待模型服务响应的最长时间；流式输出时也是两个片段之间的最长间隔。',
    en: { display_name: 'Timeout (s)', info: 'The longest wait for the model service to answer; when streaming, also the longest gap between two chunks.' },
    advanced: true,
    range_spec: { min: 1, max: 3600, step: 1 },
    value: 700,
  },
] as const satisfies readonly InputDefinition[];

/** A temperature slider over the provider's range. */
export function temperatureField(max: number, value: number) {
  return {
    type: 'slider',
    name: 'temperature',
    display_name: '温度',
    info: '越低回复越确定，越高越多样。',
    en: { display_name: 'Temperature', info: 'Lower gives more predictable replies, higher more varied ones.' },
    range_spec: { min: 0, max, step: 0.01 },
    value,
  } as const satisfies InputDefinition;
}

export const MODEL_OUTPUTS = [
  { name: 'text_output', display_name: '模型回复', en: { display_name: 'Model Response' }, types: ['Message'], method: 'text_response' },
  { name: 'model_output', display_name: '语言模型', en: { display_name: 'Language Model' }, types: ['LanguageModel'], method: 'build_model' },
] as const satisfies readonly OutputDefinition[];
