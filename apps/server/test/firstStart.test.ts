// A first start's work before the server is handed over (issue 19): the administrator's password
// hash, which takes a while in the thread pool, starts on a new database before the migrations,
// and the example flows are stored while it runs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { installAccounts } from '../src/accounts/firstStart';
import { hashPassword, verifyPassword, type PasswordHasher } from '../src/auth/passwords';
import { parseConfig, type AppConfig } from '../src/config/appConfig';
import { openDatabase, type AppDatabase } from '../src/db/database';
import { isNewDatabase, migrateToLatest } from '../src/db/migrations/migrate';
import { createPostgresDatabase, databasesUnderTest, TEST_ADMIN_PASSWORD, TEST_PASSWORD_COST } from '../src/testing';

const logger = pino({ level: 'silent' });

describe.each(await databasesUnderTest())('first start on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function openFresh(onQuery?: (sql: string) => void): Promise<{ database: AppDatabase; config: AppConfig }> {
    const env = { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD };
    let config: AppConfig;
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      config = parseConfig({ ...env, DATABASE_URL: created.url });
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'first-start-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      config = parseConfig({ ...env, DATA_DIR: dataDir });
    }
    const database = openDatabase(config, logger, onQuery);
    cleanups.push(() => database.close());
    return { database, config };
  }

  it('tells a new database from one migrated before', async () => {
    const { database } = await openFresh();
    expect(await isNewDatabase(database)).toBe(true);
    await migrateToLatest(database);
    expect(await isNewDatabase(database)).toBe(false);
  });

  it('restarts on an up-to-date database without reading its schema or taking the migration lock', async () => {
    const statements: string[] = [];
    const { database } = await openFresh((sql) => statements.push(sql.trim().toLowerCase()));
    await migrateToLatest(database);
    statements.length = 0;
    expect(await isNewDatabase(database)).toBe(false);
    expect(await migrateToLatest(database)).toEqual([]);
    // Kysely's introspection reads every table's columns: a restart did so three times.
    expect(statements.filter((sql) => /table_list|pragma_table_info|information_schema\.columns/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => sql.includes('kysely_migration_lock'))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('refuses a database a newer version migrated, as the migrator does, rather than starting on it', async () => {
    const { database } = await openFresh();
    await migrateToLatest(database);
    await sql`insert into kysely_migration (name, timestamp) values (${'9999_from_a_newer_version'}, ${new Date().toISOString()})`.execute(database.db);
    await expect(migrateToLatest(database)).rejects.toThrow(/9999_from_a_newer_version/);
  });

  it('applies a new database’s migrations in one transaction: one commit, not one per statement', async () => {
    const statements: string[] = [];
    const { database } = await openFresh((sql) => statements.push(sql.trim().toLowerCase()));
    await migrateToLatest(database);
    const begin = statements.indexOf('begin');
    const schemaChanges = statements.flatMap((sql, index) => (/^(create|alter|drop) /.test(sql) ? [index] : []));
    expect(schemaChanges.length).toBeGreaterThan(50);
    expect(statements.filter((sql) => sql === 'commit')).toHaveLength(1);
    // Only the migrator's own table comes first (it is made before the migrations run).
    expect(schemaChanges.filter((index) => index < begin).every((index) => statements[index]!.includes('kysely_migration'))).toBe(true);
    expect(schemaChanges.at(-1)).toBeLessThan(statements.indexOf('commit'));
  });

  it('stores the example flows while the administrator’s password is being hashed', async () => {
    const { database, config } = await openFresh();
    await migrateToLatest(database);
    let hashed: (() => void) | undefined;
    const passwords: PasswordHasher = {
      // The hash ends only when the test says so: the examples must be stored before that.
      hash: async (password) => {
        await new Promise<void>((resolve) => (hashed = resolve));
        return hashPassword(password, TEST_PASSWORD_COST);
      },
      verify: verifyPassword,
      verifyAgainstDecoy: async () => false,
    };
    const installed = installAccounts(database.db, config, passwords, logger, () => undefined);
    const examplesStored = async () => (await database.db.selectFrom('installed_examples').select('id').executeTakeFirst()) !== undefined;
    await expect.poll(examplesStored, { timeout: 10_000, interval: 20 }).toBe(true);
    expect(hashed).toBeDefined();
    hashed!();
    await installed;
    const admin = await database.db.selectFrom('users').select('password_hash').where('username', '=', config.adminUsername).executeTakeFirstOrThrow();
    expect(await verifyPassword(TEST_ADMIN_PASSWORD, admin.password_hash)).toBe(true);
  });
});
