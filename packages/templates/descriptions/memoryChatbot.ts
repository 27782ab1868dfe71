// Memory Chatbot (Langflow's starter): Basic Prompting plus the session's message history in the
// prompt, so the model remembers the conversation.
import type { TemplateDescription } from './flowBuilder';
import { API_KEY_STEP, API_KEY_STEP_EN, CHAT_PAGE_STEP, CHAT_PAGE_STEP_EN, chatModel, chatPage, chatPageEn, guideNote, guideText } from './parts';

const page = chatPage('你好！我会记住我们聊过的内容，随时可以接着上次的话题继续。', ['我叫小王，请记住我的名字', '我刚才说我叫什么？', '总结一下我们聊了什么'], 0, 1050);

export const memoryChatbot: TemplateDescription = {
  key: 'memory-chatbot',
  id: '98055242-a253-4ecf-9ae1-e1c0a10004c9',
  name: '记忆聊天机器人',
  description: '带对话记忆的聊天机器人：每次回答前读取当前会话的消息历史放进提示词，模型能接着之前的对话继续聊。',
  tags: ['assistants', 'chatbots'],
  icon: 'MessagesSquare',
  icon_bg_color: '#7c3aed',
  nodes: [
    { key: 'memory', type: 'Memory', x: -450, y: 0 },
    {
      key: 'prompt',
      type: 'Prompt',
      x: 0,
      y: 0,
      values: {
        template: '你是一个乐于助人的 AI 助手，会参考之前的对话来回答用户。请用中文回答，需要时使用 Markdown。\n\n对话历史：\n{memory}',
      },
    },
    { key: 'input', type: 'ChatInput', x: 0, y: 550 },
    chatModel('model', 450, 150),
    { key: 'output', type: 'ChatOutput', x: 900, y: 300 },
    ...page.nodes,
  ],
  edges: [
    ['memory.messages_text', 'prompt.memory'],
    ['prompt.prompt', 'model.system_message'],
    ['input.message', 'model.input_value'],
    ['model.text_output', 'output.input_value'],
    ...page.edges,
  ],
  notes: [
    guideNote(
      '记忆聊天机器人',
      [
        API_KEY_STEP,
        '“消息历史”读取当前会话中保存的消息，填入提示词的 {memory} 变量；聊天输入和聊天输出会把每轮对话保存到会话中。',
        '在对话窗口先告诉它你的名字，再问它你叫什么。新建会话后历史从零开始。',
        CHAT_PAGE_STEP,
      ],
      -900,
      0,
    ),
  ],
  en: {
    name: 'Memory Chatbot',
    description: "A chatbot that remembers: before each answer it puts the current session's message history into the prompt, so the model carries on from the conversation so far.",
    notes: {
      guide: guideText('Memory Chatbot', [
        API_KEY_STEP_EN,
        '"Message History" reads the messages stored in the current session into the prompt\'s {memory} variable; Chat Input and Chat Output store every turn of the conversation in the session.',
        'In the chat window, first tell it your name, then ask what your name is. A new session starts with an empty history.',
        CHAT_PAGE_STEP_EN,
      ]),
    },
    values: {
      prompt: {
        template: 'You are a helpful AI assistant who answers with the conversation so far in mind. Use Markdown when useful.\n\nConversation history:\n{memory}',
      },
      ...chatPageEn('Hello! I remember what we talk about, so we can pick up where we left off any time.', ['My name is Alex, please remember it', 'What did I say my name was?', 'Sum up what we have talked about']),
    },
  },
};
