// A Langflow field's value as the value of our field: kept when it means the same thing in our
// field's type, otherwise our default stays (an option we do not offer, an empty number, a
// connection-only input). Keys stored as global variable names keep pointing at the variable.
import type { TemplateField } from '../types/fields';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'True' || value === 'true') return true;
  if (value === 'False' || value === 'false') return false;
  return undefined;
}

/** Langflow's header tables (`[{key, value}]`) and key-pair lists as one object. */
function toDict(value: unknown): Record<string, unknown> | undefined {
  if (isObject(value)) return value;
  if (!Array.isArray(value)) return undefined;
  const entries: Array<[string, unknown]> = [];
  for (const row of value) {
    if (!isObject(row)) return undefined;
    if (typeof row.key === 'string' && 'value' in row) entries.push([row.key, row.value]);
    else entries.push(...Object.entries(row));
  }
  return Object.fromEntries(entries);
}

function toText(value: unknown, field: TemplateField): unknown {
  if (field.list === true) {
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
    return typeof value === 'string' && value !== '' ? [value] : undefined;
  }
  if (typeof value !== 'string') return undefined;
  // A fixed choice keeps our default when Langflow's value is not one of ours.
  if (Array.isArray(field.options) && field.options.length > 0 && field.combobox !== true && !field.options.includes(value)) return undefined;
  return value;
}

/** The converted value, or undefined to keep ours. */
export function convertFieldValue(from: TemplateField, to: TemplateField): unknown {
  const value = from.value;
  if (value === undefined || value === null) return undefined;
  switch (to.type) {
    case 'int':
    case 'float':
    case 'slider':
      return toNumber(value);
    case 'bool':
      return toBoolean(value);
    case 'dict':
    case 'NestedDict':
      return toDict(value);
    case 'table':
      return Array.isArray(value) ? value : undefined;
    case 'other':
      // Handle-only inputs take connections, not stored values.
      return undefined;
    case 'file':
      return Array.isArray(value) || typeof value === 'string' ? value : undefined;
    default:
      return toText(value, to);
  }
}

/** Our field with Langflow's setting carried over: its value, a variable reference, stored file paths. */
export function carryField(from: TemplateField, to: TemplateField): TemplateField {
  const next: TemplateField = { ...to };
  const value = convertFieldValue(from, to);
  if (value !== undefined) next.value = value;
  if (to.load_from_db !== undefined && typeof from.load_from_db === 'boolean') next.load_from_db = from.load_from_db;
  if (to.type === 'file' && from.file_path !== undefined && from.file_path !== '') next.file_path = from.file_path;
  if (typeof from.advanced === 'boolean' && to.advanced === true && from.advanced === false) next.advanced = false;
  return next;
}
