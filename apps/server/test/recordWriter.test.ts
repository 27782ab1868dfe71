// The record writer: runs ending in the same turn share one transaction; a failing run's records
// never take another's with them; on SQLite every request waits for the records written before it.
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema';
import { createRecordWriter, createServerRecordWriter, type RecordWork } from '../src/monitor/recordWriter';

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

  it('settles once every write queued so far is done, failed ones included', async () => {
    const { db, committed } = loggingDatabase();
    const writer = createRecordWriter(db);
    expect(writer.settled()).toBeUndefined();
    void writer.write(writes('a'));
    writer.write(fails).catch(() => undefined);
    await writer.settled();
    expect(committed).toEqual([['a']]);
    expect(writer.settled()).toBeUndefined();
  });

  it('holds each request until the records written before it arrived are, when they follow the answer', async () => {
    const { db, committed } = loggingDatabase();
    const app = Fastify();
    const writer = createServerRecordWriter(app, db, { afterResponse: true });
    app.get('/records', async () => committed.flat());
    let release = () => undefined as void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    void writer.write(async (trx) => {
      await blocked;
      await writes('run')(trx);
    });
    const read = app.inject('/records');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await read).json()).toEqual(['run']);
    await app.close();
  });
});
