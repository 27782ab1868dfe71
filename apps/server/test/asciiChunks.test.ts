// The build escapes what esbuild leaves non-ASCII (comments, regular expressions), so that V8 keeps
// each loaded chunk's source at one byte per character (issue 19); the escaped code means the same.
import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../scripts/asciiChunks';

const isAscii = (code: string) => !/[\u0080-\uffff]/.test(code);

/** The regular expressions of `const name = /body/flags;` lines. */
function regexps(code: string): Record<string, RegExp> {
  return Object.fromEntries([...code.matchAll(/^const (\w+) = \/(.*)\/(\w*);$/gm)].map(([, name, body, flags]) => [name, new RegExp(body!, flags)]));
}

describe('escapeNonAscii', () => {
  it('escapes comments and regular expressions, which then match the same text', () => {
    const code = [
      '/** Advisory only — not enforced. */',
      'const end = /[。！？]|\\n/g;',
      'const quoted = /^["“「](.*)["”」]$/u;',
      'const emoji = /😀+/u;',
      'const escaped = /a\\。b/;',
      'const literal = "\\u2014"; // “quoted”',
    ].join('\n');
    const escaped = escapeNonAscii(code).toString();
    expect(isAscii(escaped)).toBe(true);
    expect(escaped).toContain('const literal = "\\u2014"; // \\u201cquoted\\u201d');
    const before = regexps(code);
    const after = regexps(escaped);
    for (const name of ['end', 'quoted', 'emoji', 'escaped']) expect(after[name]!.source).not.toBe(before[name]!.source);
    expect('好。是！'.match(after.end!)).toEqual('好。是！'.match(before.end!));
    expect(after.quoted!.exec('“标题”')?.[1]).toBe('标题');
    expect(after.emoji!.exec('x😀😀')?.[0]).toBe('😀😀');
    expect(after.escaped!.test('a。b')).toBe(true);
  });

  it('leaves ASCII code as it is', () => {
    const code = 'const a = /[\\s]+/g; // plain\n';
    expect(escapeNonAscii(code).toString()).toBe(code);
    expect(escapeNonAscii(code).hasChanged()).toBe(false);
  });
});
