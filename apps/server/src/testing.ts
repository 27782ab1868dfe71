// Helpers for tests that drive the real server over HTTP (this package, tests/integration,
// tests/e2e): a server on a free port with its own data dir and, for PostgreSQL, its own database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyComponent } from '@app/engine';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { createApp } from './app';
import { parseConfig, type AppConfig, type ProcessRole } from './config/appConfig';
import type { QueryObserver } from './db/database';
import type { SmsSender } from './messaging/smsSender';

export { startTestMailServer, verificationCodeIn, type ReceivedMail, type TestMailServer, type TestMailServerOptions } from './messaging/testMailServer';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The PostgreSQL server tests use; each test server gets a throwaway database on it. */
export const TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'Admin#Test2024';
/** A cheap scrypt cost (about a millisecond per hash) for test servers and the users tests create. */
export const TEST_PASSWORD_COST = 2 ** 10;

export interface TestServerOptions {
  database: DatabaseKind;
  /** Environment variables on top of the test defaults (ADMIN_PASSWORD: '' has one generated). */
  env?: Record<string, string>;
  /** Receives the log lines (LOG_LEVEL defaults to silent in tests). */
  logStream?: DestinationStream;
  /** Runs before the server listens, e.g. to add test-only routes; again on restart. */
  configure?: (app: FastifyInstance) => void;
  /** Test-only components offered beside the built-in ones (a slow or failing component). */
  components?: readonly AnyComponent[];
  /** Their source text by type (nodes carry it in their required `code` field). */
  componentSources?: Readonly<Record<string, string>>;
  /** The clock of verification codes, upload budgets, login throttling and the session cache, to move time forward without waiting. */
  clock?: () => Date;
  /** scrypt's cost N of new password hashes; default TEST_PASSWORD_COST, so tests do not wait on the machine's speed. */
  passwordCost?: number;
  /** Sees the SQL text of every query the server runs, to count them. */
  onQuery?: QueryObserver;
  /** An SMS provider (a recording one); without it codes for phone numbers go to the log. */
  smsSender?: SmsSender;
  /** Sees every route as it is registered, before the server listens (again on restart). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Queue mode on the test Redis under this key prefix (instances that share jobs share it).
   * Default: queue mode with a prefix of its own when TEST_QUEUE_MODE=true, else the in-process
   * queue; false: the in-process queue always (a test comparing both modes).
   */
  queue?: { prefix: string; role?: ProcessRole } | false;
  /** Another test server whose PostgreSQL database this one shares (several API instances). */
  databaseOf?: TestServer;
}

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  /** The administrator; the password is the generated one when ADMIN_PASSWORD was empty. */
  admin: { username: string; password: string };
  /** What the server printed for the operator (the generated-password banner). */
  announcements: string[];
  /** Stops this server and starts a new one on the same data dir and database. */
  restart(): Promise<TestServer>;
  /** Stops the server and deletes its data dir and database. */
  close(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let postgresReachable: Promise<boolean> | undefined;

/**
 * The databases every database-touching suite runs against: both when PostgreSQL answers at
 * 127.0.0.1:5432. Without it, CI fails (PostgreSQL is required there) and a local run skips
 * PostgreSQL with a visible notice.
 */
export async function databasesUnderTest(): Promise<DatabaseKind[]> {
  postgresReachable ??= withAdminClient((client) => client.query('select 1')).then(
    () => true,
    () => false,
  );
  if (await postgresReachable) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('PostgreSQL is required in CI but is not reachable at 127.0.0.1:5432');
  console.warn('[tests] PostgreSQL not reachable at 127.0.0.1:5432 — PostgreSQL tests skipped');
  return ['sqlite'];
}

/** The Redis server queue-mode tests use; each test keeps its keys under its own prefix. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

let redisReachable: Promise<boolean> | undefined;

/** Whether Redis answers a PING at TEST_REDIS_URL within two seconds (a bare RESP exchange). */
function pingRedis(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * Whether queue-mode suites run: Redis must answer at 127.0.0.1:6379 in CI; a local run without it
 * skips them with a visible notice (as PostgreSQL suites do).
 */
export async function redisUnderTest(): Promise<boolean> {
  redisReachable ??= pingRedis();
  if (await redisReachable) return true;
  if (process.env.CI === 'true') throw new Error('Redis is required in CI but is not reachable at 127.0.0.1:6379');
  console.warn('[tests] Redis not reachable at 127.0.0.1:6379 — queue-mode tests skipped');
  return false;
}

/** A fresh key prefix for one test's queue, so that tests sharing one Redis stay apart. */
export function testQueuePrefix(): string {
  return `test-${randomBytes(6).toString('hex')}`;
}

/** Deletes every key under a test's prefix. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A throwaway database on the test PostgreSQL server (for servers started outside createTestServer, e.g. as processes). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

function generatedPasswordIn(announcements: string[]): string | undefined {
  return announcements.map((text) => /password: (\S+)/.exec(text)?.[1]).find(Boolean);
}

async function start(config: AppConfig, options: TestServerOptions, knownPassword: string | undefined, cleanUp: () => Promise<void>): Promise<TestServer> {
  const announcements: string[] = [];
  const app = await createApp(config, {
    logStream: options.logStream,
    announce: (text) => announcements.push(text),
    components: options.components,
    componentSources: options.componentSources,
    clock: options.clock,
    smsSender: options.smsSender,
    passwordCost: options.passwordCost ?? TEST_PASSWORD_COST,
    onQuery: options.onQuery,
    onRoute: options.onRoute,
  });
  options.configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const password = config.adminPassword ?? knownPassword ?? generatedPasswordIn(announcements) ?? '';
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    admin: { username: config.adminUsername, password },
    announcements,
    async restart() {
      await app.close();
      return start(config, options, password, cleanUp);
    },
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

/** Whether the suites run in queue mode (TEST_QUEUE_MODE=true: every test server over Redis). */
const queueModeByDefault = () => process.env.TEST_QUEUE_MODE === 'true';

export async function createTestServer(options: TestServerOptions): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'app-server-test-'));
  const shared = options.databaseOf?.config.databaseUrl;
  const postgres = options.database === 'postgres' && !shared ? await createPostgresDatabase() : undefined;
  const queue = options.queue === false ? undefined : (options.queue ?? (queueModeByDefault() ? { prefix: testQueuePrefix() } : undefined));
  const cleanUp = async () => {
    await postgres?.drop();
    // A prefix given by the test is the test's to remove (other instances may still use it).
    if (queue && !options.queue) await dropRedisPrefix(queue.prefix);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = parseConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN_USERNAME,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Folders that do not exist: no web console or embedded chat unless a test provides one.
      WEB_DIST_DIR: join(dataDir, 'web'),
      EMBED_DIST_DIR: join(dataDir, 'embed'),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...(shared ? { DATABASE_URL: shared } : {}),
      ...(queue ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: queue.prefix, ROLE: queue.role ?? 'all' } : {}),
      ...options.env,
    });
    return await start(config, { ...options, queue }, undefined, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
