// The schema of Structured Output: its table rows read as fields, told to the model as text and a
// JSON Schema, and the model's answer checked against it (values converted where the meaning is
// plain, such as "30" for an integer; refused where it is not).
import { componentError } from '../messages';
import { isPlainObject } from '../values/data';

export const SCHEMA_FIELD_TYPES = ['str', 'int', 'float', 'bool', 'dict'] as const;

export type SchemaFieldType = (typeof SCHEMA_FIELD_TYPES)[number];

export interface SchemaField {
  name: string;
  description: string;
  type: SchemaFieldType;
  /** The field holds a list of such values. */
  multiple: boolean;
}

const TYPE_TEXT: Readonly<Record<SchemaFieldType, string>> = { str: '字符串', int: '整数', float: '数字', bool: '布尔值', dict: 'JSON 对象' };
const JSON_TYPE: Readonly<Record<SchemaFieldType, string>> = { str: 'string', int: 'integer', float: 'number', bool: 'boolean', dict: 'object' };

function isSchemaFieldType(value: string): value is SchemaFieldType {
  return (SCHEMA_FIELD_TYPES as readonly string[]).includes(value);
}

/** The table editor stores flags as booleans or as "True"/"False" text (Langflow's tables). */
function flag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** The fields of the schema table; a row without a name, a repeated name or an unknown type is refused. */
export function schemaFields(rows: ReadonlyArray<Record<string, unknown>>): SchemaField[] {
  if (rows.length === 0) throw componentError('STRUCTURED_SCHEMA_EMPTY');
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    if (name === '') throw componentError('STRUCTURED_FIELD_NAME_MISSING', { row: index + 1 });
    if (seen.has(name)) throw componentError('STRUCTURED_FIELD_DUPLICATE', { name });
    seen.add(name);
    const type = typeof row.type === 'string' && row.type.trim() !== '' ? row.type.trim() : 'str';
    if (!isSchemaFieldType(type)) throw componentError('STRUCTURED_FIELD_TYPE_UNKNOWN', { name, type, types: SCHEMA_FIELD_TYPES.join(', ') });
    return { name, description: typeof row.description === 'string' ? row.description.trim() : '', type, multiple: flag(row.multiple) };
  });
}

/** The JSON Schema of the answer: {"objects": [ {field: value, …}, … ]}. */
export function answerJsonSchema(fields: readonly SchemaField[]): Record<string, unknown> {
  const properties = Object.fromEntries(
    fields.map((field) => {
      const single = { type: [JSON_TYPE[field.type], 'null'], ...(field.description ? { description: field.description } : {}) };
      return [field.name, field.multiple ? { type: ['array', 'null'], items: { type: JSON_TYPE[field.type] }, ...(field.description ? { description: field.description } : {}) } : single];
    }),
  );
  const object = { type: 'object', properties, required: fields.map((field) => field.name), additionalProperties: false };
  return { type: 'object', properties: { objects: { type: 'array', items: object } }, required: ['objects'], additionalProperties: false };
}

/** What the model is told about the answer's shape, after the user's system prompt. */
export function schemaInstructions(schemaName: string, fields: readonly SchemaField[]): string {
  const lines = fields.map((field) => {
    const type = field.multiple ? `${TYPE_TEXT[field.type]}组成的数组` : TYPE_TEXT[field.type];
    return `- "${field.name}"（${type}）${field.description ? `：${field.description}` : ''}`;
  });
  return [
    `只输出一个 JSON 对象，不要输出其他文字。格式为 {"objects": [...]}，数组中的每个对象是一条“${schemaName}”，包含且只包含以下字段：`,
    ...lines,
    '文本中有多条时输出多个对象，没有时输出空数组；无法确定的字段填 null。',
    `JSON Schema：${JSON.stringify(answerJsonSchema(fields))}`,
  ].join('\n');
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function convert(field: SchemaField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const refuse = () => componentError('STRUCTURED_VALUE_INVALID', { name: field.name, type: TYPE_TEXT[field.type], value: preview(value) });
  switch (field.type) {
    case 'str':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return JSON.stringify(value);
    case 'int':
    case 'float': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : Number.NaN;
      if (!Number.isFinite(number) || (field.type === 'int' && !Number.isInteger(number))) throw refuse();
      return number;
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw refuse();
    case 'dict':
      if (isPlainObject(value)) return value;
      if (typeof value === 'string') {
        try {
          const parsed: unknown = JSON.parse(value);
          if (isPlainObject(parsed)) return parsed;
        } catch {
          throw refuse();
        }
      }
      throw refuse();
  }
}

/**
 * The objects of the model's answer, each with exactly the schema's fields. The answer may also be
 * a bare list or a single object; anything else, or a value of the wrong kind, is an error.
 */
export function readStructuredObjects(answer: unknown, fields: readonly SchemaField[]): Array<Record<string, unknown>> {
  const items = isPlainObject(answer) && Array.isArray(answer.objects) ? answer.objects : Array.isArray(answer) ? answer : isPlainObject(answer) ? [answer] : undefined;
  if (!items) throw componentError('STRUCTURED_ANSWER_INVALID', { answer: preview(answer) });
  return items.map((item) => {
    if (!isPlainObject(item)) throw componentError('STRUCTURED_ANSWER_INVALID', { answer: preview(item) });
    return Object.fromEntries(
      fields.map((field) => {
        const value = item[field.name];
        if (!field.multiple) return [field.name, convert(field, value)];
        if (value === null || value === undefined) return [field.name, []];
        return [field.name, (Array.isArray(value) ? value : [value]).map((entry) => convert(field, entry))];
      }),
    );
  });
}
