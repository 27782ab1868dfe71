// Kysely's SqliteDialect expects a better-sqlite3-like database; this adapts Node's built-in
// node:sqlite (no native build) to that interface.
import { LRUCache } from 'lru-cache';
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

/** Prepared statements kept per SQL text; the server issues the same few queries over and over. */
const STATEMENT_CACHE_SIZE = 500;

function adaptStatement(handle: DatabaseSync, sql: string, statement: StatementSync): SqliteStatement {
  return {
    // A pragma steps until it is done only through all(): run() steps once, and
    // `PRAGMA incremental_vacuum` frees one page per step.
    reader: statement.columns().length > 0 || /^\s*pragma\b/i.test(sql),
    // all() and run() finish before they return (node:sqlite is synchronous), so one statement
    // serves every caller; an iteration stays open across awaits and gets a statement of its own.
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => handle.prepare(sql).iterate(...bind(parameters)),
  };
}

export function adaptNodeSqlite(handle: DatabaseSync): SqliteDatabase {
  const statements = new LRUCache<string, SqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = adaptStatement(handle, sql, handle.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => {
      statements.clear();
      handle.close();
    },
  };
}
