// If-Else: routes a text to its true or false output (Langflow's ConditionalRouter). The losing
// output's branch is excluded for the rest of the build, so a component fed by both branches
// still runs with just the winning side.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { textMessage } from '../values/message';
import { offload } from '../compute/offload';
import { regexProblem } from '../shared/linearRegex';
import { CONDITION_OPERATORS, conditionHoldsTask, isConditionOperator } from './condition';

export const IfElse = defineComponent({
  type: 'ConditionalRouter',
  display_name: '条件判断',
  description: '按文本比较的结果把消息送往“真”或“假”分支。',
  documentation:
    '条件判断（If-Else）把“输入文本”与“匹配文本”按所选运算比较：equals、not equals、contains、starts with、ends with、' +
    'regex（正则表达式，在文本任意位置匹配，可用 ^ 和 $ 锚定），以及 less than、greater than 等数值比较。默认不区分大小写，开启“区分大小写”后按原样比较。' +
    '条件成立时消息从“真”输出，否则从“假”输出；未被选中的分支上的组件本次不会运行，同时连接两个分支的组件只收到被选中一侧的值。' +
    '输出的消息默认是输入文本，也可以在高级选项中分别指定为真或为假时输出的消息。正则表达式无效、数值比较的两侧不是数字时会报错。',
  en: {
    display_name: 'If-Else',
    description: 'Route a message to the "True" or "False" branch by comparing text.',
    documentation:
      'If-Else compares "Input Text" with "Match Text" by the chosen operator: equals, not equals, contains, starts ' +
      'with, ends with, regex (a regular expression matched anywhere in the text; anchor it with ^ and $), and number ' +
      'comparisons such as less than and greater than. It ignores case unless "Case Sensitive" is on. When the ' +
      'condition holds the message leaves through "True", otherwise through "False"; components on the branch not ' +
      'taken do not run this time, and a component connected to both branches only receives the value of the branch ' +
      'taken. The message sent is the input text by default; the advanced options can set the messages for true and ' +
      'false. An invalid regular expression, or a number comparison where a side is not a number, is an error.',
  },
  icon: 'split',
  category: 'logic',
  inputs: [
    { type: 'str', name: 'input_text', display_name: '输入文本', info: '要判断的文本。', en: { display_name: 'Input Text', info: 'The text to check.' }, input_types: ['Message'], required: true },
    {
      type: 'str',
      name: 'operator',
      display_name: '运算',
      info: '比较输入文本与匹配文本的方式。',
      en: { display_name: 'Operator', info: 'How the input text is compared with the match text.' },
      options: CONDITION_OPERATORS,
      value: 'equals',
    },
    { type: 'str', name: 'match_text', display_name: '匹配文本', info: '与输入文本比较的文本。', en: { display_name: 'Match Text', info: 'The text the input text is compared with.' }, input_types: ['Message'], required: true },
    { type: 'bool', name: 'case_sensitive', display_name: '区分大小写', info: '比较时是否区分大小写。', en: { display_name: 'Case Sensitive', info: 'Whether the comparison tells upper and lower case apart.' }, value: false },
    {
      type: 'str',
      name: 'true_case_message',
      display_name: '为真时的消息',
      info: '条件成立时输出的消息；留空时输出输入文本。',
      en: { display_name: 'Message If True', info: 'The message sent when the condition holds; leave empty to send the input text.' },
      input_types: ['Message'],
      advanced: true,
      value: '',
    },
    {
      type: 'str',
      name: 'false_case_message',
      display_name: '为假时的消息',
      info: '条件不成立时输出的消息；留空时输出输入文本。',
      en: { display_name: 'Message If False', info: 'The message sent when the condition does not hold; leave empty to send the input text.' },
      input_types: ['Message'],
      advanced: true,
      value: '',
    },
  ],
  outputs: [
    { name: 'true_result', display_name: '真', en: { display_name: 'True' }, types: ['Message'], method: 'true_response', group_outputs: true },
    { name: 'false_result', display_name: '假', en: { display_name: 'False' }, types: ['Message'], method: 'false_response', group_outputs: true },
  ],
  checkFields({ operator, match_text, case_sensitive }) {
    if (operator !== 'regex' || typeof match_text !== 'string' || match_text === '') return [];
    const reason = regexProblem(match_text, case_sensitive === true ? '' : 'i');
    return reason === null ? [] : [{ field: 'match_text', reason }];
  },
  async run(context) {
    const { inputs, excludeBranch, logger } = context;
    const { input_text: text, operator, match_text: match, case_sensitive: caseSensitive } = inputs;
    if (!isConditionOperator(operator)) throw componentError('UNKNOWN_OPERATOR', { operator });
    const holds = await offload(context, conditionHoldsTask, { text, operator, match, caseSensitive }, text.length);
    logger.log(holds ? '条件成立' : '条件不成立');
    excludeBranch(holds ? 'false_result' : 'true_result');
    const routed = (holds ? inputs.true_case_message : inputs.false_case_message) || inputs.input_text;
    return holds ? { true_result: textMessage(context, routed) } : { false_result: textMessage(context, routed) };
  },
});
