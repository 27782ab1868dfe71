// Any value a component receives, read as text: what a prompt variable or a template field shows.
import { isChatMessage } from '@app/engine';
import { dataText, isData } from './data';

export function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (isChatMessage(value)) return value.text;
  if (isData(value)) return dataText(value) ?? jsonText(value.data);
  // Several connections to one field, or a list output: one line per item.
  if (Array.isArray(value)) return value.map(valueToText).join('\n');
  return jsonText(value);
}

/** Pretty JSON; values JSON cannot express fall back to their string form. */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
