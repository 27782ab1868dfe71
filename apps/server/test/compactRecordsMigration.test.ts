// 0019_compact_monitor_records: messages and transactions stored before it read the same after it
// (the monitor's functions answer the API with what they return), on SQLite and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { openDatabase, type AppDatabase } from '../src/db/database';
import { migrateToLatest, migrationsFor } from '../src/db/migrations/migrate';
import { listTransactions } from '../src/monitor/buildRecordQueries';
import { findMessage, listMessages, listSessionIds, toChatMessage, updateMessage } from '../src/monitor/messageQueries';
import { createPostgresDatabase, databasesUnderTest } from '../src/testing';

const FLOW = '6f1c2b3a-0000-4000-8000-00000000f10a';
const USER_MESSAGE = '1ceff0c7-bfff-40d4-b69a-10f6c51f8508';
const BOT_MESSAGE = '3e459ed2-296b-4b54-96b1-7b7998a67423';
const SOURCE = { id: 'ChatInput-in000', display_name: 'Chat Input', source: 'Chat Input' };

/** Rows as the server wrote them before 0019: ISO times, text ids, the flow id as the session. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0019
async function writeOldRows(db: Kysely<any>): Promise<void> {
  const at = '2026-06-30T12:00:00.000Z';
  await db.insertInto('flows').values({ id: FLOW, name: 'old', tags: '[]', created_at: at, updated_at: at }).execute();
  const message = { flow_id: FLOW, files: '[]', error: false, edit: false, category: 'message', content_blocks: '[]' };
  await db
    .insertInto('messages')
    .values([
      { ...message, id: USER_MESSAGE, timestamp: '2026-06-30T12:00:01.250Z', sender: 'User', sender_name: 'User', session_id: FLOW, text: 'hello', properties: JSON.stringify({ source: SOURCE, icon: 'MessagesSquare' }) },
      { ...message, id: BOT_MESSAGE, timestamp: '2026-06-30T12:00:01.999Z', sender: 'Machine', sender_name: 'AI', session_id: FLOW, text: 'hi', properties: JSON.stringify({ icon: null, positive_feedback: true }) },
      { ...message, id: 'legacy-id', timestamp: '2026-06-30T12:00:02.000Z', sender: 'User', sender_name: 'User', session_id: 'other', text: 'again', properties: '{}' },
    ])
    .execute();
  const logged = { id: USER_MESSAGE, text: 'hello', sender: 'User', sender_name: 'User' };
  await db
    .insertInto('transactions')
    .values([
      { id: 'a7d1e0b2-9c55-4f5e-8f0e-2b8f1c9d0e11', timestamp: '2026-06-30T12:00:01.300Z', vertex_id: 'ChatInput-in000', target_id: null, inputs: JSON.stringify({ input_value: 'hello' }), outputs: JSON.stringify({ message: logged }), status: 'success', error: null, flow_id: FLOW },
      { id: 'b8e2f1c3-0d66-4a6f-9a1f-3c9a2d0e1f22', timestamp: '2026-06-30T12:00:01.400Z', vertex_id: 'ChatOutput-out00', target_id: null, inputs: JSON.stringify({ input_value: logged }), outputs: JSON.stringify({ message: logged }), status: 'success', error: null, flow_id: FLOW },
    ])
    .execute();
}

/** What the monitor answers about the flow, by queries that find the rows in either form. */
async function read(database: AppDatabase) {
  const { db } = database;
  return {
    messages: (await listMessages(db, { flowId: FLOW })).map(toChatMessage),
    bySession: (await listMessages(db, { flowId: FLOW }, 'session_id')).map(toChatMessage),
    ownSession: (await listMessages(db, { sessionId: FLOW })).map((row) => toChatMessage(row).id),
    otherSession: (await listMessages(db, { flowId: FLOW, sessionId: 'other' })).map((row) => toChatMessage(row).id),
    sessions: await listSessionIds(db, { flowId: FLOW }),
    transactions: await listTransactions(db, FLOW, 10, 0),
  };
}

describe.each(await databasesUnderTest())('0019_compact_monitor_records on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function openFresh(): Promise<AppDatabase> {
    const logger = pino({ level: 'silent' });
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      const database = openDatabase(parseConfig({ DATABASE_URL: created.url }), logger);
      cleanups.push(() => database.close());
      return database;
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'compact-records-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = openDatabase(parseConfig({ DATA_DIR: dataDir }), logger);
    cleanups.push(() => database.close());
    return database;
  }

  it('reads the rows stored before it the same after it', async () => {
    const database = await openFresh();
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database) } });
    expect((await migrator.migrateTo('0018_key_messages')).error).toBeUndefined();
    await writeOldRows(database.db);
    const before = await read(database);
    expect(before.messages[0]).toEqual({
      id: USER_MESSAGE,
      flow_id: FLOW,
      timestamp: '2026-06-30 12:00:01 UTC',
      sender: 'User',
      sender_name: 'User',
      session_id: FLOW,
      text: 'hello',
      files: [],
      error: false,
      edit: false,
      properties: { text_color: '', background_color: '', edited: false, allow_markdown: false, positive_feedback: null, state: 'complete', targets: [], source: SOURCE, icon: 'MessagesSquare' },
      category: 'message',
      content_blocks: [],
    });
    expect(before.sessions).toEqual([FLOW, 'other']);
    expect(before.ownSession).toEqual([USER_MESSAGE, BOT_MESSAGE]);

    expect(await migrateToLatest(database)).toContain('0019_compact_monitor_records');
    expect(await read(database)).toEqual(before);
    // Found by the forms the rows are stored in now: the flow's own session, the id's bytes.
    expect((await listMessages(database.db, { flowId: FLOW, sessionId: FLOW })).map(toChatMessage)).toEqual(before.messages.slice(0, 2));
    expect(toChatMessage((await findMessage(database.db, USER_MESSAGE))!)).toEqual(before.messages[0]);
    expect(toChatMessage((await findMessage(database.db, 'legacy-id'))!)).toEqual(before.messages[2]);
    await updateMessage(database.db, BOT_MESSAGE, { text: 'edited', session_id: 'moved' });
    const moved = (await listMessages(database.db, { sessionId: 'moved' })).map(toChatMessage);
    expect(moved.map((message) => [message.id, message.text, message.session_id])).toEqual([[BOT_MESSAGE, 'edited', 'moved']]);
  });

  it.runIf(kind === 'sqlite')('stores the migrated rows in the compact layout', async () => {
    const database = await openFresh();
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database) } });
    await migrator.migrateTo('0018_key_messages');
    await writeOldRows(database.db);
    await migrateToLatest(database);
    const messages = await sql<{ id: string; timestamp: string; session: string | null }>`SELECT typeof(id) AS id, typeof(timestamp) AS timestamp, session_id AS session FROM messages ORDER BY timestamp`.execute(database.db);
    expect(messages.rows).toEqual([
      { id: 'blob', timestamp: 'integer', session: null },
      { id: 'blob', timestamp: 'integer', session: null },
      { id: 'text', timestamp: 'integer', session: 'other' },
    ]);
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_schema WHERE tbl_name = 'transactions' ORDER BY name`.execute(database.db);
    // One b-tree: no index beside the table clustered by (flow_id, timestamp, id).
    expect(tables.rows.map((row) => row.name)).toEqual(['transactions']);
  });
});
