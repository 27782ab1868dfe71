// Chat Input: the user's message from the playground or the run API (Langflow's ChatInput).
import { defineComponent } from '@app/engine';
import { CHAT_MESSAGE_OPTIONS, SENDER_OPTIONS, styleProperties } from '../shared/chatOptions';

export const ChatInput = defineComponent({
  type: 'ChatInput',
  display_name: '聊天输入',
  description: '从对话窗口获取用户输入的消息。',
  documentation:
    '聊天输入是对话流程的起点：在对话窗口或通过运行接口（input_type 为 chat）发送的文本会填入“输入文本”，' +
    '随消息上传的文件填入“文件”。组件把它们组成一条发送者为 User 的消息，立即显示在对话窗口中，' +
    '并在开启“保存消息”时写入当前会话的历史，供消息历史组件读取。输出“聊天消息”可以连接到提示词变量、模型输入或条件判断等任何接受消息的字段。' +
    '一个流程中只能有一个聊天输入组件。',
  en: {
    display_name: 'Chat Input',
    description: 'Get the message the user types in the chat window.',
    documentation:
      'Chat Input starts a conversation flow: the text sent in the chat window or through the run API (input_type chat) fills "Input Text", ' +
      'and files uploaded with the message fill "Files". The component turns them into a message from User, shows it in the chat window at once ' +
      'and, with "Store Messages" on, saves it in the current session\'s history for the Message History component to read. Its "Chat Message" output ' +
      'connects to any field that takes a message, such as a prompt variable, a model input or a condition. A flow can have only one Chat Input.',
  },
  icon: 'MessagesSquare',
  category: 'inputs',
  io: { role: 'input', channel: 'chat' },
  inputs: [
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入文本',
      info: '作为输入传入流程的消息。',
      en: { display_name: 'Input Text', info: 'The message passed to the flow as its input.' },
      multiline: true,
      input_types: [],
      value: '',
    },
    {
      type: 'str',
      name: 'sender',
      display_name: '发送者类型',
      info: '消息的发送者类型。',
      en: { display_name: 'Sender Type', info: 'The type of sender of the message.' },
      options: SENDER_OPTIONS,
      advanced: true,
      value: 'User',
    },
    {
      type: 'str',
      name: 'sender_name',
      display_name: '发送者名称',
      info: '消息上显示的发送者名称。',
      en: { display_name: 'Sender Name', info: 'The sender name shown on the message.' },
      input_types: ['Message'],
      advanced: true,
      value: 'User',
    },
    ...CHAT_MESSAGE_OPTIONS,
    {
      type: 'file',
      name: 'files',
      display_name: '文件',
      info: '随消息发送的文件。',
      en: { display_name: 'Files', info: 'Files sent with the message.' },
      list: true,
      advanced: true,
      value: [],
    },
  ],
  outputs: [{ name: 'message', display_name: '聊天消息', en: { display_name: 'Chat Message' }, types: ['Message'], method: 'message_response' }],
  async run({ inputs, events, services, sessionId }) {
    const message = events.addMessage({
      text: inputs.input_value,
      sender: inputs.sender,
      sender_name: inputs.sender_name,
      session_id: inputs.session_id || sessionId,
      files: inputs.files,
      properties: styleProperties(inputs),
    });
    if (inputs.should_store_message) await services.messageStore?.save(message);
    return { message };
  },
});
