// isPythonCode finds Python statements in one pass; these hold it to the three plain patterns
// anchored at each line start, on code made of the tokens that decide them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPythonCode } from '../src/langflow';

const PLAIN = [
  /^\s*from\s+[\w.]+\s+import\s+[\w*(]/m,
  /^\s*class\s+\w+\s*(\([^)]*\))?\s*:\s*$/m,
  /^\s*(async\s+)?def\s+\w+\s*\([^)]*\)\s*(->\s*[^:]+)?:\s*$/m,
];
const plainIsPython = (code: string) => PLAIN.some((pattern) => pattern.test(code));

const SPACE = fc.constantFrom('', ' ', '  ', '\t', '\u00a0', '\v', '\n', '\r\n');
const WORD = fc.constantFrom('x', 'a.b', 'Component', '_1', '*', '(', 'from', 'import', 'class', 'def', 'async', '{', '=', ';', '//', '#', "'s'");
const TAIL = fc.constantFrom('', ':', ' : ', ':  ', ': x', ' ->', ' -> int:', '-> a: b:', ')', ' {');
// Lines shaped like the statements, with their parts, spaces and endings varied or left out.
const STATEMENT = fc.oneof(
  fc.tuple(fc.constantFrom('from', 'from ', 'frm'), SPACE, WORD, SPACE, fc.constantFrom('import', 'imports', ''), SPACE, WORD),
  fc.tuple(fc.constantFrom('class', 'class ', 'classy'), SPACE, WORD, fc.constantFrom('', '(A, B)', '(A', '()'), SPACE, TAIL, SPACE),
  fc.tuple(fc.constantFrom('def', 'async def', 'async\n def', 'async', 'define'), SPACE, WORD, SPACE, fc.constantFrom('(a)', '(a, b=1)', '(', '()'), SPACE, TAIL, SPACE),
  fc.array(WORD, { maxLength: 4 }),
).map((parts) => parts.join(''));
const LINE_END = fc.constantFrom('\n', '\r', '\r\n', '\u2028', '\u2029', ' ', '; ');
const code = fc
  .array(fc.tuple(SPACE, STATEMENT, LINE_END), { maxLength: 6 })
  .map((lines) => lines.map(([indent, statement, end]) => indent + statement + end).join(''));

describe('isPythonCode', () => {
  it('answers as the three patterns anchored at line starts', () => {
    fc.assert(
      fc.property(code, (text) => {
        expect(isPythonCode(text)).toBe(plainIsPython(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('finds statements after blank lines, indentation, other line ends and async, and not mid-line', () => {
    const cases = [
      'from a.b import c',
      'x = 1\n\n  \t from a import (b)',
      'x\r\nclass A:',
      'x\u2028class A(B, C):  ',
      'y\u2029async  def f(a) -> int:',
      '  async\n def f():',
      'def f(x) -> Dict[str, int]:\n',
      "import { defineComponent } from '@app/engine';",
      'x = 1; from a import b',
      'class A {',
      'const def = 1; def f():',
      'classy A:',
    ];
    expect(cases.map(isPythonCode)).toEqual(cases.map(plainIsPython));
    expect(cases.map(isPythonCode)).toEqual([true, true, true, true, true, true, true, false, false, false, false, false]);
  });
});
