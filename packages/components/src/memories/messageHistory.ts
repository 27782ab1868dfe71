// Message History: the session's stored messages, as messages and as one text
// (Langflow's MemoryComponent in retrieve mode).
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { createMessageValue } from '../values/message';
import { renderRecord } from '../values/template';

export const SENDER_FILTERS = ['Machine', 'User', 'Machine and User'] as const;
export const MESSAGE_ORDERS = ['Ascending', 'Descending'] as const;

export const MessageHistory = defineComponent({
  type: 'Memory',
  display_name: '消息历史',
  description: '读取当前会话中保存的聊天消息。',
  documentation:
    '消息历史读取当前会话（或“会话 ID”指定的会话）中已保存的聊天消息，让模型能够参考之前的对话。' +
    '“消息数量”限制读取最近的多少条消息（0 表示全部）；“发送者类型”可只读取用户（User）或 AI（Machine）的消息，“发送者名称”可进一步按名称筛选；' +
    '“顺序”为 Ascending 时从旧到新排列，为 Descending 时从新到旧。输出“消息”是消息列表；输出“文本”把每条消息按“模板”转换后逐行连接，' +
    '模板中可使用 {text}、{sender}、{sender_name}、{session_id}、{timestamp} 等字段，默认为“{sender_name}: {text}”，常连接到提示词的 {memory} 变量。',
  en: {
    display_name: 'Message History',
    description: 'Read the chat messages stored in the current session.',
    documentation:
      'Message History reads the chat messages stored in the current session (or the session given in "Session ID"), ' +
      'so a model can refer to the conversation so far. "Number of Messages" limits how many of the latest messages ' +
      "are read (0 for all); \"Sender Type\" can read only the user's (User) or the AI's (Machine) messages, and " +
      '"Sender Name" filters further by name. With "Order" Ascending the messages run from oldest to newest, with ' +
      'Descending from newest to oldest. The "Messages" output is the list of messages; the "Text" output turns each ' +
      'message into text with the "Template" and joins them line by line. The template can use fields such as {text}, ' +
      '{sender}, {sender_name}, {session_id} and {timestamp}; the default is "{sender_name}: {text}", often connected ' +
      "to a prompt's {memory} variable.",
  },
  icon: 'message-square-more',
  category: 'memories',
  inputs: [
    {
      type: 'int',
      name: 'n_messages',
      display_name: '消息数量',
      info: '读取最近的多少条消息；0 表示全部。',
      en: { display_name: 'Number of Messages', info: 'How many of the latest messages to read; 0 for all.' },
      value: 100,
    },
    {
      type: 'str',
      name: 'sender',
      display_name: '发送者类型',
      info: '只读取该类型发送者的消息。',
      en: { display_name: 'Sender Type', info: 'Read only the messages of this type of sender.' },
      options: SENDER_FILTERS,
      advanced: true,
      value: 'Machine and User',
    },
    {
      type: 'str',
      name: 'sender_name',
      display_name: '发送者名称',
      info: '只读取该名称发送者的消息；留空时不筛选。',
      en: { display_name: 'Sender Name', info: 'Read only the messages of the sender with this name; leave empty not to filter.' },
      input_types: ['Message'],
      advanced: true,
      value: '',
    },
    {
      type: 'str',
      name: 'session_id',
      display_name: '会话 ID',
      info: '要读取的会话；留空时使用本次运行的会话。',
      en: { display_name: 'Session ID', info: "The session to read; leave empty to use this run's session." },
      input_types: ['Message'],
      advanced: true,
      value: '',
    },
    { type: 'str', name: 'order', display_name: '顺序', info: '消息的排列顺序。', en: { display_name: 'Order', info: 'The order of the messages.' }, options: MESSAGE_ORDERS, advanced: true, value: 'Ascending' },
    {
      type: 'str',
      name: 'template',
      display_name: '模板',
      info: '每条消息转换成文本的模板，可用 {text}、{sender}、{sender_name} 等字段。',
      en: { display_name: 'Template', info: 'The template that turns each message into text; it can use fields such as {text}, {sender} and {sender_name}.' },
      multiline: true,
      advanced: true,
      value: '{sender_name}: {text}',
    },
  ],
  outputs: [
    { name: 'messages', display_name: '消息', en: { display_name: 'Messages' }, types: ['Message'], method: 'retrieve_messages' },
    { name: 'messages_text', display_name: '文本', en: { display_name: 'Text' }, types: ['Message'], method: 'retrieve_messages_as_text' },
  ],
  async run(context) {
    const { inputs, services, sessionId, flowId } = context;
    const store = services.messageStore;
    if (!store) throw componentError('MESSAGE_STORE_UNAVAILABLE');
    const stored = await store.list({
      sessionId: inputs.session_id || sessionId,
      flowId,
      sender: inputs.sender === 'Machine and User' ? undefined : inputs.sender,
      senderName: inputs.sender_name || undefined,
      limit: inputs.n_messages > 0 ? inputs.n_messages : undefined,
    });
    const messages = inputs.order === 'Descending' ? [...stored].reverse() : stored;
    const text = messages.map((message) => renderRecord(inputs.template, { ...message })).join('\n');
    return { messages, messages_text: createMessageValue(context, { text }) };
  },
});
