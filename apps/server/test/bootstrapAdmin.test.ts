import { EMPTY_UUID, ROLE_ADMIN, ROLE_USER, type Envelope, type UserRead } from '@app/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { satisfiesPasswordRule } from '@app/api-client';
import { createApp } from '../src/app';
import { createTestServer, databasesUnderTest, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing';
import { bearer, login } from './helpers';

async function whoami(server: TestServer, token: string): Promise<UserRead> {
  const response = await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(token) });
  return ((await response.json()) as Envelope<UserRead>).data;
}

async function administrators(server: TestServer): Promise<number> {
  const rows = await server.app.database.db.selectFrom('users').select('id').where('role', '=', ROLE_ADMIN).execute();
  return rows.length;
}

describe.each(await databasesUnderTest())('first administrator on %s', (database) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD, in the default group, with nothing printed', async () => {
    server = await createTestServer({ database, env: { ADMIN_USERNAME: 'root_admin' } });
    expect(server.announcements).toEqual([]);
    const { body } = await login(server, 'root_admin', TEST_ADMIN_PASSWORD);
    expect(body.code).toBe(0);
    const admin = await whoami(server, body.data.access_token);
    expect(admin).toMatchObject({ username: 'root_admin', role: ROLE_ADMIN, is_active: true, user_group_ids: [EMPTY_UUID] });
  });

  it('gets a generated strong password, announced once and never again', async () => {
    server = await createTestServer({ database, env: { ADMIN_PASSWORD: '' } });
    expect(server.announcements).toHaveLength(1);
    const password = server.admin.password;
    expect(server.announcements[0]).toContain(`password: ${password}`);
    expect(satisfiesPasswordRule(password)).toBe(true);
    expect(password).toHaveLength(20);
    expect((await login(server, 'admin', password)).body.code).toBe(0);

    server = await server.restart();
    expect(server.announcements).toEqual([]);
    expect(await administrators(server)).toBe(1);
    expect((await login(server, 'admin', password)).body.code).toBe(0);
  });

  it('generates a different password for every installation', async () => {
    server = await createTestServer({ database, env: { ADMIN_PASSWORD: '' } });
    const first = server.admin.password;
    await server.close();
    server = await createTestServer({ database, env: { ADMIN_PASSWORD: '' } });
    expect(server.admin.password).not.toBe(first);
  });

  it('fails the start with the reason when the first administrator cannot be created, the routes registered meanwhile', async () => {
    server = await createTestServer({ database });
    // No administrator left, and the configured name taken by an ordinary account.
    await server.app.database.db.updateTable('users').set({ role: ROLE_USER }).where('username', '=', server.admin.username).execute();
    await server.app.close();
    const retry = createApp({ ...server.config, adminUsername: server.admin.username }, { passwordCost: 2 ** 10 });
    await expect(retry).rejects.toThrow(`ADMIN_USERNAME "${server.admin.username}" belongs to an existing account that is not an administrator`);
  });
});
