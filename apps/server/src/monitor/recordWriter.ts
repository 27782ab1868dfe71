// Writes the records of runs that end at about the same time in one database transaction. A
// commit writes every page a run touched (table and index pages of messages and transactions)
// and cost more than the run's inserts; runs ending together touch the same pages. A batch forms
// while the event loop finishes its turn; a batch that fails is written again one run at a time,
// so one run's failure (its flow deleted meanwhile) never loses another's records. On SQLite a
// run's records may follow its response (afterResponse): every request then waits for the writes
// queued before it arrived (createServerRecordWriter), so a client reading right after a run finds them.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** Writes one run's records through the transaction it is given; may run again after a failure. */
export type RecordWork = (db: Db) => Promise<void>;

export interface RecordWriter {
  /** Resolves once the work is committed; rejects with its own failure. */
  write(work: RecordWork): Promise<void>;
  /** Resolves once every write queued so far is done; undefined when none is. */
  settled(): Promise<void> | undefined;
  /**
   * Whether a run may answer before its records are written: one process owns the database
   * (SQLite), so every later request waits for them (createServerRecordWriter).
   */
  afterResponse: boolean;
}

interface Queued {
  work: RecordWork;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createRecordWriter(db: Db, { afterResponse = false } = {}): RecordWriter {
  let queued: Queued[] = [];
  const unsettled = new Set<Promise<void>>();

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
      const written = new Promise<void>((resolve, reject) => {
        queued.push({ work, resolve, reject });
        if (queued.length === 1) setImmediate(() => void flush());
      });
      const done = written.then(
        () => undefined,
        () => undefined,
      );
      unsettled.add(done);
      void done.then(() => unsettled.delete(done));
      return written;
    },
    settled() {
      if (unsettled.size === 0) return undefined;
      return Promise.all(unsettled).then(() => undefined);
    },
    afterResponse,
  };
}

/**
 * The server's writer. With afterResponse, every request waits for the records written before it
 * arrived (a run's, written after its response), and the server for all of them before it closes
 * the database.
 */
export function createServerRecordWriter(app: FastifyInstance, db: Db, options: { afterResponse: boolean }): RecordWriter {
  const writer = createRecordWriter(db, options);
  if (writer.afterResponse) orderRecordReads(app, writer);
  return writer;
}

function orderRecordReads(app: FastifyInstance, writer: RecordWriter): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    const settled = writer.settled();
    if (!settled) return done();
    void settled.then(() => done());
  });
  // onClose hooks run last first: this one before the database's closes.
  app.addHook('onClose', async () => {
    await writer.settled();
  });
}
