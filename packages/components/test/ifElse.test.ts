import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, evaluateCondition } from '../src';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';
import { componentErrorOf } from './support/errors';

describe('evaluateCondition', () => {
  it.each([
    ['Hello', 'equals', 'hello', false, true],
    ['Hello', 'equals', 'hello', true, false],
    ['Hello', 'not equals', 'hello', false, false],
    ['Hello', 'not equals', 'hello', true, true],
    ['Say HELLO there', 'contains', 'hello', false, true],
    ['Say HELLO there', 'contains', 'hello', true, false],
    ['Hello world', 'starts with', 'HELLO', false, true],
    ['Hello world', 'starts with', 'world', false, false],
    ['Hello world', 'ends with', 'WORLD', false, true],
    ['Hello world', 'ends with', 'WORLD', true, false],
    ['order #123 shipped', 'regex', '#\\d+', true, true],
    ['ORDER 7', 'regex', '^order \\d$', false, true],
    ['ORDER 7', 'regex', '^order \\d$', true, false],
    ['3', 'less than', '10', false, true],
    [' 10 ', 'less than or equal', '10', false, true],
    ['2.5', 'greater than', '2', false, true],
    ['-1', 'greater than or equal', '0', false, false],
  ] as const)('%j %s %j (case sensitive: %s) is %s', (text, operator, match, caseSensitive, expected) => {
    expect(evaluateCondition(text, operator, match, caseSensitive)).toBe(expected);
  });

  it('refuses an invalid regular expression', () => {
    const error = componentErrorOf(() => evaluateCondition('x', 'regex', '(unclosed', true));
    expect(error.code).toBe('INVALID_REGEX');
    expect(error.message).toMatch(/^Invalid regular expression "\(unclosed": .+/);
  });

  it('refuses number comparisons on text that is not a number', () => {
    expect(() => evaluateCondition('ten', 'less than', '10', false)).toThrow('Cannot compare "ten" with "10": both must be numbers.');
    expect(() => evaluateCondition('', 'greater than', '0', false)).toThrow('Cannot compare "" with "0": both must be numbers.');
  });

  it('offers Langflow’s operators', () => {
    expect(CONDITION_OPERATORS).toContain('regex');
    expect(CONDITION_OPERATORS).toHaveLength(10);
  });
});

/** ChatInput → If-Else; true → Combine (yes) → ChatOutput-ttttt; false → ChatOutput-fffff; both sides also reach the merge parser. */
function routing(operator: string, match: string, extra: Record<string, unknown> = {}) {
  const nodes = [
    makeNode('ChatInput-iiiii'),
    makeNode('ConditionalRouter-rrrrr', { operator, match_text: match, ...extra }),
    makeNode('CombineText-ttttt', { text2: '(yes)' }),
    makeNode('ChatOutput-ttttt'),
    makeNode('ChatOutput-fffff'),
    makeNode('parser-mmmmm', { pattern: '{text}', sep: '+' }),
  ];
  const edges = [
    connect(nodes, 'ChatInput-iiiii.message', 'ConditionalRouter-rrrrr.input_text'),
    connect(nodes, 'ConditionalRouter-rrrrr.true_result', 'CombineText-ttttt.text1'),
    connect(nodes, 'CombineText-ttttt.combined_text', 'ChatOutput-ttttt.input_value'),
    connect(nodes, 'ConditionalRouter-rrrrr.false_result', 'ChatOutput-fffff.input_value'),
    connect(nodes, 'CombineText-ttttt.combined_text', 'parser-mmmmm.input_data'),
    connect(nodes, 'ConditionalRouter-rrrrr.false_result', 'parser-mmmmm.input_data'),
  ];
  return { nodes, edges };
}

describe('If-Else', () => {
  it('takes the true branch and excludes the false one', async () => {
    const { nodes, edges } = routing('starts with', 'refund');
    const run = await build(nodes, edges, { inputs: { input_value: 'Refund my order' } });

    expect(run.result.status).toBe('completed');
    // The output and the merge run concurrently; which ends first is not fixed.
    expect(new Set(run.built())).toEqual(new Set(['ChatInput-iiiii', 'ConditionalRouter-rrrrr', 'CombineText-ttttt', 'ChatOutput-ttttt', 'parser-mmmmm']));
    expect(Object.keys(run.values('ConditionalRouter-rrrrr'))).toEqual(['true_result']);
    expect(run.messages().map((message) => message.text)).toEqual(['Refund my order', 'Refund my order (yes)']);
    expect(textOf(run.values('parser-mmmmm').parsed_text)).toBe('Refund my order (yes)');
  });

  it('takes the false branch and excludes the true one', async () => {
    const { nodes, edges } = routing('starts with', 'refund');
    const run = await build(nodes, edges, { inputs: { input_value: 'Where is my parcel?' } });

    expect(new Set(run.built())).toEqual(new Set(['ChatInput-iiiii', 'ConditionalRouter-rrrrr', 'ChatOutput-fffff', 'parser-mmmmm']));
    const router = run.events.find((event) => event.event === 'end_vertex' && event.data.build_data.id === 'ConditionalRouter-rrrrr');
    expect(router?.event === 'end_vertex' && router.data.build_data.inactivated_vertices).toEqual(['CombineText-ttttt', 'ChatOutput-ttttt']);
    expect(run.messages().map((message) => message.text)).toEqual(['Where is my parcel?', 'Where is my parcel?']);
    expect(textOf(run.values('parser-mmmmm').parsed_text)).toBe('Where is my parcel?');
  });

  it('sends the case messages instead of the input when they are set', async () => {
    const values = { input_text: 'yes', operator: 'equals', match_text: 'YES', true_case_message: 'approved', false_case_message: 'rejected' };
    expect(textOf((await buildOne('ConditionalRouter-rrrrr', values)).output.true_result)).toBe('approved');
    const strict = await buildOne('ConditionalRouter-rrrrr', { ...values, case_sensitive: true });
    expect(textOf(strict.output.false_result)).toBe('rejected');
  });

  it('fails on an invalid regex and on a missing match text', async () => {
    const invalid = await buildOne('ConditionalRouter-rrrrr', { input_text: 'a', operator: 'regex', match_text: '[' });
    expect(invalid.error('ConditionalRouter-rrrrr')).toContain('Invalid regular expression "["');
    const missing = await buildOne('ConditionalRouter-rrrrr', { input_text: 'a' });
    expect(missing.error('ConditionalRouter-rrrrr')).toContain('条件判断 is missing 匹配文本.');
  });

  it('fails on an operator it does not know', async () => {
    const run = await buildOne('ConditionalRouter-rrrrr', { input_text: 'a', match_text: 'a', operator: 'sounds like' });
    expect(run.error('ConditionalRouter-rrrrr')).toContain('Unknown operator "".');
  });
});
