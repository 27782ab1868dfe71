import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateExpression, formatDate, formatNumber } from '../src';
import { componentErrorOf, reasonOf } from './support/errors';
import { buildOne, registry, textOf } from './support/flows';

describe('evaluateExpression', () => {
  it.each<[string, number]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 / 4', 2.5],
    ['10 % 4', 2],
    ['2 ^ 10', 1024],
    ['2 ** 3', 8],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 ^ -1', 0.5],
    ['--3', 3],
    ['+4 - -4', 8],
    ['.5 + 1.', 1.5],
    ['1.5e3', 1500],
    ['2E-2', 0.02],
    ['8 - 3 - 2', 3],
    ['16 / 4 / 2', 2],
    ['sqrt(16) + abs(-3)', 7],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(3.14159, 2)', 3.14],
    ['floor(-1.5) + ceil(1.2)', 0],
    ['min(3, 1, 2) + max(4, 9)', 10],
    ['log(1000)', 3],
    ['log(8, 2)', 3],
    ['ln(e)', 1],
    ['exp(0)', 1],
    ['sin(0) + cos(0) + tan(0)', 1],
    ['cos(pi)', -1],
    ['PI', Math.PI],
    ['2π', NaN],
    ['3 × (4 ÷ 2)', 6],
    ['max（1，2）', 2],
    ['5 − 2', 3],
  ])('%s', (expression, expected) => {
    if (Number.isNaN(expected)) expect(() => evaluateExpression(expression)).toThrow();
    else expect(evaluateExpression(expression)).toBeCloseTo(expected, 12);
  });

  it.each<[string, string]>([
    ['', 'Enter an expression, e.g. (2 + 3) * 4.'],
    ['1 +', 'Unexpected end of expression at position 4.'],
    ['(1 + 2', 'Unexpected end of expression at position 7.'],
    ['1 + 2)', 'Unexpected ")" at position 6.'],
    ['2 3', 'Unexpected "3" at position 3.'],
    ['1 $ 2', 'Unexpected "$" at position 3.'],
    ['1.2.3', 'Unexpected ".3" at position 4.'],
    ['max(1,)', 'Unexpected ")" at position 7.'],
    ['foo(1)', 'Unknown name "foo". Known functions and constants: sqrt, abs, round, floor, ceil, min, max, log, ln, exp, sin, cos, tan, pi, e.'],
    ['require(1)', 'Unknown name "require". Known functions and constants: sqrt, abs, round, floor, ceil, min, max, log, ln, exp, sin, cos, tan, pi, e.'],
    ['pi(2)', '"pi" is a constant, not a function.'],
    ['sqrt 4', 'sqrt is a function: write sqrt(…).'],
    ['sqrt(1, 2)', 'sqrt takes one argument, not 2.'],
    ['max()', 'max takes at least one argument, not 0.'],
    ['1 / 0', 'Division by zero.'],
    ['5 % (2 - 2)', 'Division by zero.'],
    ['0 ^ -1', 'Division by zero.'],
    ['sqrt(-4)', 'Undefined result: the square root of a negative number.'],
    ['log(0)', 'Undefined result: the logarithm of a number that is not positive.'],
    ['log(8, 1)', 'Undefined result: a logarithm base must be positive and not 1.'],
    ['(-8) ^ (1/3)', 'Undefined result: a negative number to a fractional power.'],
    ['round(1, 0.5)', 'Undefined result: round takes a whole number of digits.'],
    ['10 ^ 400', 'The result is too large to represent.'],
  ])('refuses %j', (expression, message) => {
    expect(componentErrorOf(() => evaluateExpression(expression)).message).toBe(message);
  });

  it('writes results without floating-point noise', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1 / 3)).toBe('0.333333333333');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(2 ** 60)).toBe('1152921504610000000');
    expect(formatNumber(1e-20 / 3)).toBe('3.33333333333e-21');
  });
});

describe('Calculator component', () => {
  it('outputs the result as Data', async () => {
    const run = await buildOne('CalculatorComponent-ccccc', { expression: '(2 + 3) * 4' });
    expect(run.output.result).toEqual({ data: { result: '20', expression: '(2 + 3) * 4' }, text_key: 'result' });
  });

  it('fails the build with the reason', async () => {
    const run = await buildOne('CalculatorComponent-ccccc', { expression: '1 / (3 - 3)' });
    expect(reasonOf(run.error('CalculatorComponent-ccccc'))).toBe('Division by zero.');
  });

  it('marks the inputs an agent fills when it uses a component as a tool', () => {
    const toolInputs = (type: string) =>
      Object.entries(registry.frontendNode(type)?.template ?? {}).flatMap(([name, field]) => (typeof field === 'object' && field.tool_mode === true ? [name] : []));
    expect(toolInputs('CalculatorComponent')).toEqual(['expression']);
    expect(toolInputs('CurrentDate')).toEqual(['timezone']);
    expect(toolInputs('WebFetch')).toEqual(['url']);
    expect(toolInputs('URLComponent')).toEqual(['urls']);
  });
});

describe('dates', () => {
  const instant = new Date('2025-03-05T16:04:05Z');

  it.each<[string, string, string]>([
    ['Asia/Shanghai', 'YYYY-MM-DD HH:mm:ss Z dddd', '2025-03-06 00:04:05 +08:00 星期四'],
    ['UTC', 'YYYY-MM-DD HH:mm:ss Z dddd', '2025-03-05 16:04:05 +00:00 星期三'],
    ['America/New_York', 'HH:mm Z', '11:04 -05:00'],
    ['Asia/Kolkata', 'HH:mm Z', '21:34 +05:30'],
    ['Asia/Shanghai', '[今天是] YYYY 年 MM 月 DD 日', '今天是 2025 年 03 月 06 日'],
  ])('%s with %j', (timeZone, pattern, expected) => {
    expect(formatDate(instant, timeZone, pattern)).toBe(expected);
  });

  it('refuses unknown time zones', () => {
    expect(componentErrorOf(() => formatDate(instant, 'Mars/Base', 'YYYY')).message).toBe('Unknown time zone "Mars/Base". Use an IANA name such as Asia/Shanghai or UTC.');
  });
});

describe('Current Date component', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the clock when it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-01T00:00:00Z') });
    const run = await buildOne('CurrentDate-ddddd', { timezone: 'Asia/Tokyo' });
    expect(textOf(run.output.current_date)).toBe('2025-01-01 09:00:00 +09:00 星期三');
  });
});
