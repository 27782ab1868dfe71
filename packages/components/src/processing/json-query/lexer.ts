// Tokens of the JSON query language (a jq subset). Identifiers take letters of any script, so
// `.名称` works on Chinese keys.

export type Token =
  | { kind: 'punct'; value: string; at: number }
  | { kind: 'ident'; value: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'end'; at: number };

/** A query that cannot be read; the filter then tries the text as a plain path. */
export class QuerySyntaxError extends Error {
  constructor(message: string, at: number) {
    super(`${message} at position ${at + 1}`);
    this.name = 'QuerySyntaxError';
  }
}

// Longest first, so "==" is not read as "=" "=".
const PUNCTUATION = ['==', '!=', '<=', '>=', '//', '.', '[', ']', '{', '}', '(', ')', '|', ',', ':', '?', '<', '>', '-'];
const IDENT_START = /[\p{L}_]/u;
const IDENT_PART = /[\p{L}\p{N}_]/u;
const DIGIT = /[0-9]/;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const char = query[index] as string;
    if (/\s/u.test(char)) {
      index += 1;
    } else if (char === '"') {
      const { value, end } = readString(query, index);
      tokens.push({ kind: 'string', value, at: index });
      index = end;
    } else if (DIGIT.test(char)) {
      const match = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(query.slice(index)) as RegExpExecArray;
      tokens.push({ kind: 'number', value: Number(match[0]), at: index });
      index += match[0].length;
    } else if (IDENT_START.test(char)) {
      let end = index + 1;
      while (end < query.length && IDENT_PART.test(query[end] as string)) end += 1;
      tokens.push({ kind: 'ident', value: query.slice(index, end), at: index });
      index = end;
    } else {
      const punct = PUNCTUATION.find((candidate) => query.startsWith(candidate, index));
      if (punct === undefined) throw new QuerySyntaxError(`unexpected character "${char}"`, index);
      // ".." is jq's recursive descent, which this subset leaves out.
      if (punct === '.' && query[index + 1] === '.') throw new QuerySyntaxError('".." is not supported', index);
      tokens.push({ kind: 'punct', value: punct, at: index });
      index += punct.length;
    }
  }
  tokens.push({ kind: 'end', at: query.length });
  return tokens;
}

/** A JSON string literal starting at `start` (the opening quote). */
function readString(query: string, start: number): { value: string; end: number } {
  let value = '';
  let index = start + 1;
  while (index < query.length) {
    const char = query[index] as string;
    if (char === '"') return { value, end: index + 1 };
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    const escape = query[index + 1] ?? '';
    if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(query.slice(index + 2, index + 6))) {
      value += String.fromCharCode(Number.parseInt(query.slice(index + 2, index + 6), 16));
      index += 6;
    } else if (Object.hasOwn(ESCAPES, escape)) {
      value += ESCAPES[escape];
      index += 2;
    } else {
      throw new QuerySyntaxError(`invalid escape "\\${escape}" in a string`, index);
    }
  }
  throw new QuerySyntaxError('unterminated string', start);
}
