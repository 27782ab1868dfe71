// The chat inputs and outputs share Langflow's message options: who sends, whether the message is
// stored, and how the playground draws it.
import type { MessageProperties } from '@app/flow-graph';

export const SENDER_OPTIONS = ['Machine', 'User'] as const;

/** The advanced fields both chat components have after sender and sender name: session, storage, style. */
export const CHAT_MESSAGE_OPTIONS = [
  {
    type: 'str',
    name: 'session_id',
    display_name: '会话 ID',
    info: '消息所属的会话；留空时使用本次运行的会话。',
    en: { display_name: 'Session ID', info: "The session the message belongs to; leave empty to use this run's session." },
    input_types: ['Message'],
    advanced: true,
    value: '',
  },
  {
    type: 'bool',
    name: 'should_store_message',
    display_name: '保存消息',
    info: '把消息保存到会话历史中，供消息历史组件和聊天记录读取。',
    en: { display_name: 'Store Messages', info: 'Save the message in the session history, for the Message History component and the chat log.' },
    advanced: true,
    value: true,
  },
  {
    type: 'str',
    name: 'background_color',
    display_name: '背景颜色',
    info: '消息气泡的背景颜色。',
    en: { display_name: 'Background Color', info: "The background color of the message's bubble." },
    advanced: true,
    value: '',
  },
  { type: 'str', name: 'chat_icon', display_name: '图标', info: '消息旁显示的图标。', en: { display_name: 'Icon', info: 'The icon shown next to the message.' }, advanced: true, value: '' },
  {
    type: 'str',
    name: 'text_color',
    display_name: '文字颜色',
    info: '消息文字的颜色。',
    en: { display_name: 'Text Color', info: "The color of the message's text." },
    advanced: true,
    value: '',
  },
] as const;

export interface ChatStyle {
  background_color: string;
  chat_icon: string;
  text_color: string;
}

/** Message properties from the style fields; empty fields keep the playground's defaults. */
export function styleProperties(style: ChatStyle): MessageProperties {
  const properties: MessageProperties = {};
  if (style.background_color !== '') properties.background_color = style.background_color;
  if (style.text_color !== '') properties.text_color = style.text_color;
  if (style.chat_icon !== '') properties.icon = style.chat_icon;
  return properties;
}
