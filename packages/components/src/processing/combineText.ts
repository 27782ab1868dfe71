// Combine Text: two texts joined by a delimiter (Langflow's CombineTextComponent).
import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';

export const CombineText = defineComponent({
  type: 'CombineText',
  display_name: '合并文本',
  description: '用分隔符把两段文本连接成一段。',
  documentation:
    '合并文本把“第一段文本”和“第二段文本”按顺序连接起来，中间插入“分隔符”（默认是一个空格），例如把用户问题和补充说明拼成一段再交给模型。' +
    '两段文本都可以直接填写或连接消息输出，空文本按空字符串处理，分隔符仍会保留。输出“合并后的文本”是一条包含连接结果的消息。',
  en: {
    display_name: 'Combine Text',
    description: 'Join two texts into one with a delimiter.',
    documentation:
      'Combine Text joins "First Text" and "Second Text" in that order with the "Delimiter" between them (a single space by default), for example ' +
      "to put a user's question and a note together before a model reads them. Either text can be typed or connected to a message output; an empty " +
      'text counts as an empty string and the delimiter is still kept. The "Combined Text" output is a message holding the result.',
  },
  icon: 'merge',
  category: 'processing',
  inputs: [
    {
      type: 'str',
      name: 'text1',
      display_name: '第一段文本',
      info: '放在前面的文本。',
      en: { display_name: 'First Text', info: 'The text that comes first.' },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'str',
      name: 'text2',
      display_name: '第二段文本',
      info: '放在后面的文本。',
      en: { display_name: 'Second Text', info: 'The text that comes second.' },
      input_types: ['Message'],
      value: '',
    },
    {
      type: 'str',
      name: 'delimiter',
      display_name: '分隔符',
      info: '插入两段文本之间的字符串。',
      en: { display_name: 'Delimiter', info: 'The string put between the two texts.' },
      input_types: ['Message'],
      value: ' ',
    },
  ],
  outputs: [{ name: 'combined_text', display_name: '合并后的文本', en: { display_name: 'Combined Text' }, types: ['Message'], method: 'combine_texts' }],
  run(context) {
    const { text1, text2, delimiter } = context.inputs;
    return { combined_text: textMessage(context, [text1, text2].join(delimiter)) };
  },
});
