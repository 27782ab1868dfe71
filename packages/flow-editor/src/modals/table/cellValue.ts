// How a table cell shows and reads its value, by the column's formatter.
import type { TableColumnFormatter } from '@app/flow-graph';

/** Text of a value for display and for the text, date and JSON editors. */
export function cellText(value: unknown, formatter: TableColumnFormatter = 'text'): string {
  if (value === null || value === undefined) return '';
  if (formatter === 'json') return JSON.stringify(value);
  if (formatter === 'date') return dateText(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** yyyy-MM-dd, the value a date input takes; other text is kept as it is. */
function dateText(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false };

/** A JSON cell's text: empty means null. */
export function parseJsonCell(text: string): ParsedJson {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function booleanValue(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

export function numberValue(value: unknown): number | string {
  if (typeof value === 'number') return value;
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : '';
}
