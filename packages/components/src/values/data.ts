// Langflow's Data value: a `data` object plus the key that holds its text. Components exchange it
// as a plain object, so the engine's wire conversion tags it "data" and text fields read its text.
import { isChatMessage } from '@app/engine';

export interface Data {
  data: Record<string, unknown>;
  /** The key of `data` holding the value's text; "text" when absent. */
  text_key?: string;
  /** What the text reads as when `data` lacks the text key. */
  default_value?: unknown;
}

const DATA_KEYS = new Set(['data', 'text_key', 'default_value']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The same test the engine uses to tag an output "data": `data` and at most the two keys beside it. */
export function isData(value: unknown): value is Data {
  return isPlainObject(value) && isPlainObject(value.data) && Object.keys(value).every((key) => DATA_KEYS.has(key));
}

export function createData(data: Record<string, unknown>, textKey = 'text'): Data {
  return { data, text_key: textKey };
}

/** The text of a Data value (Langflow's get_text), or undefined when it holds none. */
export function dataText(value: Data): string | undefined {
  const text = value.data[value.text_key ?? 'text'] ?? value.default_value;
  return typeof text === 'string' ? text : undefined;
}

/**
 * Any component value as Data: Data as is, a message with its fields, an object as its data, and
 * anything else as text, so lists from any source can be looped over and parsed alike.
 */
export function toData(value: unknown): Data {
  if (isData(value)) return value;
  if (isChatMessage(value)) return createData({ ...value });
  if (isPlainObject(value)) return createData(value);
  if (value === undefined || value === null) return createData({ text: '' });
  return createData({ text: typeof value === 'string' ? value : JSON.stringify(value) ?? String(value) });
}
