import { describe, expect, it } from 'vitest';
import { badgeLabel, promptVariableRanges } from './promptVariables';

describe('promptVariableRanges', () => {
  it.each([
    ['no braces', 'Hello', []],
    ['one variable', 'Answer {question}', ['question']],
    ['every occurrence', '{b} {a} {b}', ['b', 'a', 'b']],
    ['doubled braces are literal', 'JSON like {{"a": 1}} and {{name}}', []],
    ['a variable inside literal braces', '{{{name}}}', ['name']],
    ['an empty pair is text', 'empty {} here', []],
    ['an unclosed brace is text', 'open {name', []],
    ['a nested brace is text until a clean name', '{a{b}', ['b']],
    ['Chinese names', '请回答{问题}', ['问题']],
  ])('%s', (_case, template, names) => {
    expect(promptVariableRanges(template).map((range) => range.name)).toEqual(names);
  });

  it('gives the offsets of each variable for highlighting', () => {
    expect(promptVariableRanges('Hi {name}, {{x}} {b}')).toEqual([
      { name: 'name', from: 3, to: 9 },
      { name: 'b', from: 17, to: 20 },
    ]);
  });
});

describe('badgeLabel', () => {
  it.each([
    ['short names stay', 'question', 'question'],
    ['59 characters stay', 'a'.repeat(59), 'a'.repeat(59)],
    ['60 characters keep 56 and end in ...', 'a'.repeat(60), `${'a'.repeat(56)}...`],
  ])('%s', (_case, name, label) => {
    expect(badgeLabel(name)).toBe(label);
  });
});
