// Agent: a language model that calls tools until it can answer (Langflow's Agent). The model is
// chosen on the node (provider, model, key, base URL, as Langflow's Agent has them) or comes from a
// connected model component's LanguageModel output; the tools come from components in tool mode.
import { defineComponent, isTool, type EngineServices } from '@app/engine';
import { componentError, componentMessages } from '../messages';
import { isLanguageModelValue, type LanguageModelValue } from '../models/languageModel';
import { apiKeyField, MAX_RETRIES_FIELD, MODEL_CALL_FIELDS, temperatureField } from '../models/modelFields';
import { ANTHROPIC_BASE_URL, ANTHROPIC_MODELS, ANTHROPIC_PROVIDER, anthropicModelValue, openAiCompatibleModelValue, type ProviderModelInputs } from '../models/modelValues';
import { presetTemplateUpdate } from '../models/presetTemplate';
import { CHAT_PROVIDERS, PROVIDER_OPTION_LABELS_EN, PROVIDER_PRESETS } from '../models/providers';
import { runAgentLoop } from './agentLoop';
import { createAgentMessage } from './agentMessage';
import { agentToolSet, uniqueToolNames } from './agentTools';
import { chatHistory } from './chatHistory';

export const DEFAULT_AGENT_INSTRUCTIONS = '你是一个乐于助人的助手，可以使用工具来回答问题和完成任务。';
const DEFAULT_AGENT_INSTRUCTIONS_EN = 'You are a helpful assistant that can use tools to answer questions and perform tasks.';

/** The providers an agent's model can be chosen from inline: the OpenAI-compatible presets and Anthropic. */
export const AGENT_PROVIDERS: readonly string[] = [...CHAT_PROVIDERS, ANTHROPIC_PROVIDER];
const DEFAULT_PRESET = PROVIDER_PRESETS[0]!;

const updatePreset = presetTemplateUpdate({ baseUrl: 'openai_api_base', model: 'model_name', apiKey: 'api_key' }, (preset) => preset.models);

/** Langflow sets the provider in `agent_llm` itself (a tweak or its own flow); a connected model wins. */
function inlineProvider(agentLlm: unknown, provider: string): string {
  return typeof agentLlm === 'string' && AGENT_PROVIDERS.includes(agentLlm) ? agentLlm : provider;
}

function inlineModel(provider: string, inputs: ProviderModelInputs, services: EngineServices): LanguageModelValue {
  if (provider === ANTHROPIC_PROVIDER) return anthropicModelValue(inputs, services);
  if (!CHAT_PROVIDERS.includes(provider)) throw componentError('AGENT_MODEL_INVALID');
  return openAiCompatibleModelValue(provider, inputs, services);
}

