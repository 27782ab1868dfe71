// Key-value lists as the dict editor stores them: arrays of single-pair objects, e.g.
// [{"a": 1}, {"b": 2}] (spec/3 section 3). A plain object is accepted wherever a list is.
import type { KeyPairList } from '../types/fields';

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((pair: unknown) => (typeof pair === 'object' && pair !== null ? Object.keys(pair) : []));
  }
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}

/** Whether two pairs use the same key (the key-pair input's duplicate flag). */
export function hasDuplicateKeys(value: unknown): boolean {
  const keys = keysOf(value);
  return new Set(keys).size !== keys.length;
}

/** Whether a pair has an empty key. */
export function hasEmptyKey(value: unknown): boolean {
  return keysOf(value).includes('');
}

/** One object from a key-value list; later pairs win over earlier ones with the same key. */
export function keyPairsToObject(pairs: KeyPairList): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const pair of pairs) {
    if (typeof pair === 'object' && pair !== null) Object.assign(result, pair);
  }
  return result;
}

/** A key-value list from an object, one pair per key in the object's order. */
export function objectToKeyPairs(value: Record<string, unknown>): KeyPairList {
  return Object.entries(value).map(([key, entry]) => ({ [key]: entry }));
}
