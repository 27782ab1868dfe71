// Anthropic model: Claude through Anthropic's Messages API and the Vercel AI SDK.
import { defineComponent } from '@app/engine';
import { apiKeyField, MODEL_CALL_FIELDS, MODEL_INPUT_FIELDS, MODEL_OUTPUTS, temperatureField } from './modelFields';
import { modelOutputs } from './modelReply';
import { ANTHROPIC_BASE_URL, ANTHROPIC_MODELS, anthropicModelValue } from './modelValues';

export { ANTHROPIC_MODELS } from './modelValues';

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
  en: {
    display_name: 'Anthropic',
    description: "Generate text with Anthropic's Claude models.",
    documentation:
      "The Anthropic component calls Claude models through Anthropic's Messages API. \"Model Name\" can be picked from " +
      'the list or typed as another Claude model; "API Key" can be typed in or be a credential global variable ' +
      "(recommended); \"Base URL\" defaults to Anthropic's own address and can be changed to a compatible proxy. " +
      "\"Input\" is the user message and \"System Message\" sets the model's role; with only a system message, it is sent " +
      'as the user message. "Temperature" ranges from 0 to 1. "Max Tokens" of 0 uses 4096. With "Stream" on, the ' +
      'reply flows token by token into the connected Chat Output; connected to a prompt or another text field, the ' +
      'component hands on the whole text once the reply is complete. With "JSON Mode" on, the reply must be a valid ' +
      'JSON value, or the component fails (describe the JSON you need in the prompt). The "Model Response" output is ' +
      "the model's reply message; the \"Language Model\" output is the configured model itself, for agents and other " +
      'components to call; connected alone, without an input, it calls no model. A refused key, an unknown model, ' +
      'rate limits, service errors, an unreachable address or a timeout each give an error that says so.',
  },
  icon: 'BrainCircuit',
  category: 'models',
  inputs: [
    ...MODEL_INPUT_FIELDS,
    {
      type: 'str',
      name: 'model_name',
      display_name: '模型名称',
      info: '从列表中选择，或输入其他 Claude 模型名。',
      en: { display_name: 'Model Name', info: 'Pick from the list, or type another Claude model name.' },
      options: ANTHROPIC_MODELS,
      combobox: true,
      value: ANTHROPIC_MODELS[0],
    },
    apiKeyField('api_key', 'Anthropic 的 API 密钥，或一个凭证类型的全局变量。', "Anthropic's API key, or a credential global variable."),
    {
      type: 'str',
      name: 'base_url',
      display_name: '基础 URL',
      info: 'Anthropic 接口地址；留空时使用官方地址。',
      en: { display_name: 'Base URL', info: "Anthropic's API address; leave empty to use the official one." },
      advanced: true,
      value: ANTHROPIC_BASE_URL,
    },
    temperatureField(1, 0.1),
    ...MODEL_CALL_FIELDS,
  ],
  outputs: MODEL_OUTPUTS,
  async run(context) {
    const { inputs } = context;
    const model = anthropicModelValue(inputs, context.services);
    return modelOutputs(context, inputs, model);
  },
});
