import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_UUID, type ConfigResponse } from '@app/api-client';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverPackageDir } from '../src/config/packageInfo';
import { migrateToLatest } from '../src/db/migrations/migrate';
import { createTestServer, databasesUnderTest, TEST_POSTGRES_URL, type TestServer } from '../src/testing';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.each(await databasesUnderTest())('system routes on %s', (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ database, env: { HELP_URL: 'https://docs.example.com', EVENT_DELIVERY: 'polling' } });
  });
  afterEach(async () => {
    await server.close();
  });

  it.each(['/health', '/health_check'])('%s answers ok for every part', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 with db "error" when the database is gone', async () => {
    if (database === 'postgres') {
      // A real outage: the database disappears under the running server, then comes back.
      const name = new URL(server.config.databaseUrl!).pathname.slice(1);
      await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      await adminQuery(`ALTER DATABASE ${name} RENAME TO ${name}_gone`);
      try {
        const response = await fetch(`${server.url}/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'error', db: 'error' });
      } finally {
        await adminQuery(`ALTER DATABASE ${name}_gone RENAME TO ${name}`);
      }
      const recovered = await fetch(`${server.url}/health`);
      expect(recovered.status).toBe(200);
    } else {
      await server.app.database.close();
      const response = await fetch(`${server.url}/health_check`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'error', db: 'error' });
    }
  });

  it('GET /api/v1/config answers the public configuration', async () => {
    const response = await fetch(`${server.url}/api/v1/config`);
    expect(response.status).toBe(200);
    expect((await response.json()) as ConfigResponse).toEqual({
      frontend_timeout: 0,
      auto_saving: true,
      auto_saving_interval: 1000,
      health_check_max_retries: 5,
      max_file_size_upload: 100,
      feature_flags: {},
      webhook_polling_interval: 5000,
      event_delivery: 'polling',
      registration_mode: 'open',
      auto_login: false,
      help_url: 'https://docs.example.com',
      social_url: null,
    });
  });

  it('GET /api/v1/version answers the package version', async () => {
    const { name, version } = JSON.parse(readFileSync(join(serverPackageDir, 'package.json'), 'utf8')) as { name: string; version: string };
    const response = await fetch(`${server.url}/api/v1/version`);
    expect(await response.json()).toEqual({ version, main_version: version, package: name });
  });

  it('answers unknown API paths with 404 {detail}', async () => {
    const response = await fetch(`${server.url}/api/v1/nothing-here`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not Found' });
  });

  it('migrations are idempotent and survive a restart', async () => {
    expect(await migrateToLatest(server.app.database)).toEqual([]);
    server = await server.restart();
    expect(await migrateToLatest(server.app.database)).toEqual([]);
    const groups = await server.app.database.db.selectFrom('user_groups').select(['id', 'name']).execute();
    expect(groups).toEqual([{ id: EMPTY_UUID, name: '所有用户' }]);
  });
});
