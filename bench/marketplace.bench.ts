// The marketplace list and search (GET /api/v1/store/list, 10 a page) of the built server at
// 10,000 apps and 1,000,000 likes and favourites on SQLite, as a plain user whose access policy
// admits some of the policy groups (the lists filter by policy in SQL); latency p50 and p99 next to
// a bare indexed query of the same database (the newest ten published apps) in the same run. The
// server makes the schema (its migrations); the data is seeded straight through SQL for speed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort, startServerUntilHealthy, type StartedProcess } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { json } from './lib/serverApi.ts';

const ADMIN_PASSWORD = 'Bench-Passw0rd';
const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';
const CATEGORIES = ['tool', 'business', 'code', 'life', 'game', 'image_audio', 'role'];
const WORDS = Array.from({ length: 100 }, (_, index) => `词${index.toString(36)}x`);
const POLICY_GROUPS = 10;
const MARKS_PER_USER = 100;
const WARM_UP_REQUESTS = 20;

interface Scale {
  apps: number;
  /** Users who like and favourite; each marks MARKS_PER_USER apps both ways. */
  markers: number;
}

const FULL: Scale = { apps: 10_000, markers: 5_000 };
// Quick runs keep the benchmark working; their figures are not meant to be read.
const QUICK: Scale = { apps: 1_000, markers: 500 };

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

async function start(dataDir: string): Promise<{ process: StartedProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' };
  return { process: await startServerUntilHealthy(env, `${base}/health`), base };
}

/** Users, policy groups, flows with their stores and releases, tags, likes and favourites; the bench user's name. */
function seed(db: DatabaseSync, scale: Scale): string {
  const now = Date.UTC(2025, 0, 1);
  const at = (offset: number) => new Date(now + offset * 1000).toISOString();
  const { password_hash: passwordHash } = db.prepare("select password_hash from users where username = 'admin'").get() as { password_hash: string };
  const insertUser = db.prepare('insert into users (id, username, name, password_hash, role, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)');
  const insertPolicy = db.prepare('insert into policy_groups (id, name, description, created_at, updated_at) values (?, ?, ?, ?, ?)');
  const insertPolicyUser = db.prepare("insert into policy_group_users (policy_group_id, user_id, effect) values (?, ?, 'allow')");
  const insertFlow = db.prepare(
    "insert into flows (id, name, description, icon, icon_bg_color, data, is_component, locked, webhook, tags, user_id, created_at, updated_at, released_at, access_type) values (?, ?, ?, 'Bot', '#7366f3', ?, 0, 0, 0, ?, ?, ?, ?, ?, 'PRIVATE')",
  );
  const insertRelease = db.prepare("insert into store_releases (id, store_id, tpe, note, data, name, description, icon, icon_bg_color, tags, user_id, created_at) values (?, ?, 1, '第一版', ?, ?, ?, 'Bot', '#7366f3', ?, ?, ?)");
  const insertStore = db.prepare(
    "insert into stores (id, flow_id, user_id, policy_group_id, release_id, published, name, description, icon, icon_bg_color, tags, likes, released_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'Bot', '#7366f3', ?, 0, ?, ?, ?)",
  );
  const insertTag = db.prepare('insert into store_tags (tag, store_id) values (?, ?)');
  const insertLike = db.prepare('insert into store_likes (store_id, user_id, created_at) values (?, ?, ?)');
  const insertFavourite = db.prepare('insert into store_favourites (user_id, store_id, created_at) values (?, ?, ?)');

  db.exec('begin');
  const owners = Array.from({ length: 100 }, (_, index) => {
    const id = randomUUID();
    insertUser.run(id, `owner${index}`, `作者${index}`, passwordHash, 16, at(0), at(0));
    return id;
  });
  const benchUser = 'bench-user';
  const benchUserId = randomUUID();
  insertUser.run(benchUserId, benchUser, '用户', passwordHash, 8, at(0), at(0));
  const policies = Array.from({ length: POLICY_GROUPS }, (_, index) => {
    const id = randomUUID();
    insertPolicy.run(id, `策略${index}`, '基准', at(0), at(0));
    // The bench user is admitted by half of them (and by the default one, like everyone).
    if (index % 2 === 0) insertPolicyUser.run(id, benchUserId);
    return id;
  });
  const graph = JSON.stringify({ nodes: [], edges: [] });
  const stores: string[] = [];
  for (let index = 0; index < scale.apps; index++) {
    const [flowId, storeId, releaseId] = [randomUUID(), randomUUID(), randomUUID()];
    const owner = owners[index % owners.length]!;
    const name = `应用 ${index} ${WORDS[index % WORDS.length]}`;
    const description = `第 ${index} 个应用的描述`;
    const tags = JSON.stringify([CATEGORIES[index % CATEGORIES.length]]);
    const time = at(index + 1);
    const policy = index % 5 === 0 ? EMPTY_UUID : policies[index % POLICY_GROUPS]!;
    const published = index % 20 === 0 ? 0 : 1;
    insertFlow.run(flowId, name, description, graph, tags, owner, time, time, published ? time : null);
    insertStore.run(storeId, flowId, owner, policy, releaseId, published, name, description, tags, time, time, time);
    insertRelease.run(releaseId, storeId, graph, name, description, tags, owner, time);
    insertTag.run(CATEGORIES[index % CATEGORIES.length]!, storeId);
    stores.push(storeId);
  }
  for (let user = 0; user < scale.markers; user++) {
    const id = randomUUID();
    insertUser.run(id, `marker${user}`, `用户${user}`, passwordHash, 8, at(0), at(0));
    for (let mark = 0; mark < MARKS_PER_USER; mark++) {
      // For one user, mark * 101 (mod the app count) never repeats: distinct apps, spread over all of them.
      insertLike.run(stores[(user * 37 + mark * 101) % stores.length]!, id, at(mark));
      insertFavourite.run(id, stores[(user * 53 + mark * 101) % stores.length]!, at(mark));
    }
  }
  for (let mark = 0; mark < MARKS_PER_USER; mark++) insertFavourite.run(benchUserId, stores[(mark * 97) % stores.length]!, at(mark));
  db.exec('update stores set likes = (select count(*) from store_likes where store_likes.store_id = stores.id)');
  db.exec('commit');
  db.exec('analyze');
  return benchUser;
}

