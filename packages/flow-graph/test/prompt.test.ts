import { describe, expect, it } from 'vitest';
import { promptVariables } from '../src/fields/prompt';

describe('promptVariables', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['no variables', []],
    ['Hello {name}!', ['name']],
    ['{a} and {b} and {a}', ['a', 'b']],
    ['{ spaced }', ['spaced']],
    ['literal {{braces}} and {real}', ['real']],
    ['{}', []],
  ])('%j', (template, names) => {
    expect(promptVariables(template)).toEqual(names);
  });
});
