// The JSON filter of spec/3 section 5: a JSON query or, failing that, a plain path, applied to a
// JSON value; the result must be an object or an array that serialises as JSON. The JSON filter
// component and the server's output filter (an output's `options.filter`) both call it.
import { componentError } from '../../messages';
import { evaluate } from './evaluate';
import { QuerySyntaxError } from './lexer';
import { parseQuery, type QueryNode } from './parser';
import { parsePath } from './path';
import { isJsonObject, jsonType } from './values';

export type JsonResult = Record<string, unknown> | unknown[];

/** A query, or the plain path it falls back to; both failing is an invalid path. */
export function compileFilter(filter: string): QueryNode {
  const text = filter.trim();
  if (text === '') return { kind: 'identity' };
  try {
    return parseQuery(text);
  } catch (queryError) {
    if (!(queryError instanceof QuerySyntaxError)) throw queryError;
    try {
      return parsePath(text);
    } catch (pathError) {
      if (!(pathError instanceof QuerySyntaxError)) throw pathError;
      throw componentError('JSON_FILTER_SYNTAX', { query: text, detail: queryError.message });
    }
  }
}

/**
 * Whether a query can give other than exactly one result (it iterates or lists several). Such a
 * query's results are gathered into an array, so `.items[].name` gives a list even for one item.
 */
export function yieldsMany(node: QueryNode): boolean {
  switch (node.kind) {
    case 'identity':
    case 'literal':
    case 'array':
      return false;
    case 'iterate':
    case 'comma':
      return true;
    case 'field':
    case 'optional':
      return yieldsMany(node.target);
    case 'index':
      return yieldsMany(node.target) || yieldsMany(node.index);
    case 'slice':
      return [node.target, node.from, node.to].some((part) => part !== undefined && yieldsMany(part));
    case 'pipe':
    case 'alternative':
    case 'and':
    case 'or':
    case 'compare':
      return yieldsMany(node.left) || yieldsMany(node.right);
    case 'object':
      return node.entries.some((entry) => yieldsMany(entry.value));
    case 'call':
      // map builds one array; the others give a result per result of their argument.
      return node.name !== 'map' && node.argument !== undefined && yieldsMany(node.argument);
  }
}

export function applyJsonFilter(input: unknown, filter: string): JsonResult {
  const query = compileFilter(filter);
  const results = evaluate(query, { value: input, path: [] }).map((result) => result.value);
  const many = yieldsMany(query) || results.length > 1;
  const result = many ? results : results[0];
  if (many ? results.length === 0 : result === undefined || result === null) {
    throw componentError('JSON_FILTER_EMPTY', { query: filter.trim() || '.' });
  }
  if (!Array.isArray(result) && !isJsonObject(result)) throw componentError('JSON_FILTER_NOT_OBJECT_OR_ARRAY', { type: jsonType(result) });
  assertSerialisable(result);
  return result;
}

/** Values that came from other components (not parsed JSON) may hold what JSON cannot say. */
function assertSerialisable(result: JsonResult): void {
  try {
    JSON.stringify(result);
  } catch (error) {
    // V8's circular-structure text spans several lines; its first line says what went wrong.
    const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0] as string;
    throw componentError('JSON_FILTER_NOT_SERIALISABLE', { detail });
  }
}
