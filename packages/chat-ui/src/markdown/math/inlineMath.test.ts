import { describe, expect, it } from 'vitest';
import { findInlineMath, protectInlineMath, remarkInlineMath } from './inlineMath';

const texts = (text: string) => findInlineMath(text).map((math) => (math.display ? `$$${math.tex}$$` : math.tex));

describe('findInlineMath', () => {
  it.each<[string, string, string[]]>([
    ['a formula', 'Euler: $e^{i\\pi} + 1 = 0$.', ['e^{i\\pi} + 1 = 0']],
    ['two formulas', '$a_1$ and $b^*$', ['a_1', 'b^*']],
    ['prices', 'costs $5 and $6', []],
    ['a price range', 'from $5-$10 a month', []],
    ['a price then maths', 'pay $5 for $x$', ['x']],
    ['space after the opening dollar', 'say $ x$ now', []],
    ['space before the closing dollar', 'say $x $ now', []],
    ['a digit after the closing dollar', 'between $a$1 and b', []],
    ['an escaped dollar', 'literal \\$x$ here', []],
    ['an escaped dollar inside', '$a\\$b$', ['a\\$b']],
    ['across lines', '$a\nb$', []],
    ['across a code span', 'run `$HOME` and `$PATH`', []],
    ['display maths inside a line', 'so $$ x^2 $$ holds', ['$$x^2$$']],
  ])('%s', (_name, text, expected) => {
    expect(texts(text)).toEqual(expected);
  });
});

describe('remarkInlineMath', () => {
  it('turns placeholders in text into maths spans and restores them elsewhere', () => {
    const { markdown, maths } = protectInlineMath('a $x$ b');
    expect(markdown).not.toContain('$');
    const placeholder = markdown.slice(2, -2);
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: markdown }] },
        { type: 'inlineCode', value: placeholder },
        { type: 'link', url: `https://e.x/${placeholder}`, children: [] },
      ],
    };
    remarkInlineMath({ maths })(tree);
    expect(tree.children[0]!.children).toEqual([
      { type: 'text', value: 'a ' },
      { type: 'text', value: 'x', data: { hName: 'span', hProperties: { className: ['math-inline'] }, hChildren: [{ type: 'text', value: 'x' }] } },
      { type: 'text', value: ' b' },
    ]);
    expect(tree.children[1]).toEqual({ type: 'inlineCode', value: '$x$' });
    expect(tree.children[2]).toMatchObject({ url: 'https://e.x/$x$' });
  });
});
