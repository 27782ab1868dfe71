// Agent: a language model that calls tools until it can answer (Langflow's Agent). The model comes
// from a model component's LanguageModel output, the tools from components in tool mode.
import { defineComponent, isTool } from '@app/engine';
import { componentError, componentMessages } from '../messages';
import { isLanguageModelValue } from '../models/languageModel';
import { runAgentLoop } from './agentLoop';
import { createAgentMessage } from './agentMessage';
import { agentToolSet, uniqueToolNames } from './agentTools';
import { chatHistory } from './chatHistory';

export const DEFAULT_AGENT_INSTRUCTIONS = '你是一个乐于助人的助手，可以使用工具来回答问题和完成任务。';

export const Agent = defineComponent({
  type: 'Agent',
  display_name: '智能体',
  description: '使用语言模型和工具完成任务：需要时调用工具，得到结果后再回答。',
  documentation:
    '智能体让语言模型按“智能体指令”完成“输入”中的任务：模型可以调用连接的工具（例如计算器、当前日期、网页读取或运行流程），读到工具的结果后继续思考，直到给出最终回答。' +
    '“语言模型”连接一个模型组件（如“OpenAI 兼容模型”或“Anthropic 模型”）的“语言模型”输出，模型的服务商、密钥、温度和超时都在那里设置；模型需要支持工具调用。' +
    '“工具”连接处于工具模式的组件的“工具集”输出：在组件的工具栏中打开“工具模式”，它的部分输入就由智能体在调用时填写，其余输入仍按节点上的设置。' +
    '回答会逐个 token 地显示在对话中；每次工具调用的名称、参数、结果（或错误）和耗时显示在消息的“智能体步骤”中。工具出错时，错误会告诉模型（它可以换一种方式再试），不会中断智能体。' +
    '“历史消息数”决定读取当前会话中最近多少条消息作为对话上下文（0 表示不读取）。“最大迭代次数”限制调用模型的次数，每一轮工具调用算一次；达到上限时智能体停止并在回答中说明。' +
    '输出“回复”是智能体的回答消息，通常连接到“聊天输出”。智能体本身也可以打开工具模式，作为另一个智能体的工具（由对方填写“输入”）。',
  icon: 'bot',
  category: 'agents',
  inputs: [
    {
      type: 'other',
      name: 'agent_llm',
      display_name: '语言模型',
      info: '连接模型组件的“语言模型”输出；智能体用它思考并决定调用哪个工具。',
      input_types: ['LanguageModel'],
      required: true,
    },
    {
      type: 'str',
      name: 'system_prompt',
      display_name: '智能体指令',
      info: '智能体的系统提示：它的角色、目标和回答要求。',
      input_types: ['Message'],
      multiline: true,
      value: DEFAULT_AGENT_INSTRUCTIONS,
    },
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入',
      info: '要智能体回答的问题或完成的任务。',
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      required: true,
    },
    {
      type: 'other',
      name: 'tools',
      display_name: '工具',
      info: '连接处于工具模式的组件的“工具集”输出，可以连接多个。',
      input_types: ['Tool'],
      list: true,
    },
    {
      type: 'int',
      name: 'n_messages',
      display_name: '历史消息数',
      info: '读取当前会话中最近多少条消息作为对话上下文；0 表示不读取历史。',
      advanced: true,
      range_spec: { min: 0, max: 1000, step: 1 },
      value: 100,
    },
    {
      type: 'int',
      name: 'max_iterations',
      display_name: '最大迭代次数',
      info: '最多调用模型的次数，每一轮工具调用算一次；达到上限时智能体停止并说明原因。',
      advanced: true,
      range_spec: { min: 1, max: 100, step: 1 },
      value: 15,
    },
  ],
  outputs: [{ name: 'response', display_name: '回复', types: ['Message'], method: 'run_agent' }],
  async run(context) {
    const { inputs, signal, logger } = context;
    const model = inputs.agent_llm;
    if (!isLanguageModelValue(model)) throw componentError('AGENT_MODEL_INVALID');
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
