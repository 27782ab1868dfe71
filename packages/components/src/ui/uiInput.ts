// UI Input: the greeting and suggestion chips a flow's chat page starts with, configured on the
// canvas (the spec's UIInput special component).
import { defineComponent } from '@app/engine';
import { chatUiData, MAX_SUGGESTIONS, tableSuggestions } from './chatUi';

export const UIInput = defineComponent({
  type: 'UIInput',
  display_name: '聊天界面输入',
  description: '设置应用聊天页的开场白和推荐问题。',
  documentation:
    '聊天界面输入设置发布后的应用在聊天页上显示的内容：对话开始前显示的“开场白”（支持 Markdown），以及开场白下方的“推荐问题”按钮。' +
    `“推荐问题”每行一个，最多 ${MAX_SUGGESTIONS} 个：“问题”是按钮上的文字，点击后作为消息发送；填写了“链接”（http 或 https 地址）的按钮改为在新标签页中打开该链接。` +
    '把输出“界面设置”连接到“聊天界面输出”的“界面设置”，聊天页就从“聊天界面输出”读取这些内容。' +
    '它不接收用户消息，也不影响流程的回答；在编辑器中只运行到这个组件即可预览开场白和推荐问题。' +
    '输出“界面设置”是一条数据：greeting 为开场白，suggestions 为推荐问题列表，每项含 name 和可选的 url。',
  en: {
    display_name: 'Chat UI Input',
    description: "Set the greeting and suggested questions of the app's chat page.",
    documentation:
      'Chat UI Input sets what a published app shows on its chat page: the "Greeting" shown before the conversation starts (Markdown is supported) ' +
      `and the "Suggestions" buttons below it. Suggestions take one row each, at most ${MAX_SUGGESTIONS}: the "Question" is the text on the button, ` +
      'sent as a message when it is clicked; a button with a "Link" (an http or https address) opens that link in a new tab instead. Connect the ' +
      '"UI Settings" output to the "UI Settings" input of Chat UI Output, and the chat page reads these from Chat UI Output. It takes no user ' +
      "message and does not change the flow's answers; in the editor, running only up to this component previews the greeting and suggestions. The " +
      '"UI Settings" output is one Data: greeting is the greeting, suggestions the list of suggestions, each with a name and an optional url.',
  },
  icon: 'LayoutPanelTop',
  category: 'inputs',
  inputs: [
    {
      type: 'str',
      name: 'greeting',
      display_name: '开场白',
      info: '聊天页在对话开始前显示的欢迎语，支持 Markdown。',
      en: { display_name: 'Greeting', info: 'The welcome text the chat page shows before the conversation starts; Markdown is supported.' },
      multiline: true,
      value: '',
    },
    {
      type: 'table',
      name: 'suggestions',
      display_name: '推荐问题',
      info: `显示在开场白下方的问题按钮，最多 ${MAX_SUGGESTIONS} 个；填写链接时按钮打开该链接。`,
      en: {
        display_name: 'Suggestions',
        info: `Question buttons shown below the greeting, at most ${MAX_SUGGESTIONS}; a button with a link opens it.`,
        columns: {
          name: { display_name: 'Question', description: 'The text on the button, sent as a message when it is clicked.' },
          url: { display_name: 'Link', description: 'Optional: an http or https address opened in a new tab when the button is clicked.' },
        },
      },
      table_schema: {
        columns: [
          { name: 'name', display_name: '问题', description: '按钮上的文字，点击后作为消息发送。', default: '', edit_mode: 'inline' },
          { name: 'url', display_name: '链接', description: '可选：点击按钮时在新标签页中打开的 http 或 https 地址。', default: '', edit_mode: 'inline' },
        ],
      },
      value: [],
    },
  ],
  outputs: [{ name: 'ui', display_name: '界面设置', en: { display_name: 'UI Settings' }, types: ['Data'], method: 'build_ui' }],
  run({ inputs }) {
    return { ui: chatUiData({ greeting: inputs.greeting, suggestions: tableSuggestions(inputs.suggestions) }) };
  },
});
