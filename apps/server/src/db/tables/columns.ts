// The column types that differ by dialect in what a query selects; see rowValues.ts.
import type { ColumnType } from 'kysely';

/** timestamptz in PostgreSQL, ISO-8601 text in SQLite; always written as an ISO string. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** boolean in PostgreSQL, 0/1 in SQLite. */
export type DbBoolean = ColumnType<boolean | number, boolean, boolean>;
/** jsonb in PostgreSQL (selected as parsed values), JSON text in SQLite; written as JSON text. */
export type Json = ColumnType<unknown, string, string>;
