// Age limits on what runs leave behind (TRANSACTIONS_RETENTION_DAYS, MESSAGES_RETENTION_DAYS),
// applied at start and then hourly, and the space deleted rows held given back: on SQLite by an
// incremental vacuum (the database is opened with auto_vacuum=INCREMENTAL), on PostgreSQL by its
// autovacuum.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { RetentionConfig } from '../config/appConfig';
import type { Dialect } from '../db/database';
import type { DatabaseSchema } from '../db/schema';
import { deleteRecordsBefore } from './buildRecordQueries';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface RecordRetention {
  /** Deletes what is past its age limit and gives the freed pages back to the file system. */
  sweep(): Promise<void>;
  /** Sweeps now and then hourly, until stop. */
  start(): void;
  /** Ends the hourly sweeps; resolves once a sweep under way has finished. */
  stop(): Promise<void>;
}

export interface RecordRetentionOptions {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  config: RetentionConfig;
  logger: Logger;
  now?: () => Date;
}

function cutoff(now: Date, days: number): Date | null {
  return days > 0 ? new Date(now.getTime() - days * DAY_MS) : null;
}

export function createRecordRetention({ db, dialect, config, logger, now = () => new Date() }: RecordRetentionOptions): RecordRetention {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const at = now();
    await deleteRecordsBefore(db, { transactions: cutoff(at, config.transactionsDays), messages: cutoff(at, config.messagesDays) });
    // Also returns what the per-flow trimming freed; a no-op when nothing is free.
    if (dialect === 'sqlite') await sql`PRAGMA incremental_vacuum`.execute(db);
  };
  const sweepLogged = () => {
    running = running.then(sweep).catch((error: unknown) => logger.warn({ err: error }, 'could not apply the record retention'));
    return running;
  };
  return {
    sweep,
    start() {
      void sweepLogged();
      timer = setInterval(() => void sweepLogged(), SWEEP_INTERVAL_MS);
      // The sweep must not keep the process alive on its own.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
