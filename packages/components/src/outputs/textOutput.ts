// Text Output: a text result of the flow for the run API (Langflow's TextOutput); nothing is shown
// in the playground.
import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';

export const TextOutput = defineComponent({
  type: 'TextOutput',
  display_name: '文本输出',
  description: '通过接口返回文本结果。',
  documentation:
    '文本输出把一段文本作为流程的结果返回给运行接口的调用方（output_type 为 text 时），适合不需要对话窗口的流程，例如批量处理或被其他系统调用的流程。' +
    '“输入”可以直接填写，也可以连接任何输出消息或文本的组件。它不会在对话窗口中显示消息，也不会写入会话历史。' +
    '输出“输出文本”是一条只含这段文本的消息。',
  en: {
    display_name: 'Text Output',
    description: 'Return a text result through the API.',
    documentation:
      'Text Output returns a piece of text as the result of the flow to the caller of the run API (with output_type ' +
      'text); it suits flows without a chat window, such as batch processing or flows other systems call. "Input" can ' +
      'be typed in or connected to any component that outputs a message or text. It shows no message in the chat ' +
      'window and writes nothing to the session history. The "Output Text" output is a message holding just this ' +
      'text.',
  },
  icon: 'type',
  category: 'outputs',
  io: { role: 'output', channel: 'text' },
  inputs: [
    {
      type: 'str',
      name: 'input_value',
      display_name: '输入',
      info: '作为输出返回的文本。',
      en: { display_name: 'Input', info: 'The text returned as the output.' },
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
