// JSON values as jq sees them: type names, truthiness and its total order.

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type JsonTypeName = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

export function jsonType(value: unknown): JsonTypeName {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'bigint':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'object';
  }
}

/** Only false and null are false, as in jq (0 and "" are true). */
export function isTruthy(value: unknown): boolean {
  return value !== false && value !== null && value !== undefined;
}

const TYPE_ORDER: readonly JsonTypeName[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];

/**
 * jq's order: null < false < true < numbers < strings < arrays < objects; arrays compare item by
 * item, objects by their sorted keys and then their values. Returns <0, 0 or >0.
 */
export function compareJson(left: unknown, right: unknown): number {
  const leftType = jsonType(left);
  const rightType = jsonType(right);
  if (leftType !== rightType) return TYPE_ORDER.indexOf(leftType) - TYPE_ORDER.indexOf(rightType);
  switch (leftType) {
    case 'null':
      return 0;
    case 'boolean':
    case 'number':
      return Number(left) - Number(right);
    case 'string':
      return left === right ? 0 : (left as string) < (right as string) ? -1 : 1;
    case 'array':
      return compareLists(left as unknown[], right as unknown[]);
    case 'object': {
      const leftObject = left as Record<string, unknown>;
      const rightObject = right as Record<string, unknown>;
      const leftKeys = Object.keys(leftObject).sort();
      const rightKeys = Object.keys(rightObject).sort();
      const byKeys = compareLists(leftKeys, rightKeys);
      if (byKeys !== 0) return byKeys;
      return compareLists(
        leftKeys.map((key) => leftObject[key]),
        leftKeys.map((key) => rightObject[key]),
      );
    }
  }
}

function compareLists(left: readonly unknown[], right: readonly unknown[]): number {
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const order = compareJson(left[index], right[index]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}
