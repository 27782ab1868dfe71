// UI Output: the greeting and suggestion chips the chat page shows, read by the chat page after
// each run (the spec's UIOutput special component) — configured ones from UI Input, or follow-up
// questions a model proposes.
import { defineComponent } from '@app/engine';
import { chatUiData, cleanSuggestions, MAX_SUGGESTIONS, readChatUi, suggestionsIn } from './chatUi';

export const UIOutput = defineComponent({
  type: 'UIOutput',
  display_name: '聊天界面输出',
  description: '把开场白和推荐问题交给应用的聊天页显示。',
  documentation:
    '聊天界面输出是聊天页读取开场白和推荐问题的地方：每次运行后，聊天页从这个组件的结果中取出开场白和推荐问题按钮；运行接口（output_type 为 any，或 output_component 指向它）也会返回它的结果。' +
    '“界面设置”连接“聊天界面输入”，提供配置好的开场白和推荐问题；“开场白”填写或连接消息时替换界面设置中的开场白。' +
    '“推荐问题”可以连接消息、数据或数据列表，例如让模型根据对话提出几个后续问题：消息文本可以是 JSON 数组、每行一个 JSON（字符串或含 name 和 url 的对象），也可以是每行一个问题的普通文本，' +
    `序号、列表符号和 Markdown 代码块标记会被去掉；数据读取其 name 和 url 字段。连接的推荐问题最多保留“推荐问题数量”个，不是 http 或 https 的链接会被忽略；没有得到任何问题时沿用界面设置中的推荐问题。` +
    `输出“聊天界面”是一条数据：greeting 为开场白，suggestions 为推荐问题列表（最多 ${MAX_SUGGESTIONS} 个），每项含 name 和可选的 url。`,
  en: {
    display_name: 'Chat UI Output',
    description: "Hand the greeting and suggested questions to the app's chat page.",
    documentation:
      'Chat UI Output is where the chat page reads its greeting and suggestions: after every run the chat page takes the greeting and the ' +
      'suggestion buttons from this component\'s result, and the run API returns it too (with output_type any, or output_component set to it). "UI Settings" ' +
      'connects to Chat UI Input for the configured greeting and suggestions; a "Greeting" typed here or connected to a message replaces the one in ' +
      'the UI settings. "Suggestions" can connect to messages, Data or lists of Data, for example a model proposing a few follow-up questions: a ' +
      "message's text can be a JSON array, one JSON value per line (a string or an object with name and url) or plain text with one question per " +
      'line, numbering, list markers and Markdown code fences being removed; Data gives its name and url fields. At most "Max Suggestions" of the ' +
      'connected suggestions are kept and links that are not http or https are ignored; when none is usable, the suggestions of the UI settings ' +
      `stay. The "Chat UI" output is one Data: greeting is the greeting, suggestions the list of suggestions (at most ${MAX_SUGGESTIONS}), each ` +
      'with a name and an optional url.',
  },
  icon: 'Lightbulb',
  category: 'outputs',
  io: { role: 'output', channel: 'data' },
  inputs: [
    {
      type: 'other',
      name: 'ui_config',
      display_name: '界面设置',
      info: '连接“聊天界面输入”：配置好的开场白和推荐问题。',
      en: { display_name: 'UI Settings', info: 'Connect Chat UI Input: the configured greeting and suggestions.' },
      input_types: ['Data'],
    },
    {
      type: 'str',
      name: 'greeting',
      display_name: '开场白',
      info: '填写或连接消息时替换界面设置中的开场白。',
      en: { display_name: 'Greeting', info: 'Typed or connected to a message, it replaces the greeting of the UI settings.' },
      input_types: ['Message'],
      multiline: true,
      value: '',
    },
    {
      type: 'other',
      name: 'suggestions',
      display_name: '推荐问题',
      info: '本次运行后要显示的推荐问题：消息（JSON 或每行一个问题）、数据或数据列表。',
      en: { display_name: 'Suggestions', info: 'The suggestions to show after this run: a message (JSON or one question per line), Data or a list of Data.' },
      input_types: ['Message', 'Data', 'DataFrame'],
      list: true,
    },
    {
      type: 'int',
      name: 'max_suggestions',
      display_name: '推荐问题数量',
      info: '从连接的推荐问题中最多保留的个数。',
      en: { display_name: 'Max Suggestions', info: 'The most connected suggestions kept.' },
      range_spec: { min: 1, max: MAX_SUGGESTIONS, step: 1 },
      advanced: true,
      value: 3,
    },
  ],
  outputs: [{ name: 'ui', display_name: '聊天界面', en: { display_name: 'Chat UI' }, types: ['Data'], method: 'build_ui' }],
  run({ inputs, logger }) {
    const configured = readChatUi(inputs.ui_config);
    const greeting = inputs.greeting.trim() === '' ? configured.greeting : inputs.greeting;
    let suggestions = configured.suggestions;
    if (inputs.suggestions !== undefined && inputs.suggestions.length > 0) {
      const proposed = cleanSuggestions(suggestionsIn(inputs.suggestions), inputs.max_suggestions, (dropped) =>
        logger.log(`已忽略推荐问题“${dropped.name}”的无效链接：${dropped.url ?? ''}`),
      );
      if (proposed.length > 0) suggestions = proposed;
      else logger.log('连接的推荐问题中没有可用的问题，沿用界面设置中的推荐问题。');
    }
    return { ui: chatUiData({ greeting, suggestions }) };
  },
});
