// Writes the records of runs that end at about the same time in one database transaction. A
// commit writes every page a run touched (table and index pages of messages and transactions)
// and cost more than the run's inserts; runs ending together touch the same pages. A batch forms
// while the event loop finishes its turn; a batch that fails is written again one run at a time,
// so one run's failure (its flow deleted meanwhile) never loses another's records.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** Writes one run's records through the transaction it is given; may run again after a failure. */
export type RecordWork = (db: Db) => Promise<void>;

export interface RecordWriter {
  /** Resolves once the work is committed; rejects with its own failure. */
  write(work: RecordWork): Promise<void>;
}

interface Queued {
  work: RecordWork;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createRecordWriter(db: Db): RecordWriter {
  let queued: Queued[] = [];

  const writeAlone = async (item: Queued) => {
    try {
      await db.transaction().execute(item.work);
      item.resolve();
    } catch (error) {
      item.reject(error);
    }
  };

  const flush = async () => {
    const batch = queued;
    queued = [];
    if (batch.length === 1) return writeAlone(batch[0] as Queued);
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) await item.work(trx);
      });
      for (const item of batch) item.resolve();
    } catch {
      for (const item of batch) await writeAlone(item);
    }
  };

  return {
    write(work) {
      return new Promise((resolve, reject) => {
        queued.push({ work, resolve, reject });
        if (queued.length === 1) setImmediate(() => void flush());
      });
    },
  };
}
