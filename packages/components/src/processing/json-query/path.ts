// Plain paths, the JSON filter's fallback when the text is not a query: dotted keys with
// bracketed indices or quoted keys, e.g. `items[0].name`, `items.0.name`, `0.name`, `a["b c"]`.
// A number between dots picks an array element or, on an object, the key of that name.
import { QuerySyntaxError } from './lexer';
import type { QueryNode } from './parser';

/** A key written without brackets: no spaces or query punctuation (quote such keys: ["a b"]). */
const PLAIN_KEY = /^[^\s|,(){}"'?:<>=!]+$/u;

export function parsePath(path: string): QueryNode {
  let node: QueryNode = { kind: 'identity' };
  let index = path.startsWith('.') ? 1 : 0;
  // A segment follows the start and every dot; brackets may follow any segment or the start.
  let expectSegment = index === 0 ? !path.startsWith('[') : !path.startsWith('[', index);
  while (index < path.length) {
    if (expectSegment) {
      let end = index;
      while (end < path.length && !'.[]'.includes(path[end] as string)) end += 1;
      const name = path.slice(index, end);
      if (name === '') throw new QuerySyntaxError('empty path segment', index);
      // Query syntax in a segment means a mistyped query, whose own error says more.
      if (!PLAIN_KEY.test(name)) throw new QuerySyntaxError(`"${name}" is not a plain key`, index);
      node = /^-?\d+$/.test(name) ? { kind: 'field', target: node, name, loose: true } : { kind: 'field', target: node, name };
      index = end;
      expectSegment = false;
      continue;
    }
    const char = path[index];
    if (char === '.') {
      index += 1;
      expectSegment = !path.startsWith('[', index);
      if (index === path.length) throw new QuerySyntaxError('the path ends with "."', index - 1);
    } else if (char === '[') {
      const close = path.indexOf(']', index);
      if (close === -1) throw new QuerySyntaxError('"[" without "]"', index);
      node = bracketSegment(node, path.slice(index + 1, close).trim(), index);
      index = close + 1;
    } else {
      throw new QuerySyntaxError(`unexpected "${String(char)}"`, index);
    }
  }
  return node;
}

function bracketSegment(target: QueryNode, inner: string, at: number): QueryNode {
  if (/^-?\d+$/.test(inner)) return { kind: 'index', target, index: { kind: 'literal', value: Number(inner) } };
  const quoted = /^(["'])(.*)\1$/s.exec(inner);
  if (quoted) return { kind: 'field', target, name: quoted[2] as string };
  throw new QuerySyntaxError(`"[${inner}]" is neither an index nor a quoted key`, at);
}
