import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/appConfig';
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

function openSqlite(dataDir: string): AppDatabase {
  mkdirSync(dataDir, { recursive: true });
  const handle = new DatabaseSync(join(dataDir, SQLITE_FILE));
  handle.exec('PRAGMA journal_mode = WAL');
  handle.exec('PRAGMA foreign_keys = ON');
  handle.exec('PRAGMA busy_timeout = 5000');
  // With WAL, NORMAL never corrupts the database; a power cut may lose the last commits, and every
  // commit no longer waits for a disk flush (it made each stored message cost milliseconds).
  handle.exec('PRAGMA synchronous = NORMAL');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(handle) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, logger: Logger): AppDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart, network) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL idle client error'));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: AppConfig, logger: Logger): AppDatabase {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openSqlite(config.dataDir);
}

export async function pingDatabase(database: AppDatabase): Promise<void> {
  await sql`select 1`.execute(database.db);
}
