// Chat Output: shows the flow's answer in the playground (Langflow's ChatOutput), streaming it
// token by token when the input is a stream.
import { defineComponent, isChatMessage } from '@app/engine';
import { CHAT_MESSAGE_OPTIONS, SENDER_OPTIONS, styleProperties } from '../shared/chatOptions';
import { dataText, isData } from '../values/data';
import { jsonText, valueToText } from '../values/text';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Chat text for a value: structured data shows as a JSON block, so the playground renders it as code. */
export function chatText(value: unknown): string {
  if (isData(value)) return dataText(value) ?? jsonBlock(value.data);
  if (Array.isArray(value)) return value.map(chatText).join('\n');
  if (typeof value === 'object' && value !== null && !isChatMessage(value)) return jsonBlock(value);
  return valueToText(value);
}

function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${jsonText(value)}\n\`\`\``;
}

async function* textChunks(chunks: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const chunk of chunks) yield valueToText(chunk);
}

export const ChatOutput = defineComponent({
  type: 'ChatOutput',
  display_name: '聊天输出',
  description: '在对话窗口中显示消息。',
  documentation:
    '聊天输出把流程的结果作为一条 AI 消息显示在对话窗口中，并在开启“保存消息”时写入当前会话的历史。' +
    '“输入”可以连接消息、数据或数据列表：消息显示其文本（并带上消息的文件），数据显示其文本字段，没有文本字段的数据以 JSON 代码块显示，列表逐项换行显示。' +
    '当上游是流式输出的模型时，回答会逐个 token 地流入同一条消息，生成结束后消息才算完成。' +
    '上游是智能体时，智能体已经显示的那条消息（连同它的“智能体步骤”）就是这条消息，不会重复显示。' +
    '输出“输出消息”是最终显示的那条消息，也是运行接口返回的结果。',
  en: {
    display_name: 'Chat Output',
    description: 'Show a message in the chat window.',
    documentation:
      'Chat Output shows the result of the flow as an AI message in the chat window and, with "Store Messages" on, ' +
      "saves it in the current session's history. \"Input\" takes a message, data or a list of data: a message shows " +
      'its text (with its files), data shows its text field, data without a text field is shown as a JSON code block, ' +
      'and a list shows one item per line. When the upstream is a streaming model, the answer flows token by token ' +
      'into the same message, which is complete when generation ends. When the upstream is an agent, the message the ' +
      'agent already shows (with its "Agent Steps") is this message and is not shown twice. The "Output Message" ' +
      'output is the message finally shown, also what the run API returns.',
  },
  icon: 'MessagesSquare',
  category: 'outputs',
  io: { role: 'output', channel: 'chat' },
  inputs: [
    {
      type: 'other',
      name: 'input_value',
      display_name: '输入',
      info: '要显示的消息或数据。',
      en: { display_name: 'Input', info: 'The message or data to show.' },
      input_types: ['Data', 'DataFrame', 'Message'],
      required: true,
    },
    {
      type: 'str',
      name: 'sender',
      display_name: '发送者类型',
      info: '消息的发送者类型。',
      en: { display_name: 'Sender Type', info: 'The type of sender of the message.' },
      options: SENDER_OPTIONS,
      advanced: true,
      value: 'Machine',
    },
    {
      type: 'str',
      name: 'sender_name',
      display_name: '发送者名称',
      info: '消息上显示的发送者名称。',
      en: { display_name: 'Sender Name', info: 'The sender name shown on the message.' },
      input_types: ['Message'],
      advanced: true,
      value: 'AI',
    },
    ...CHAT_MESSAGE_OPTIONS,
  ],
  outputs: [{ name: 'message', display_name: '输出消息', en: { display_name: 'Output Message' }, types: ['Message'], method: 'message_response' }],
  async run({ inputs, events, services, sessionId }) {
    const value = inputs.input_value;
    // A message its producer already shows (an agent's, with its steps) is updated, not repeated;
    // a user's message never is.
    const shown = isChatMessage(value) && value.sender !== 'User' ? value : undefined;
    const init = {
      ...(shown ? { id: shown.id, timestamp: shown.timestamp, content_blocks: shown.content_blocks } : {}),
      sender: inputs.sender,
      sender_name: inputs.sender_name,
      session_id: inputs.session_id || sessionId,
      files: isChatMessage(value) ? value.files : [],
      properties: styleProperties(inputs),
    };
    const message = isAsyncIterable(value)
      ? await events.streamMessage(init, textChunks(value))
      : events.addMessage({ ...init, text: chatText(value) });
    if (inputs.should_store_message) await services.messageStore?.save(message);
    return { message };
  },
});