export const Agent = defineComponent({
  type: 'Agent',
  display_name: '智能体',
  description: '使用语言模型和工具完成任务：需要时调用工具，得到结果后再回答。',
  documentation:
    '智能体让语言模型按“智能体指令”完成“输入”中的任务：模型可以调用连接的工具（例如计算器、当前日期、网页读取或运行流程），读到工具的结果后继续思考，直到给出最终回答。' +
    '模型直接在智能体上选择：“模型服务商”（OpenAI、DeepSeek、通义千问等兼容 OpenAI 接口的服务，或 Anthropic）、“模型名称”、“API 密钥”（可选凭证类型的全局变量）和“基础 URL”（留空时使用服务商的地址，也可以填写任何兼容服务的地址），不需要另外的模型节点。' +
    '也可以把一个模型组件（如“OpenAI 兼容模型”或“Anthropic”）的“语言模型”输出连接到“连接的模型”，这时使用连接的模型，智能体上的模型设置不起作用。模型需要支持工具调用。' +
    '“工具”连接处于工具模式的组件的“工具集”输出：在组件的工具栏中打开“工具模式”，它的部分输入就由智能体在调用时填写，其余输入仍按节点上的设置；也可以连接“MCP 工具”的“工具”输出，使用 MCP 服务器的工具。' +
    '回答会逐个 token 地显示在对话中；每次工具调用的名称、参数、结果（或错误）和耗时显示在消息的“智能体步骤”中。工具出错时，错误会告诉模型（它可以换一种方式再试），不会中断智能体。' +
    '“历史消息数”决定读取当前会话中最近多少条消息作为对话上下文（0 表示不读取）。“最大迭代次数”限制调用模型的次数，每一轮工具调用算一次；达到上限时智能体停止并在回答中说明。' +
    '输出“回复”是智能体的回答消息，通常连接到“聊天输出”。智能体本身也可以打开工具模式，作为另一个智能体的工具（由对方填写“输入”）。',
  en: {
    display_name: 'Agent',
    description: 'Complete tasks with a language model and tools: it calls tools when it needs them and answers from their results.',
    documentation:
      'Agent has a language model carry out the task in its "Input", following the "Agent Instructions": the model can call the connected tools ' +
      '(such as Calculator, Current Date, Web Fetch or Run Flow), reads their results and thinks on until it gives its final answer. The model is ' +
      'chosen on the agent itself: the "Model Provider" (OpenAI, DeepSeek, Qwen and other services with an OpenAI-compatible API, or Anthropic), ' +
      'the "Model Name", the "API Key" (or a global variable of type credential) and the "Base URL" (empty for the provider\'s address; the address ' +
      'of any compatible service works), so no separate model node is needed. Alternatively, connect the "Language Model" output of a model ' +
      'component (such as OpenAI-Compatible Model or Anthropic) to "Connected Model"; the connected model is then used and the model settings on ' +
      'the agent have no effect. The model must support tool calling. "Tools" takes the "Toolset" output of components in tool mode: switch on ' +
      '"Tool mode" in a component\'s toolbar and the agent fills in some of its inputs when it calls it, the others keeping the values set on the ' +
      'node; the "Tools" output of MCP Tools connects there too, for the tools of an MCP server. The answer appears in the chat token by token; the name, arguments, result (or error) and duration of every tool call are shown in the ' +
      'message\'s "Agent Steps". When a tool fails, the error is passed to the model (which may try another way) and the agent goes on. "Message History" ' +
      'is how many of the current session\'s latest messages are read as the conversation so far (0 reads none). "Max Iterations" limits how often ' +
      'the model is called, each round of tool calls counting once; at the limit the agent stops and says so in its answer. The "Response" output ' +
      "is the agent's answer message, usually connected to Chat Output. An agent can be switched to tool mode too and serve as another agent's " +
      'tool, that agent filling in its "Input".',
  },
  icon: 'bot',
  category: 'agents',
  inputs: [
    {
      type: 'str',
      name: 'provider',
      display_name: '模型服务商',
      info: '智能体使用的模型服务；选择后填入它的基础 URL 和常用模型。连接了模型组件时不使用。',
      en: {
        display_name: 'Model Provider',
        info: 'The model service the agent uses; choosing one fills in its base URL and common models. Not used when a model component is connected.',
        options: PROVIDER_OPTION_LABELS_EN,
      },
      options: AGENT_PROVIDERS,
      real_time_refresh: true,
      value: DEFAULT_PRESET.name,
    },
    {
      type: 'str',
      name: 'model_name',
      display_name: '模型名称',
      info: '从列表中选择，或输入服务支持的任何模型名；模型需要支持工具调用。',
      en: { display_name: 'Model Name', info: 'Choose from the list or type any model name the service supports; the model must support tool calling.' },
      options: DEFAULT_PRESET.models,
      combobox: true,
      refresh_button: true,
      value: DEFAULT_PRESET.models[0],
    },
    apiKeyField('api_key', '模型服务的 API 密钥，或一个凭证类型的全局变量。', 'The API key of the model service, or a global variable of type credential.'),
    {
      type: 'str',
      name: 'openai_api_base',
      display_name: '基础 URL',
      info: '模型服务的接口地址；留空时使用所选服务商的地址。',
      en: { display_name: 'Base URL', info: "The API address of the model service; empty uses the chosen provider's address." },
      value: DEFAULT_PRESET.baseUrl,
    },
    {
      type: 'other',
      name: 'agent_llm',
      display_name: '连接的模型',
      info: '可选：连接模型组件的“语言模型”输出，代替上面选择的模型。',
      en: { display_name: 'Connected Model', info: 'Optional: connect the "Language Model" output of a model component to use it instead of the model chosen above.' },
      input_types: ['LanguageModel'],
    },
    { ...temperatureField(2, 0.1), advanced: true },
    ...MODEL_CALL_FIELDS.filter((field) => field.name === 'max_tokens' || field.name === 'timeout'),
    MAX_RETRIES_FIELD,
    {
      type: 'str',
      name: 'system_prompt',
      display_name: '智能体指令',
      info: '智能体的系统提示：它的角色、目标和回答要求。',
      en: { display_name: 'Agent Instructions', info: "The agent's system prompt: its role, its goals and how it should answer.", value: DEFAULT_AGENT_INSTRUCTIONS_EN },
      input_types: ['Message'],
      multiline: true,
      value: DEFAULT_AGENT_INSTRUCTIONS,
    },
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入',
      info: '要智能体回答的问题或完成的任务。',
      en: { display_name: 'Input', info: 'The question for the agent to answer or the task for it to complete.' },
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      required: true,
    },
    {
      type: 'other',
      name: 'tools',
      display_name: '工具',
      info: '连接处于工具模式的组件的“工具集”输出，或“MCP 工具”的“工具”输出，可以连接多个。',
      en: { display_name: 'Tools', info: 'Connect the "Toolset" output of components in tool mode, or the "Tools" output of MCP Tools; several can be connected.' },
      input_types: ['Tool'],
      list: true,
    },
    {
      type: 'int',
      name: 'n_messages',
      display_name: '历史消息数',
      info: '读取当前会话中最近多少条消息作为对话上下文；0 表示不读取历史。',
      en: { display_name: 'Message History', info: "How many of the current session's latest messages are read as the conversation so far; 0 reads no history." },
      advanced: true,
      range_spec: { min: 0, max: 1000, step: 1 },
      value: 100,
    },
    {
      type: 'int',
      name: 'max_iterations',
      display_name: '最大迭代次数',
      info: '最多调用模型的次数，每一轮工具调用算一次；达到上限时智能体停止并说明原因。',
      en: {
        display_name: 'Max Iterations',
        info: 'The most times the model is called, each round of tool calls counting once; at the limit the agent stops and says why.',
      },
      advanced: true,
      range_spec: { min: 1, max: 100, step: 1 },
      value: 15,
    },
  ],
  outputs: [{ name: 'response', display_name: '回复', en: { display_name: 'Response' }, types: ['Message'], method: 'run_agent' }],
  updateTemplate: async (update) => {
    // Anthropic is no OpenAI-compatible preset: choosing it fills in its own address and models.
    if (update.field === 'provider' && update.value === ANTHROPIC_PROVIDER) {
      const template = structuredClone(update.template);
      const base = template.openai_api_base;
      const model = template.model_name;
      if (typeof base === 'object' && base !== null) base.value = ANTHROPIC_BASE_URL;
      if (typeof model === 'object' && model !== null) Object.assign(model, { options: [...ANTHROPIC_MODELS], value: ANTHROPIC_MODELS[0] });
      return { template };
    }
    const provider = update.template.provider;
    if (update.field === 'model_name' && typeof provider === 'object' && provider?.value === ANTHROPIC_PROVIDER) return {};
    return updatePreset(update);
  },
  async run(context) {
    const { inputs, signal, logger } = context;
    const connected: unknown = inputs.agent_llm;
    const model = isLanguageModelValue(connected)
      ? connected
      : inlineModel(inlineProvider(connected, inputs.provider), { ...inputs, base_url: inputs.openai_api_base, json_mode: false }, context.services);
    const tools = (inputs.tools ?? []).filter(isTool);
    logger.log(`模型：${model.provider} ${model.modelName}；工具：${uniqueToolNames(tools).join('、') || '无'}`);
    // Called as a tool, the agent answers its caller's question, not this session's conversation.
    const history = context.toolCall
      ? []
      : await chatHistory({
          store: context.services.messageStore,
          sessionId: context.sessionId,
          flowId: context.flowId,
          limit: inputs.n_messages,
          input: inputs.input_value,
        });
    const message = createAgentMessage(context, inputs.input_value);
    try {
      const result = await runAgentLoop(
        {
          model,
          instructions: inputs.system_prompt,
          messages: [...history, { role: 'user', content: inputs.input_value }],
          tools: agentToolSet(tools),
          maxSteps: inputs.max_iterations,
          signal,
        },
        message,
      );
      if (result.stoppedAtLimit) {
        const notice = componentMessages.AGENT_STEP_LIMIT({ max: inputs.max_iterations });
        message.text(result.text === '' ? notice : `\n\n${notice}`);
        logger.warn(notice);
      }
    } catch (error) {
      // A cancelled build stops where it is; a failed one closes the message with what was said.
      if (!signal.aborted) message.finish();
      throw error;
    }
    return { response: message.finish() };
  },
});
