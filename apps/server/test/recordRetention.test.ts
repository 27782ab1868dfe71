// What keeps the monitor's records bounded: age limits on transactions and messages, the space
// their deletion frees given back to the disk (SQLite's incremental vacuum), and how little a run
// writes in the first place. On SQLite and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createChatMessage } from '@app/engine';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { openDatabase, SQLITE_FILE } from '../src/db/database';
import { insertTransaction, insertTransactions } from '../src/monitor/buildRecordQueries';
import { upsertMessage } from '../src/monitor/messageQueries';
import { createRecordRetention } from '../src/monitor/recordRetention';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { eventually, pollEvents, startBuild } from './support/builds';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-30T12:00:00Z');
const silent = pino({ level: 'silent' });

describe.each(await databasesUnderTest())('record retention on %s', (database) => {
  let server: TestServer;
  let dev: Api;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'retention-dev');
  });
  afterAll(() => server.close());

  /** A flow with a message and a transaction stored `daysAgo` days before NOW, each with `text`. */
  async function flowWithRecords(daysAgo: number[], text = 'kept'): Promise<string> {
    const flow = await createFlow(dev, { nodes: [], edges: [] });
    for (const days of daysAgo) {
      const at = new Date(NOW.getTime() - days * DAY_MS);
      const message = createChatMessage({ text: `${text} ${days}` }, { flowId: flow.id, sessionId: flow.id, source: { id: 'x', display_name: 'x', source: 'x' } });
      await upsertMessage(server.app.database.db, message, at);
      await insertTransaction(server.app.database.db, { flowId: flow.id, vertexId: `v${days}`, targetId: null, inputs: { text }, outputs: {}, status: 'success', error: null }, at);
    }
    return flow.id;
  }

  async function stored(flowId: string): Promise<{ messages: string[]; transactions: string[] }> {
    const db = server.app.database.db;
    const messages = await db.selectFrom('messages').select('text').where('flow_id', '=', flowId).orderBy('timestamp').execute();
    const transactions = await db.selectFrom('transactions').select('vertex_id').where('flow_id', '=', flowId).orderBy('timestamp').execute();
    return { messages: messages.map((row) => row.text), transactions: transactions.map((row) => row.vertex_id) };
  }

  function retention(transactionsDays: number, messagesDays: number) {
    return createRecordRetention({
      db: server.app.database.db,
      dialect: server.app.database.dialect,
      config: { storeTransactions: true, storeVertexBuilds: true, maxTransactionsPerFlow: 3000, transactionsDays, messagesDays },
      logger: silent,
      now: () => NOW,
    });
  }

  it('deletes transactions and messages past their age limits, and keeps everything with 0', async () => {
    const flowId = await flowWithRecords([40, 10, 1]);
    await retention(0, 0).sweep();
    expect(await stored(flowId)).toEqual({ messages: ['kept 40', 'kept 10', 'kept 1'], transactions: ['v40', 'v10', 'v1'] });
    await retention(7, 30).sweep();
    expect(await stored(flowId)).toEqual({ messages: ['kept 10', 'kept 1'], transactions: ['v1'] });
  });

  it('deletes more old rows than one batch holds', async () => {
    const flowId = await flowWithRecords([1]);
    const old = new Date(NOW.getTime() - 10 * DAY_MS);
    const rows = Array.from({ length: 1100 }, (_, index) => ({ flowId, vertexId: `old${index}`, targetId: null, inputs: {}, outputs: {}, status: 'success' as const, error: null, at: old }));
    await insertTransactions(server.app.database.db, rows);
    await retention(7, 0).sweep();
    expect((await stored(flowId)).transactions).toEqual(['v1']);
  });

  it('applies the age limits of its settings when the server starts', async () => {
    const limited = await createTestServer({ database, env: { MESSAGES_RETENTION_DAYS: '2', TRANSACTIONS_RETENTION_DAYS: '2' } });
    let restarted: TestServer | undefined;
    try {
      const owner = await userApi(limited, 'retention-owner');
      const flow = await createFlow(owner, { nodes: [], edges: [] });
      const at = new Date(Date.now() - 3 * DAY_MS);
      const message = createChatMessage({ text: 'old' }, { flowId: flow.id, sessionId: flow.id, source: { id: 'x', display_name: 'x', source: 'x' } });
      await upsertMessage(limited.app.database.db, message, at);
      await insertTransaction(limited.app.database.db, { flowId: flow.id, vertexId: 'old', targetId: null, inputs: {}, outputs: {}, status: 'success', error: null }, at);
      restarted = await limited.restart();
      const db = restarted.app.database.db;
      const count = async (table: 'messages' | 'transactions') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('flow_id', '=', flow.id).executeTakeFirstOrThrow()).n);
      await eventually(async () => (await count('messages')) === 0 && (await count('transactions')) === 0);
    } finally {
      await (restarted ?? limited).close();
    }
  });

  it('stores no transactions or vertex builds when their storage is off, the messages still', async () => {
    const quiet = await createTestServer({ database, env: { TRANSACTIONS_STORAGE_ENABLED: 'false', VERTEX_BUILDS_STORAGE_ENABLED: 'false' } });
    try {
      const owner = await userApi(quiet, 'quiet-owner');
      const flow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)));
      expect((await owner.post(`/api/v1/run/${flow.id}`, { input_value: 'one' })).status).toBe(200);
      await pollEvents(owner, await startBuild(owner, flow.id, { inputs: { input_value: 'two' } }));
      expect((await owner.get<{ total: number }>(`/api/v1/monitor/transactions?flow_id=${flow.id}`)).body.total).toBe(0);
      expect((await owner.get(`/api/v1/monitor/builds?flow_id=${flow.id}`)).body).toEqual({ vertex_builds: {} });
      expect((await owner.get<unknown[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`)).body).toHaveLength(4);
    } finally {
      await quiet.close();
    }
  });

  it.runIf(database === 'sqlite')('gives the pages of deleted rows back to the disk', async () => {
    const pragma = async (name: string) => Number(Object.values((await sql.raw(`PRAGMA ${name}`).execute(server.app.database.db)).rows[0] as object)[0]);
    expect(await pragma('auto_vacuum')).toBe(2);
    const big = 'x'.repeat(4000);
    await flowWithRecords(
      Array.from({ length: 200 }, (_, index) => 100 + index),
      big,
    );
    const filled = await pragma('page_count');
    await retention(7, 7).sweep();
    expect(await pragma('freelist_count')).toBe(0);
    // 200 messages and transactions of 4 KB each held at least 400 pages of 4 KB.
    expect(filled - (await pragma('page_count'))).toBeGreaterThan(300);
  });

  it('stores a run’s records in little space: messages by id in the log, no default properties', async () => {
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    expect((await dev.post(`/api/v1/run/${flow.id}`, { input_value: 'one' })).status).toBe(200);
    const db = server.app.database.db;
    const transactions = await db.selectFrom('transactions').select(['inputs', 'outputs']).where('flow_id', '=', flow.id).execute();
    const messages = await db.selectFrom('messages').select(['properties', 'content_blocks', 'files']).where('flow_id', '=', flow.id).execute();
    expect([transactions.length, messages.length]).toEqual([3, 2]);
    // SQLite hands JSON columns over as text, PostgreSQL parsed.
    const size = (value: unknown) => Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
    const bytes = [...transactions, ...messages].flatMap((row) => Object.values(row)).reduce((sum: number, value) => sum + size(value), 0);
    // Whole messages in the log and every default property took over 2.5 KB for this flow.
    expect(bytes).toBeLessThan(900);
  });
});

describe('a SQLite database made without auto_vacuum', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'retention-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is made with it when new, without being rewritten (a first start, issue 19)', async () => {
    const exec = vi.spyOn(DatabaseSync.prototype, 'exec');
    const database = openDatabase(parseConfig({ DATA_DIR: join(dataDir, 'new') }), silent);
    try {
      expect(exec.mock.calls.map(([statement]) => statement)).not.toContain('VACUUM');
      const mode = await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(database.db);
      expect(mode.rows[0]?.auto_vacuum).toBe(2);
    } finally {
      exec.mockRestore();
      await database.close();
    }
  });

  it('is rewritten once at opening, so deleted rows can be given back, its rows kept', async () => {
    const old = new DatabaseSync(join(dataDir, SQLITE_FILE));
    old.exec('PRAGMA journal_mode = WAL');
    old.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('before')");
    old.close();
    const database = openDatabase(parseConfig({ DATA_DIR: dataDir }), silent);
    try {
      const mode = await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(database.db);
      expect(mode.rows[0]?.auto_vacuum).toBe(2);
      expect((await sql<{ text: string }>`SELECT text FROM notes`.execute(database.db)).rows).toEqual([{ text: 'before' }]);
    } finally {
      await database.close();
    }
  });
});
