// Turning the in-memory values components exchange into what the protocol carries: a type tag
// per output (Langflow's get_type) and a JSON-safe copy with long strings cut.
import type { OutputType } from '@app/flow-graph';
import { isChatMessage } from '../sdk/message';

/** Langflow's default MAX_TEXT_LENGTH: longer strings in build data end in "...". */
export const DEFAULT_MAX_TEXT_LENGTH = 20_000;
/**
 * Langflow's default MAX_ITEMS_LENGTH: longer lists in build data keep their first items and a
 * note of how many were left out, so a component that returns 100,000 chunks does not send (or
 * store, or serialise on the event loop) all of them.
 */
export const DEFAULT_MAX_ITEMS_LENGTH = 1_000;

const truncatedItems = (count: number) => `... [truncated ${count} items]`;

const DATA_KEYS = new Set(['data', 'text_key', 'default_value']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function isAsyncIterable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A Langflow Data value: `{data: {...}}` with at most `text_key` and `default_value` beside it. */
function isDataShaped(value: Record<string, unknown>): boolean {
  return isPlainObject(value.data) && Object.keys(value).every((key) => DATA_KEYS.has(key));
}

export function classifyValue(value: unknown): OutputType {
  if (value === undefined || value === null) return 'unknown';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return 'text';
  if (Array.isArray(value) || value instanceof Set) return 'array';
  if (isChatMessage(value)) return 'message';
  if (isAsyncIterable(value)) return 'stream';
  if (isPlainObject(value)) return isDataShaped(value) ? 'data' : 'object';
  return 'object';
}

/** What `convert` is given for a value that is not an object (it never reads it then). */
const NOTHING_WALKED: object[] = [];

/** A JSON-safe copy: functions and streams dropped, cycles cut, long strings truncated. */
export function toWireValue(value: unknown, maxTextLength = DEFAULT_MAX_TEXT_LENGTH): unknown {
  // Only objects are walked: a text or a number needs no list of the objects being walked.
  return convert(value, maxTextLength, typeof value === 'object' && value !== null ? [] : NOTHING_WALKED);
}

/**
 * `seen` holds the objects being walked, outermost first (popped once walked), to cut cycles: a
 * stack as deep as the value, which a set (grown and shrunk at every object) cost more than it
 * saved on the few levels a value has.
 */
function convert(value: unknown, maxTextLength: number, seen: object[]): unknown {
  switch (typeof value) {
    case 'string':
      return maxTextLength >= 0 && value.length > maxTextLength ? `${value.slice(0, maxTextLength)}...` : value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
  if (value === null) return null;
  const object = value as object;
  if (seen.includes(object)) return '[Circular]';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (isAsyncIterable(value)) return undefined;
  seen.push(object);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const items: unknown[] = Array.isArray(value) ? value : [...value];
      const kept = items.slice(0, DEFAULT_MAX_ITEMS_LENGTH).map((item: unknown) => convert(item, maxTextLength, seen) ?? null);
      return items.length > kept.length ? [...kept, truncatedItems(items.length - kept.length)] : kept;
    }
    if (value instanceof Map) {
      return convertEntries([...value.entries()].map(([key, item]) => [String(key), item]), maxTextLength, seen);
    }
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return convert(withJson.toJSON(), maxTextLength, seen);
    return convertProperties(object as Record<string, unknown>, maxTextLength, seen);
  } finally {
    seen.pop();
  }
}

/**
 * convertEntries of an object's own entries, without the list of them: for-in with an own check
 * gives Object.keys's names in its order, from the object's enumeration cache instead of a new array.
 */
function convertProperties(object: Record<string, unknown>, maxTextLength: number, seen: object[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const converted = convert(object[key], maxTextLength, seen);
    if (converted !== undefined) result[key] = converted;
  }
  return result;
}

function convertEntries(entries: Array<[string, unknown]>, maxTextLength: number, seen: object[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    const converted = convert(item, maxTextLength, seen);
    if (converted !== undefined) result[key] = converted;
  }
  return result;
}

/** The human-readable form shown in artifacts: text as is, a message as its text, else JSON; cut like build data. */
export function reprValue(value: unknown, maxTextLength = DEFAULT_MAX_TEXT_LENGTH): string {
  return reprOfWire(value, () => toWireValue(value, maxTextLength), maxTextLength);
}

/** reprValue with the value's toWireValue(value, maxTextLength) from `wire`, asked only for a value shown as JSON. */
export function reprOfWire(value: unknown, wire: () => unknown, maxTextLength: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'string' ? value : isChatMessage(value) ? value.text : (JSON.stringify(wire(), null, 2) ?? '');
  return toWireValue(text, maxTextLength) as string;
}
