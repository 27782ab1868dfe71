// Simple Agent (Langflow's starter): an agent on a chat model with a calculator, the current date
// and a web page reader as tools.
import type { TemplateDescription } from './flowBuilder';
import { TEMPLATE_API_KEY_VARIABLE } from '../src/templateVariables';
import { API_KEY_STEP, API_KEY_STEP_EN, CHAT_PAGE_STEP, CHAT_PAGE_STEP_EN, chatModel, chatPage, chatPageEn, guideNote, guideText } from './parts';

const page = chatPage('我是一个会使用工具的智能体：可以计算、查看当前日期，也可以读取网页内容。', ['(3 + 4) × 12 等于多少？', '今天是星期几？', '读取 https://example.com 并总结内容'], 0, 1300);

export const simpleAgent: TemplateDescription = {
  key: 'simple-agent',
  id: '03f9f420-ee09-41f5-86d5-9a04069e1992',
  name: '简单智能体',
  description: '会使用工具的智能体：根据问题自行决定调用计算器、当前日期或网页读取，再给出回答。可以继续为它添加更多工具。',
  tags: ['assistants', 'agents'],
  icon: 'Bot',
  icon_bg_color: '#db2777',
  nodes: [
    chatModel('model', 0, -350, { stream: false }),
    { key: 'calculator', type: 'CalculatorComponent', x: -450, y: -200, toolMode: true },
    { key: 'date', type: 'CurrentDate', x: -450, y: 250, toolMode: true },
    { key: 'fetch', type: 'WebFetch', x: -450, y: 700, toolMode: true },
    { key: 'input', type: 'ChatInput', x: 0, y: 750 },
    // The connected model wins; the agent's own model choice names the same key should it be removed.
    { key: 'agent', type: 'Agent', x: 450, y: 150, values: { api_key: TEMPLATE_API_KEY_VARIABLE } },
    { key: 'output', type: 'ChatOutput', x: 900, y: 300 },
    ...page.nodes,
  ],
  edges: [
    ['model.model_output', 'agent.agent_llm'],
    ['calculator.component_as_tool', 'agent.tools'],
    ['date.component_as_tool', 'agent.tools'],
    ['fetch.component_as_tool', 'agent.tools'],
    ['input.message', 'agent.input_value'],
    ['agent.response', 'output.input_value'],
    ...page.edges,
  ],
  notes: [
    guideNote(
      '简单智能体',
      [
        API_KEY_STEP,
        '模型组件只把“语言模型”交给智能体；智能体会把回答逐字显示在对话中，并在消息里列出每次工具调用。',
        '计算器、当前日期和网页读取处于工具模式，它们的“工具集”连接到智能体的“工具”。任何支持工具模式的组件都可以这样加入。',
        '网页读取只能访问公网地址。',
        CHAT_PAGE_STEP,
      ],
      -900,
      -350,
      460,
    ),
  ],
  en: {
    name: 'Simple Agent',
    description: 'An agent that uses tools: it decides from the question whether to call the calculator, the current date or the web page reader, then answers. You can give it more tools.',
    notes: {
      guide: guideText('Simple Agent', [
        API_KEY_STEP_EN,
        'The model component only hands its "Language Model" to the agent; the agent shows its answer word by word in the chat and lists every tool call in the message.',
        'The calculator, current date and web page reader are in tool mode, their "Toolset" outputs connected to the agent\'s "Tools". Any component that supports tool mode can join this way.',
        'The web page reader can only reach public addresses.',
        CHAT_PAGE_STEP_EN,
      ]),
    },
    values: {
      agent: { system_prompt: 'You are a helpful assistant who can use tools to answer questions and complete tasks.' },
      ...chatPageEn('I am an agent that uses tools: I can calculate, tell the current date and read web pages.', ['What is (3 + 4) × 12?', 'What day of the week is it today?', 'Read https://example.com and sum it up']),
    },
  },
};
