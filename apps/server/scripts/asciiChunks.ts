// V8 keeps each loaded module's source text in the heap, one byte per character when every
// character is Latin-1 and two otherwise. esbuild escapes non-ASCII characters in strings and
// identifiers but leaves them in the comments it keeps and in regular-expression literals, so one
// "—" in a dependency's comment made a 2.3 MB chunk cost 4.6 MB of old space for the server's
// whole life (about 3.8 MB over the chunks a start loads; issue 19). This tsup plugin writes those
// characters as \u escapes, which mean the same there.
import { parse, tokTypes } from 'acorn';
import MagicString from 'magic-string';
import type { Options } from 'tsup';
import { editedChunk } from './editedChunk';

type Plugin = NonNullable<Options['plugins']>[number];

const NON_ASCII = /[\u0080-\uffff]/g;

/** `code` with the non-ASCII characters of its comments and regular expressions escaped. */
export function escapeNonAscii(code: string): MagicString {
  const out = new MagicString(code);
  if (!/[\u0080-\uffff]/.test(code)) return out;
  const ranges: Array<[start: number, end: number]> = [];
  parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => ranges.push([start, end]),
    onToken: (token) => {
      if (token.type === tokTypes.regexp) ranges.push([token.start, token.end]);
    },
  });
  // Comments and tokens arrive in source order: one pass over both.
  ranges.sort((a, b) => a[0] - b[0]);
  let range = 0;
  for (const match of code.matchAll(NON_ASCII)) {
    const at = match.index;
    while (range < ranges.length && ranges[range]![1] <= at) range++;
    const inside = range < ranges.length && ranges[range]![0] <= at;
    if (!inside) continue;
    // In a regular expression "\。" is the character itself; its escape replaces both.
    let backslashes = 0;
    while (code[at - 1 - backslashes] === '\\') backslashes++;
    const start = backslashes % 2 === 1 ? at - 1 : at;
    out.overwrite(start, at + 1, `\\u${code.charCodeAt(at).toString(16).padStart(4, '0')}`);
  }
  return out;
}

/** Escapes what esbuild left non-ASCII in each JavaScript chunk, and moves the map's columns after each escape with it. */
export const asciiChunks: Plugin = {
  name: 'ascii-chunks',
  renderChunk(code, chunk) {
    return chunk.path.endsWith('.js') ? editedChunk(escapeNonAscii(code), chunk) : undefined;
  },
};
