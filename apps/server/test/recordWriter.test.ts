// The record writer: runs ending in the same turn share one transaction; a failing run's records
// never take another's with them.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema';
import { createRecordWriter, type RecordWork } from '../src/monitor/recordWriter';

/** A database whose transactions hand each work a log, kept when the transaction commits. */
function loggingDatabase() {
  const committed: string[][] = [];
  const db = {
    transaction: () => ({
      async execute(body: (trx: unknown) => Promise<void>) {
        const log: string[] = [];
        await body(log);
        committed.push(log);
      },
    }),
  };
  return { db: db as unknown as Kysely<DatabaseSchema>, committed };
}

const writes = (name: string): RecordWork => async (trx) => void (trx as unknown as string[]).push(name);
const fails: RecordWork = async () => {
  throw new Error('flow deleted');
};

describe('record writer', () => {
  it('commits the runs that end in the same turn together, later ones in a transaction of their own', async () => {
    const { db, committed } = loggingDatabase();
    const writer = createRecordWriter(db);
    await Promise.all([writer.write(writes('a')), writer.write(writes('b')), writer.write(writes('c'))]);
    await writer.write(writes('d'));
    expect(committed).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('writes the others of a failed batch one by one, and rejects only the failing run', async () => {
    const { db, committed } = loggingDatabase();
    const writer = createRecordWriter(db);
    const results = await Promise.allSettled([writer.write(writes('a')), writer.write(fails), writer.write(writes('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed).toEqual([['a'], ['c']]);
  });
});
