// Prompt: a template whose `{variables}` become input fields (Langflow's PromptComponent).
import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';
import { renderTemplate } from '../values/template';
import { valueToText } from '../values/text';
import { promptVariables } from './promptTemplate';

export const Prompt = defineComponent({
  type: 'Prompt',
  display_name: '提示词',
  description: '用带变量的模板生成提示词。',
  documentation:
    '提示词组件把一段模板文本变成发给模型的提示词。模板中用单层花括号包住的名称（例如 {question}）是变量，' +
    '保存模板后每个变量都会成为节点上的一个输入字段，可以直接填写，也可以连接聊天输入、消息历史、解析器等组件的消息输出；' +
    '连接了多个值的变量按行拼接。需要输出字面花括号时写成双层花括号，例如 {{"key": "value"}} 会原样输出 {"key": "value"}。' +
    '变量名不能以数字开头，也不能包含空格或 , . : ; ! ? / \\ ( ) [ ] 等字符。输出“提示词”是一条消息，其文本为填好变量后的模板。',
  en: {
    display_name: 'Prompt',
    description: 'Build a prompt from a template with variables.',
    documentation:
      'The Prompt component turns a template into the prompt sent to a model. A name in single curly braces in the ' +
      'template (for example {question}) is a variable: once the template is saved, each variable becomes an input ' +
      'field on the node, to type in or to connect to the message output of Chat Input, Message History, Parser and ' +
      'other components; a variable with several values connected joins them line by line. Write double curly braces ' +
      'for literal ones: {{"key": "value"}} gives {"key": "value"}. A variable name cannot start with a digit or ' +
      'contain spaces or characters such as , . : ; ! ? / \\ ( ) [ ]. The "Prompt" output is a message whose text is ' +
      'the template with its variables filled in.',
  },
  icon: 'braces',
  category: 'prompts',
  inputs: [
    {
      type: 'prompt',
      name: 'template',
      display_name: '模板',
      info: '提示词模板；{变量名} 会成为输入字段，{{ 和 }} 输出字面花括号。',
      en: { display_name: 'Template', info: 'The prompt template; {name} becomes an input field, {{ and }} give literal braces.' },
      value: '',
    },
  ],
  outputs: [{ name: 'prompt', display_name: '提示词', en: { display_name: 'Prompt' }, types: ['Message'], method: 'build_prompt' }],
  run(context) {
    const { inputs, dynamicInputs } = context;
    // Validating again at run time catches templates saved without the editor's check (imports, the API).
    promptVariables(inputs.template);
    const text = renderTemplate(inputs.template, (name) => valueToText(dynamicInputs[name]));
    return { prompt: textMessage(context, text) };
  },
});
