// The rows of the key-value editor and the value they store (spec/3 sections 3 and 5): a dict field
// keeps a key-pair list ([{"a": 1}, {"b": 2}], duplicates kept so they can be flagged; the engine
// merges it into one object), a NestedDict field keeps one object.
import { keyPairsToObject, type KeyPairList } from '@app/flow-graph';

export interface KeyValueRow {
  key: string;
  value: unknown;
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a stored value: a key-pair list, an object, or either as a JSON string. */
export function rowsOf(value: unknown): KeyValueRow[] {
  const stored = parsed(value);
  if (Array.isArray(stored)) return stored.filter(isObject).flatMap((pair) => Object.entries(pair).map(([key, entry]) => ({ key, value: entry })));
  return isObject(stored) ? Object.entries(stored).map(([key, entry]) => ({ key, value: entry })) : [];
}

/** The value a field of `type` stores for `rows`. */
export function storedValueOf(rows: readonly KeyValueRow[], type: string): KeyPairList | Record<string, unknown> {
  const pairs: KeyPairList = rows.map(({ key, value }) => ({ [key]: value }));
  return type === 'NestedDict' ? keyPairsToObject(pairs) : pairs;
}

/** The rows whose key another row uses too. */
export function duplicateRows(rows: readonly KeyValueRow[]): Set<number> {
  const seen = new Map<string, number>();
  for (const { key } of rows) seen.set(key, (seen.get(key) ?? 0) + 1);
  return new Set(rows.flatMap((row, index) => ((seen.get(row.key) ?? 0) > 1 ? [index] : [])));
}

/** Whether a cell can be typed in: nested objects and arrays are edited in the JSON view. */
export function isEditableCell(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** A cell as text. */
export function cellText(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
}

/** Typed text as a cell's value: text stays text; a number, boolean or null cell keeps its kind when the text still reads as one. */
export function cellValue(text: string, previous: unknown): unknown {
  if (typeof previous === 'string' || previous === undefined) return text;
  const read = parsed(text);
  return typeof read === 'number' || typeof read === 'boolean' || read === null ? read : text;
}
