// Runs a parsed query over a value. Unlike jq, a missing property or an index past the end is an
// error, not null, because the JSON filter must say which part of a path failed (spec/3 section
// 5); `?` and `//` still let a query tolerate gaps on purpose.
import { ComponentError, componentError } from '../../messages';
import { callFunction } from './functions';
import { child, constructed, element, field, formatPath, type Located } from './located';
import type { CompareOperator, QueryNode } from './parser';
import { compareJson, isJsonObject, isTruthy, jsonType } from './values';

/** Every result of `node` on `input`, in jq's order. */
export function evaluate(node: QueryNode, input: Located): Located[] {
  switch (node.kind) {
    case 'identity':
      return [input];
    case 'literal':
      return [constructed(node.value)];
    case 'field':
      return evaluate(node.target, input).map((target) => field(target, node.name, node.loose === true));
    case 'index':
      // The index runs on the same input as the whole step: `.[.i]` reads `.i` of the input.
      return evaluate(node.target, input).flatMap((target) =>
        evaluate(node.index, input).map((key) => (typeof key.value === 'string' ? field(target, key.value, false) : element(target, key.value))),
      );
    case 'slice': {
      const bounds = [node.from, node.to].map((bound) => (bound ? evaluate(bound, input).map((item) => item.value) : [undefined]));
      return evaluate(node.target, input).flatMap((target) => cartesian(bounds).map(([from, to]) => slice(target, from, to)));
    }
    case 'iterate':
      return evaluate(node.target, input).flatMap(iterate);
    case 'optional':
      return attempt(() => evaluate(node.target, input)) ?? [];
    case 'pipe':
      return evaluate(node.left, input).flatMap((item) => evaluate(node.right, item));
    case 'comma':
      return [...evaluate(node.left, input), ...evaluate(node.right, input)];
    case 'alternative': {
      const left = (attempt(() => evaluate(node.left, input)) ?? []).filter((item) => isTruthy(item.value));
      return left.length > 0 ? left : evaluate(node.right, input);
    }
    case 'and':
    case 'or':
      return evaluate(node.left, input).flatMap((left) => {
        // Short-circuits as jq does: the right side only runs when it decides the outcome.
        const decided = node.kind === 'and' ? !isTruthy(left.value) : isTruthy(left.value);
        if (decided) return [constructed(node.kind === 'or')];
        return evaluate(node.right, input).map((right) => constructed(isTruthy(right.value)));
      });
    case 'compare':
      return cartesian([evaluate(node.left, input), evaluate(node.right, input)]).map(([left, right]) =>
        constructed(holds(node.operator, compareJson(left?.value, right?.value))),
      );
    case 'array':
      return [constructed(node.body ? evaluate(node.body, input).map((item) => item.value) : [])];
    case 'object':
      return cartesian(node.entries.map((entry) => evaluate(entry.value, input))).map((values) =>
        constructed(Object.fromEntries(node.entries.map((entry, index) => [entry.key, values[index]?.value]))),
      );
    case 'call':
      return callFunction(node.name, node.argument, input, evaluate);
  }
}

function holds(operator: CompareOperator, order: number): boolean {
  switch (operator) {
    case '==':
      return order === 0;
    case '!=':
      return order !== 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
  }
}

/** Every combination of one item from each list, in order (jq's behaviour for multiple results). */
function cartesian<T>(lists: readonly T[][]): T[][] {
  return lists.reduce<T[][]>((combinations, list) => combinations.flatMap((combination) => list.map((item) => [...combination, item])), [[]]);
}

/** The results, or undefined when the query failed on the data; any other error is a bug and propagates. */
function attempt(run: () => Located[]): Located[] | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof ComponentError) return undefined;
    throw error;
  }
}

function slice(target: Located, from: unknown, to: unknown): Located {
  const { value } = target;
  if (!Array.isArray(value) && typeof value !== 'string') {
    throw componentError('JSON_FILTER_CANNOT_INDEX', { type: jsonType(value), key: 'a slice', path: formatPath(target.path) });
  }
  // Slices clamp to the bounds, as in jq: ".[2:10]" of a short list is what there is.
  const bound = (given: unknown, fallback: number) => (typeof given === 'number' ? Math.trunc(given) : fallback);
  return constructed(value.slice(bound(from, 0), bound(to, value.length)));
}

function iterate(target: Located): Located[] {
  const { value } = target;
  if (Array.isArray(value)) return value.map((item, index) => child(target, index, item));
  if (isJsonObject(value)) return Object.entries(value).map(([key, item]) => child(target, key, item));
  throw componentError('JSON_FILTER_CANNOT_ITERATE', { type: jsonType(value), path: formatPath(target.path) });
}
