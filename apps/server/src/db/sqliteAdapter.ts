// Kysely's SqliteDialect expects a better-sqlite3-like database; this adapts Node's built-in
// node:sqlite (no native build) to that interface.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

// node:sqlite binds numbers, bigints, strings, buffers and null only.
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === true) return 1;
  if (value === false) return 0;
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

export function adaptNodeSqlite(handle: DatabaseSync): SqliteDatabase {
  return {
    prepare: (sql) => adaptStatement(handle.prepare(sql)),
    close: () => handle.close(),
  };
}
