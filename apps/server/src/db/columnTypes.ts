// Column types that differ between the dialects, for migrations written once for both.
import type { ColumnDataType } from 'kysely';
import type { Dialect } from './database';

export interface ColumnTypes {
  /** timestamptz in PostgreSQL; ISO-8601 text in SQLite (sorts by time). */
  timestamp: ColumnDataType;
  /** boolean in PostgreSQL; 0/1 integer in SQLite. */
  boolean: ColumnDataType;
  /** jsonb in PostgreSQL; JSON text in SQLite. */
  json: ColumnDataType;
}

export function columnTypesFor(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { timestamp: 'timestamptz', boolean: 'boolean', json: 'jsonb' }
    : { timestamp: 'text', boolean: 'integer', json: 'text' };
}