async function timeRequests(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < WARM_UP_REQUESTS + count; index++) {
    const started = performance.now();
    const body = await json<{ code: number; data: { items: unknown[] } }>(await fetch(url, { headers }));
    const elapsed = performance.now() - started;
    if (body.code !== 0 || body.data.items.length === 0) throw new Error(`${url} answered ${JSON.stringify(body).slice(0, 200)}`);
    if (index >= WARM_UP_REQUESTS) times.push(elapsed);
  }
  return times;
}

function timeBareQuery(db: DatabaseSync, count: number): number[] {
  const query = db.prepare(
    'select id, name, description, icon, icon_bg_color, tags, likes, released_at, updated_at, user_id from stores where published = 1 order by released_at desc, id desc limit 10',
  );
  const times: number[] = [];
  for (let index = 0; index < WARM_UP_REQUESTS + count; index++) {
    const started = performance.now();
    if (query.all().length !== 10) throw new Error('the bare query found fewer than 10 apps');
    const elapsed = performance.now() - started;
    if (index >= WARM_UP_REQUESTS) times.push(elapsed);
  }
  return times;
}

/** `iterations` is the number of timed requests of each kind. */
export async function run(iterations: number): Promise<Row[]> {
  const scale = process.env.BENCH_QUICK === '1' ? QUICK : FULL;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-marketplace-'));
  try {
    // The first start makes the schema and the administrator; the data goes in while the server is down.
    await (await start(dataDir)).process.stop();
    const db = new DatabaseSync(join(dataDir, 'app.db'));
    try {
      const username = seed(db, scale);
      const server = await start(dataDir);
      try {
        const login = await json<{ data: { access_token: string } }>(
          await fetch(`${server.base}/api/v1/login`, { method: 'POST', body: new URLSearchParams({ username, password: ADMIN_PASSWORD }) }),
        );
        const headers = { authorization: `Bearer ${login.data.access_token}` };
        const list = await timeRequests(`${server.base}/api/v1/store/list?page=1&size=10`, headers, iterations);
        const search = await timeRequests(`${server.base}/api/v1/store/list?search=${encodeURIComponent(WORDS[6]!)}&page=1&size=10`, headers, iterations);
        const favourites = await timeRequests(`${server.base}/api/v1/store/list/collect?page=1&size=10`, headers, iterations);
        const bare = timeBareQuery(db, iterations);
        // Microseconds: the bare query takes a few of them.
        const row = (metric: string, times: number[], fraction: number): Row => ({
          metric,
          ours: percentile(times, fraction) * 1000,
          baseline: percentile(bare, fraction) * 1000,
          unit: 'µs',
        });
        const rows: Row[] = [
          row('store list p50', list, 0.5),
          row('store list p99', list, 0.99),
          row('store search p50', search, 0.5),
          row('store search p99', search, 0.99),
          row('favourites list p50', favourites, 0.5),
        ];
        const marks = scale.markers * MARKS_PER_USER * 2;
        printRows(
          `Marketplace on SQLite, ${scale.apps} apps, ${marks} likes and favourites, a plain user's policy-filtered page of 10 over HTTP; ${iterations} requests each`,
          'the newest ten published apps by a bare indexed query of the same database, in process',
          rows,
        );
        return rows;
      } finally {
        await server.process.stop();
      }
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
