// OpenAI-compatible model: chat completions from OpenAI or any service speaking its protocol
// (DeepSeek, Qwen, GLM, Moonshot, SiliconFlow, Ollama, vLLM …), through the Vercel AI SDK.
import { defineComponent } from '@app/engine';
import { apiKeyField, MODEL_CALL_FIELDS, MODEL_INPUT_FIELDS, MODEL_OUTPUTS, openAiBaseUrlField, temperatureField } from './modelFields';
import { modelOutputs } from './modelReply';
import { openAiCompatibleModelValue } from './modelValues';
import { presetTemplateUpdate } from './presetTemplate';
import { CHAT_PROVIDERS, PROVIDER_OPTION_LABELS_EN, PROVIDER_PRESETS } from './providers';

const DEFAULT_PRESET = PROVIDER_PRESETS[0]!;

export const OpenAiCompatibleModel = defineComponent({
  type: 'OpenAIModel',
  display_name: 'OpenAI 兼容模型',
  description: '调用 OpenAI 或兼容其接口的模型服务生成文本。',
  documentation:
    'OpenAI 兼容模型通过 OpenAI 的 Chat Completions 接口调用语言模型，适用于 OpenAI 以及 DeepSeek、通义千问（DashScope）、智谱 GLM、Moonshot（Kimi）、SiliconFlow、Ollama、vLLM 等兼容该接口的服务。' +
    '“服务商”会填入该服务的基础 URL 和常用模型，基础 URL 可以修改（例如自建的网关或其他兼容服务）；“模型名称”可从列表中选择，也可直接输入服务支持的任何模型名。' +
    '“API 密钥”可以直接填写，也可以选择一个凭证类型的全局变量（推荐，密钥不会出现在流程中）；Ollama 和 vLLM 不需要密钥。' +
    '服务器访问本机或内网地址（如本机运行的 Ollama、vLLM）需要管理员在 FETCH_ALLOWED_HOSTS 中允许该地址。' +
    '“输入”是用户消息，“系统消息”设定模型的角色；只填系统消息时，它作为用户消息发送。“温度”越低回复越确定。' +
    '开启“流式输出”后，回复逐个 token 地流入连接的“聊天输出”；连接到提示词或其他文本字段时，组件会等回复结束后交出完整文本。' +
    '开启“JSON 输出”后，模型只回复一个 JSON 值，回复不是有效的 JSON 时组件报错。' +
    '输出“模型回复”是模型的回复消息；输出“语言模型”是配置好的模型本身，供智能体等组件调用，只连接它而不提供输入时不会调用模型。' +
    '密钥被拒绝（401）、模型不存在（404）、限流（429）、服务出错、无法连接或超时时，组件会给出相应的中文错误说明。',
  en: {
    display_name: 'OpenAI-Compatible Model',
    description: 'Generate text with OpenAI or a model service compatible with its API.',
    documentation:
      "The OpenAI-Compatible Model calls a language model through OpenAI's Chat Completions API: OpenAI, and services " +
      'compatible with it such as DeepSeek, Qwen (DashScope), Zhipu GLM, Moonshot (Kimi), SiliconFlow, Ollama and ' +
      "vLLM. \"Provider\" fills in the service's base URL and usual models; the base URL can be changed (for your own " +
      'gateway or another compatible service); "Model Name" can be picked from the list or typed as any model the ' +
      'service supports. "API Key" can be typed in or be a credential global variable (recommended: the key then ' +
      'never appears in the flow); Ollama and vLLM need no key. For the server to reach a local or internal address ' +
      '(such as Ollama or vLLM running on the same machine), an administrator must allow it in FETCH_ALLOWED_HOSTS. ' +
      "\"Input\" is the user message and \"System Message\" sets the model's role; with only a system message, it is sent " +
      'as the user message. A lower "Temperature" gives more predictable replies. With "Stream" on, the reply flows ' +
      'token by token into the connected Chat Output; connected to a prompt or another text field, the component ' +
      'hands on the whole text once the reply is complete. With "JSON Mode" on, the model replies with a single JSON ' +
      "value, and a reply that is not valid JSON is an error. The \"Model Response\" output is the model's reply " +
      'message; the "Language Model" output is the configured model itself, for agents and other components to call; ' +
      'connected alone, without an input, it calls no model. A refused key (401), an unknown model (404), rate limits ' +
      '(429), service errors, an unreachable address or a timeout each give an error that says so.',
  },
  icon: 'Bot',
  category: 'models',
  inputs: [
    ...MODEL_INPUT_FIELDS,
    {
      type: 'str',
      name: 'provider',
      display_name: '服务商',
      info: '选择后填入该服务的基础 URL 和常用模型。',
      en: { display_name: 'Provider', info: "Fills in the service's base URL and usual models.", options: PROVIDER_OPTION_LABELS_EN },
      options: CHAT_PROVIDERS,
      real_time_refresh: true,
      value: DEFAULT_PRESET.name,
    },
    {
      type: 'str',
      name: 'model_name',
      display_name: '模型名称',
      info: '从列表中选择，或输入服务支持的任何模型名。',
      en: { display_name: 'Model Name', info: 'Pick from the list, or type any model name the service supports.' },
      options: DEFAULT_PRESET.models,
      combobox: true,
      refresh_button: true,
      value: DEFAULT_PRESET.models[0],
    },
    apiKeyField(
      'api_key',
      '模型服务的 API 密钥，或一个凭证类型的全局变量。Ollama 和 vLLM 可以留空。',
      "The model service's API key, or a credential global variable. Ollama and vLLM can leave it empty.",
    ),
    openAiBaseUrlField(DEFAULT_PRESET.baseUrl),
    temperatureField(2, 0.1),
    ...MODEL_CALL_FIELDS,
  ],
  outputs: MODEL_OUTPUTS,
  updateTemplate: presetTemplateUpdate({ baseUrl: 'openai_api_base', model: 'model_name', apiKey: 'api_key' }, (preset) => preset.models),
  async run(context) {
    const { inputs } = context;
    const model = openAiCompatibleModelValue(inputs.provider, { ...inputs, base_url: inputs.openai_api_base }, context.services);
    return modelOutputs(context, inputs, model);
  },
});
