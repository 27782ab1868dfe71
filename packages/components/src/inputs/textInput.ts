// Text Input: a text the flow starts from (Langflow's TextInput), set on the node or by the run API.
import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';

export const TextInput = defineComponent({
  type: 'TextInput',
  display_name: '文本输入',
  description: '获取用户输入的文本。',
  documentation:
    '文本输入向流程提供一段文本。可以直接在节点上填写，也可以在调用运行接口时以 input_type 为 text 传入，' +
    '这时接口传入的 input_value 会替换节点上的文本。与聊天输入不同，它不会在对话窗口中显示消息，也不会写入会话历史。' +
    '输出“输出文本”是一条只含这段文本的消息，可连接到任何接受消息或文本的字段。',
  en: {
    display_name: 'Text Input',
    description: 'Get text the user enters.',
    documentation:
      'Text Input gives the flow a piece of text. Type it on the node, or pass it to the run API with input_type ' +
      'text; the input_value of the call then replaces the text on the node. Unlike Chat Input it shows no message in ' +
      'the chat window and writes nothing to the session history. Its "Output Text" output is a message holding just ' +
      'this text, for any field that takes a message or text.',
  },
  icon: 'type',
  category: 'inputs',
  io: { role: 'input', channel: 'text' },
  inputs: [
    {
      type: 'str',
      name: 'input_value',
      display_name: '文本',
      info: '作为输入传入流程的文本。',
      en: { display_name: 'Text', info: 'Text passed to the flow as its input.' },
      multiline: true,
      input_types: ['Message'],
      value: '',
    },
  ],
  outputs: [{ name: 'text', display_name: '输出文本', en: { display_name: 'Output Text' }, types: ['Message'], method: 'text_response' }],
  run(context) {
    return { text: textMessage(context, context.inputs.input_value) };
  },
});
