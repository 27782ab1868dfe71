// The query language's functions. Each takes the current input and yields results like any other
// query step; `select` and `map` run their argument through the evaluator they are given.
import { componentError } from '../../messages';
import { constructed, element, type Located } from './located';
import type { QueryNode } from './parser';
import { compareJson, isJsonObject, isTruthy, jsonType } from './values';

type Evaluate = (node: QueryNode, input: Located) => Located[];

/** The functions and whether each takes one argument. */
export const FUNCTIONS = {
  select: true,
  map: true,
  has: true,
  length: false,
  keys: false,
  not: false,
  type: false,
  first: false,
  last: false,
} as const;

export type FunctionName = keyof typeof FUNCTIONS;

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTIONS, name);
}

export function callFunction(name: FunctionName, argument: QueryNode | undefined, input: Located, evaluate: Evaluate): Located[] {
  const { value } = input;
  const refuse = () => componentError('JSON_FILTER_FUNCTION_INPUT', { name, type: jsonType(value) });
  switch (name) {
    case 'select':
      // One copy of the input per true result of the condition, as in jq.
      return evaluate(argument as QueryNode, input).flatMap((condition) => (isTruthy(condition.value) ? [input] : []));
    case 'map': {
      if (!Array.isArray(value) && !isJsonObject(value)) throw refuse();
      const items = Array.isArray(value) ? value : Object.values(value);
      return [constructed(items.flatMap((item) => evaluate(argument as QueryNode, constructed(item)).map((result) => result.value)))];
    }
    case 'has':
      return evaluate(argument as QueryNode, input).map((key) => {
        if (isJsonObject(value) && typeof key.value === 'string') return constructed(Object.hasOwn(value, key.value));
        if (Array.isArray(value) && typeof key.value === 'number') return constructed(key.value >= 0 && key.value < value.length);
        throw refuse();
      });
    case 'length':
      if (typeof value === 'string' || Array.isArray(value)) return [constructed(value.length)];
      if (isJsonObject(value)) return [constructed(Object.keys(value).length)];
      if (value === null) return [constructed(0)];
      if (typeof value === 'number') return [constructed(Math.abs(value))];
      throw refuse();
    case 'keys':
      if (Array.isArray(value)) return [constructed(value.map((_item, index) => index))];
      if (isJsonObject(value)) return [constructed(Object.keys(value).sort((left, right) => compareJson(left, right)))];
      throw refuse();
    case 'not':
      return [constructed(!isTruthy(value))];
    case 'type':
      return [constructed(jsonType(value))];
    case 'first':
      return [element(input, 0)];
    case 'last':
      return [element(input, -1)];
  }
}
