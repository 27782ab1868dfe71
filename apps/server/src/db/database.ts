import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect, type DialectAdapter, type LogEvent } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/appConfig';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../config/dataDir';
import type { DatabaseSchema } from './schema';
import { adaptNodeSqlite } from './sqliteAdapter';

export type Dialect = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Closes the handle or pool; safe to call more than once. */
  close(): Promise<void>;
}

export const SQLITE_FILE = 'app.db';
/** The database and the write-ahead log and shared-memory files SQLite keeps beside it. */
export const SQLITE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`] as const;

/** Receives the SQL text of every query run (tests count queries). */
export type QueryObserver = (sql: string) => void;

function logTo(observer: QueryObserver | undefined): ((event: LogEvent) => void) | undefined {
  return observer && ((event) => observer(event.query.sql));
}

/**
 * Pages freed by deleted rows go back to the file system only with auto_vacuum; INCREMENTAL
 * returns them when the record retention asks (PRAGMA incremental_vacuum), not on every delete.
 * A new database takes it as it is, before its first page is written (before WAL mode writes
 * one): a first start does not rewrite it (issue 19). An existing one is rewritten once by VACUUM.
 */
function useIncrementalVacuum(handle: DatabaseSync): void {
  const INCREMENTAL = 2;
  const mode = () => (handle.prepare('PRAGMA auto_vacuum').get() as { auto_vacuum: number }).auto_vacuum;
  if (mode() === INCREMENTAL) return;
  handle.exec('PRAGMA auto_vacuum = INCREMENTAL');
  if (mode() !== INCREMENTAL) handle.exec('VACUUM');
}

/**
 * SQLite changes its schema inside transactions, which Kysely's adapter does not claim: claimed,
 * the migrator applies the pending migrations in one transaction, a first start's ~100 statements
 * in one commit instead of one each (issue 19), and a failed migration leaves the schema as it was.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class AppSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

function openSqlite(dataDir: string, onQuery: QueryObserver | undefined): AppDatabase {
  makePrivateDir(dataDir);
  const path = join(dataDir, SQLITE_FILE);
  // Created private before SQLite opens it: SQLite gives its -wal and -shm files the database's mode.
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  const handle = new DatabaseSync(path);
  handle.exec('PRAGMA busy_timeout = 5000');
  useIncrementalVacuum(handle);
  handle.exec('PRAGMA journal_mode = WAL');
  handle.exec('PRAGMA foreign_keys = ON');
  // With WAL, NORMAL never corrupts the database; a power cut may lose the last commits, and every
  // commit no longer waits for a disk flush (it made each stored message cost milliseconds).
  handle.exec('PRAGMA synchronous = NORMAL');
  const db = new Kysely<DatabaseSchema>({ dialect: new AppSqliteDialect({ database: adaptNodeSqlite(handle) }), log: logTo(onQuery) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, logger: Logger, onQuery: QueryObserver | undefined): AppDatabase {
  // The driver loads with the first query: a server on SQLite never needs it.
  const pool = async () => {
    const { default: pg } = await import('pg');
    const created = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (server restart, network) must not crash the process;
    // the pool replaces it on the next query.
    created.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL idle client error'));
    return created;
  };
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), log: logTo(onQuery) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: AppConfig, logger: Logger, onQuery?: QueryObserver): AppDatabase {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger, onQuery) : openSqlite(config.dataDir, onQuery);
}

export async function pingDatabase(database: AppDatabase): Promise<void> {
  await sql`select 1`.execute(database.db);
}
