// Anthropic model: Claude through Anthropic's Messages API and the Vercel AI SDK.
import { createAnthropic } from '@ai-sdk/anthropic';
import { defineComponent } from '@app/engine';
import { createLanguageModelValue } from './languageModel';
import { apiKeyField, MODEL_CALL_FIELDS, MODEL_INPUT_FIELDS, MODEL_OUTPUTS, temperatureField } from './modelFields';
import { callSettings, modelOutputs } from './modelReply';
import { providerFetch } from './providerFetch';
import { apiKeyOf, baseUrlOf, modelNameOf } from './providerAddress';

export const ANTHROPIC_MODELS = ['claude-sonnet-4-5', 'claude-opus-4-1', 'claude-3-7-sonnet-latest', 'claude-3-5-haiku-latest'] as const;
const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';
/** Anthropic requires a length limit; Langflow's default for its Anthropic component. */
const DEFAULT_MAX_TOKENS = 4096;

export const AnthropicModel = defineComponent({
  type: 'AnthropicModel',
  display_name: 'Anthropic',
  description: '调用 Anthropic 的 Claude 模型生成文本。',
  documentation:
    'Anthropic 组件通过 Anthropic 的 Messages 接口调用 Claude 模型。“模型名称”可从列表中选择，也可直接输入其他 Claude 模型名；' +
    '“API 密钥”可以直接填写，也可以选择一个凭证类型的全局变量（推荐）；“基础 URL”默认为 Anthropic 官方地址，可改为兼容的代理地址。' +
    '“输入”是用户消息，“系统消息”设定模型的角色；只填系统消息时，它作为用户消息发送。“温度”的范围是 0 到 1。“最大 Token 数”为 0 时使用 4096。' +
    '开启“流式输出”后，回复逐个 token 地流入连接的“聊天输出”；连接到提示词或其他文本字段时，组件会等回复结束后交出完整文本。' +
    '开启“JSON 输出”后，回复必须是一个有效的 JSON 值，否则组件报错（请在提示中说明需要的 JSON 结构）。' +
    '输出“模型回复”是模型的回复消息；输出“语言模型”是配置好的模型本身，供智能体等组件调用，只连接它而不提供输入时不会调用模型。' +
    '密钥被拒绝、模型不存在、限流、服务出错、无法连接或超时时，组件会给出相应的中文错误说明。',
  icon: 'BrainCircuit',
  category: 'models',
  inputs: [
    ...MODEL_INPUT_FIELDS,
    {
      type: 'str',
      name: 'model_name',
      display_name: '模型名称',
      info: '从列表中选择，或输入其他 Claude 模型名。',
      options: ANTHROPIC_MODELS,
      combobox: true,
      value: ANTHROPIC_MODELS[0],
    },
    apiKeyField('api_key', 'Anthropic 的 API 密钥，或一个凭证类型的全局变量。'),
    {
      type: 'str',
      name: 'base_url',
      display_name: '基础 URL',
      info: 'Anthropic 接口地址；留空时使用官方地址。',
      advanced: true,
      value: ANTHROPIC_BASE_URL,
    },
    temperatureField(1, 0.1),
    ...MODEL_CALL_FIELDS,
  ],
  outputs: MODEL_OUTPUTS,
  async run(context) {
    const { inputs } = context;
    const baseUrl = baseUrlOf(inputs.base_url || ANTHROPIC_BASE_URL);
    const modelName = modelNameOf(inputs.model_name, ANTHROPIC_MODELS[0]);
    const apiKey = apiKeyOf(inputs.api_key, { provider: 'Anthropic', required: true });
    const model = createLanguageModelValue({
      provider: 'Anthropic',
      modelName,
      baseUrl,
      model: createAnthropic({ baseURL: baseUrl, apiKey, fetch: providerFetch(context.services) })(modelName),
      settings: callSettings(inputs, { defaultMaxTokens: DEFAULT_MAX_TOKENS, nativeJsonMode: false }),
    });
    return modelOutputs(context, inputs, model);
  },
});
