// Calculator: evaluates an arithmetic expression (Langflow's CalculatorComponent). The agent uses
// it as a tool; its expression field is the tool's one argument.
import { defineComponent } from '@app/engine';
import { createData } from '../values/data';
import { evaluateExpression, formatNumber } from './mathExpression';

export const Calculator = defineComponent({
  type: 'CalculatorComponent',
  display_name: '计算器',
  description: '计算数学表达式的值，例如 (2 + 3) * 4 或 sqrt(16) + 2^3。',
  documentation:
    '计算器按数学规则计算“表达式”的值，不会执行任何代码。支持加 +、减 -、乘 *、除 /、取余 %、乘方 ^（也可以写 **），括号、正负号、小数和科学计数法（如 1.5e3）；' +
    '乘方优先于正负号，例如 -2^2 等于 -4，2^3^2 等于 2^9。也可以输入 ×、÷、中文括号和中文逗号。' +
    '函数：sqrt 平方根、abs 绝对值、round(x) 或 round(x, 位数) 四舍五入、floor 向下取整、ceil 向上取整、min 和 max（可多个参数）、' +
    'log(x) 以 10 为底或 log(x, 底数)、ln 自然对数、exp、sin、cos、tan（弧度）；常量 pi（或 π）和 e。' +
    '结果最多保留 12 位有效数字，输出“计算结果”是一条数据，result 为结果文本，expression 为原表达式。' +
    '表达式有语法错误时报错并指出位置；除以零、负数开平方、对非正数取对数等没有意义的运算也会报错。' +
    '作为智能体的工具时，智能体填写“表达式”来做精确计算。',
  en: {
    display_name: 'Calculator',
    description: 'Evaluate a mathematical expression, such as (2 + 3) * 4 or sqrt(16) + 2^3.',
    documentation:
      'Calculator works out the value of the "Expression" by the rules of arithmetic and never runs code. It supports + - * / % (remainder) and ^ ' +
      '(power, also written **), parentheses, signs, decimals and scientific notation (such as 1.5e3); power binds tighter than a sign, so -2^2 is ' +
      '-4, and 2^3^2 is 2^9. ×, ÷ and full-width parentheses and commas can be typed too. Functions: sqrt, abs, round(x) or round(x, digits), ' +
      'floor, ceil, min and max (with any number of arguments), log(x) in base 10 or log(x, base), ln (natural logarithm), exp, sin, cos and tan ' +
      '(in radians); constants pi (or π) and e. Results keep at most 12 significant digits. The "Result" output is one Data: result is the result ' +
      'as text, expression the expression. A syntax error fails with its position; operations without meaning, such as division by zero, the square ' +
      "root of a negative number or the logarithm of a number that is not positive, fail too. As an agent's tool, the agent fills in the " +
      '"Expression" to calculate exactly.',
  },
  icon: 'calculator',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'expression',
      display_name: '表达式',
      info: '要计算的数学表达式，例如 (2 + 3) * 4。',
      en: { display_name: 'Expression', info: 'The arithmetic expression to evaluate, such as (2 + 3) * 4.' },
      placeholder: '(2 + 3) * 4',
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
  ],
  outputs: [{ name: 'result', display_name: '计算结果', en: { display_name: 'Result' }, types: ['Data'], method: 'evaluate_expression' }],
  run({ inputs, logger }) {
    const result = formatNumber(evaluateExpression(inputs.expression));
    logger.log(`${inputs.expression} = ${result}`);
    return { result: createData({ result, expression: inputs.expression }, 'result') };
  },
});
