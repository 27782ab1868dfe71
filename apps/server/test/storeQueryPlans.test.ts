// The marketplace lists at scale (SQLite): every query of a list request reads tables through their
// indexes (no table is scanned whole), and a page costs the same number of queries whatever its
// size (the caller's favourite and like, and the author, come with the page, not per card).
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema';
import { adaptNodeSqlite } from '../src/db/sqliteAdapter';
import { storeReach } from '../src/store/storeAccess';
import { countTags, listFavourites, listStores } from '../src/store/storeQueries';
import { createTestServer, type TestServer } from '../src/testing';
import { dataOf } from './support/admin';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { publish } from './support/store';

interface Logged {
  sql: string;
  parameters: readonly unknown[];
}

describe('the marketplace’s queries on SQLite', () => {
  let server: TestServer;
  let user: Api;
  let handle: DatabaseSync;
  let logged: Logged[];
  let db: Kysely<DatabaseSchema>;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite' });
    const owner = await userApi(server, 'plan-owner');
    user = await userApi(server, 'plan-user', 8);
    const catalogue = await fetchCatalogue(owner);
    for (let index = 0; index < 12; index++) {
      const flow = await createFlow(owner, chatPromptGraph(catalogue), { name: `计划 ${index}`, tags: ['tool'] });
      const storeId = await publish(owner, flow.id);
      dataOf(await user.post('/api/v1/store/collect', { store_id: storeId }));
      dataOf(await user.post('/api/v1/store/like', { store_id: storeId }));
    }
    handle = new DatabaseSync(join(server.config.dataDir, 'app.db'));
    // No ANALYZE: without statistics SQLite plans every table as a large one, as at scale.
    logged = [];
    db = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: adaptNodeSqlite(handle) }),
      log: (event) => {
        logged.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    await server.close();
  });

  function planOf(query: Logged): string[] {
    const values = query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value) as SQLInputValue);
    return (handle.prepare(`explain query plan ${query.sql}`).all(...values) as Array<{ detail: string }>).map((row) => row.detail);
  }

  async function queriesOf(work: () => Promise<unknown>): Promise<Logged[]> {
    logged = [];
    await work();
    return logged;
  }

  it('reads every table of the lists through an index, and a page of 10 costs what a page of 1 costs', async () => {
    const principal = { userId: user.userId, username: 'plan-user', role: 8, method: 'bearer' };
    const lists: Array<[string, (size: number) => Promise<unknown>]> = [
      ['list', async (size) => listStores(db, await storeReach(db, principal), {}, { page: 1, size })],
      ['by likes', async (size) => listStores(db, await storeReach(db, principal), { byLikes: true }, { page: 1, size })],
      ['tag', async (size) => listStores(db, await storeReach(db, principal), { tag: 'tool' }, { page: 1, size })],
      ['mine', async (size) => listStores(db, await storeReach(db, principal), { belongsMe: true }, { page: 1, size })],
      ['favourites', async (size) => listFavourites(db, await storeReach(db, principal), undefined, { page: 1, size })],
      ['tag counts', async () => countTags(db, await storeReach(db, principal))],
    ];
    for (const [name, list] of lists) {
      const ten = await queriesOf(() => list(10));
      const one = await queriesOf(() => list(1));
      expect(ten.length, name).toBe(one.length);
      for (const query of ten) {
        const scans = planOf(query).filter((detail) => /^SCAN /.test(detail) && !/USING (COVERING )?INDEX/.test(detail));
        expect(scans, `${name}: ${query.sql}`).toEqual([]);
      }
    }
  });
});
