// Basic Prompting (Langflow's starter): the prompt sets the model's role as its system message and
// the chat input is the user's message.
import type { TemplateDescription } from './flowBuilder';
import { API_KEY_STEP, API_KEY_STEP_EN, CHAT_PAGE_STEP, CHAT_PAGE_STEP_EN, chatModel, chatPage, chatPageEn, guideNote, guideText } from './parts';

const page = chatPage('你好！我是你的 AI 助手，有什么可以帮你？', ['用三句话介绍一下你自己', '帮我写一封请假邮件', '什么是提示词工程？'], 0, 950);

export const basicPrompting: TemplateDescription = {
  key: 'basic-prompting',
  id: '014b35e7-e94b-4eb0-9a4c-f036ced39c2c',
  name: '基础提示词',
  description: '用提示词设定模型的角色和语气，直接与模型对话。最简单的对话流程，适合从这里开始搭建你的助手。',
  tags: ['assistants', 'chatbots'],
  icon: 'Braces',
  icon_bg_color: '#2563eb',
  nodes: [
    {
      key: 'prompt',
      type: 'Prompt',
      x: 0,
      y: 0,
      values: {
        template: '你是一位热情、专业的 AI 助手，帮助用户解答问题、完成写作和学习任务。请用简洁、友好的中文回答，需要时使用 Markdown 列表或代码块。',
      },
    },
    { key: 'input', type: 'ChatInput', x: 0, y: 450 },
    chatModel('model', 450, 100),
    { key: 'output', type: 'ChatOutput', x: 900, y: 250 },
    ...page.nodes,
  ],
  edges: [['prompt.prompt', 'model.system_message'], ['input.message', 'model.input_value'], ['model.text_output', 'output.input_value'], ...page.edges],
  notes: [
    guideNote(
      '基础提示词',
      [
        API_KEY_STEP,
        '“提示词”作为系统消息设定助手的角色和语气，修改它就能得到不同风格的助手。',
        '打开对话窗口输入消息：消息发给模型，回答逐字显示在对话中。',
        CHAT_PAGE_STEP,
      ],
      -450,
      0,
    ),
  ],
  en: {
    name: 'Basic Prompting',
    description: "Set the model's role and tone with a prompt and chat with it directly. The simplest chat flow, a good place to start building your assistant.",
    notes: {
      guide: guideText('Basic Prompting', [
        API_KEY_STEP_EN,
        'The "Prompt" is the system message that sets the assistant\'s role and tone; change it to get an assistant of another style.',
        'Open the chat window and type a message: it goes to the model, and the answer appears word by word in the chat.',
        CHAT_PAGE_STEP_EN,
      ]),
    },
    values: {
      prompt: {
        template:
          'You are a warm, professional AI assistant who helps users answer questions and with writing and learning tasks. Answer concisely and kindly, using Markdown lists or code blocks when useful.',
      },
      ...chatPageEn('Hello! I am your AI assistant. How can I help you?', ['Introduce yourself in three sentences', 'Help me write a leave request email', 'What is prompt engineering?']),
    },
  },
};
