// Who may call each administration route: anonymous 401, ordinary users and developers 403,
// administrators succeed, and a disabled account (even an administrator's) 401. Developers also read
// policy/all (the editor's 设置 tab).
import { EMPTY_UUID, ErrorCode, ROLE_ADMIN, ROLE_DEV, ROLE_USER, type Envelope, type PolicyGroupRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createGroup, dataOf, seedUsers, storedAvatar, userCreateBody } from './support/admin';
import { adminApi, userApi, type Api } from './support/api';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

interface Fixtures {
  admin: Api;
  /** A stored profile image. */
  avatar: string;
  /** A new ordinary user's id. */
  freshUser(): Promise<string>;
}

interface AdminRoute {
  name: string;
  /** A fresh call, so that a call that succeeds (a delete) finds its target every time. */
  prepare(fixtures: Fixtures): Promise<Call>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;

const policyBody = (name: string) => ({ name, description: 'matrix', allowed_group_ids: [], allowed_user_ids: [], denied_group_ids: [], denied_user_ids: [] });

async function freshPolicy({ admin }: Fixtures): Promise<string> {
  return dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', policyBody(unique('policy')))).id;
}

const routes: AdminRoute[] = [
  { name: 'GET users/list', prepare: async () => ({ method: 'GET', path: '/api/v1/users/list' }) },
  { name: 'GET users/all', prepare: async () => ({ method: 'GET', path: '/api/v1/users/all' }) },
  { name: 'GET users/user_group/{id}', prepare: async () => ({ method: 'GET', path: `/api/v1/users/user_group/${EMPTY_UUID}` }) },
  { name: 'POST users/', prepare: async ({ avatar }) => ({ method: 'POST', path: '/api/v1/users/', body: userCreateBody(unique('created'), avatar) }) },
  { name: 'PATCH users/{id} of another user', prepare: async ({ freshUser }) => ({ method: 'PATCH', path: `/api/v1/users/${await freshUser()}`, body: { name: 'Changed name' } }) },
  { name: 'DELETE users/{id}', prepare: async ({ freshUser }) => ({ method: 'DELETE', path: `/api/v1/users/${await freshUser()}` }) },
  {
    name: 'POST users/bind_user_group',
    prepare: async ({ freshUser }) => ({ method: 'POST', path: '/api/v1/users/bind_user_group', body: { user_ids: [await freshUser()], user_group_ids: [EMPTY_UUID] } }),
  },
  { name: 'GET user-groups/list', prepare: async () => ({ method: 'GET', path: '/api/v1/user-groups/list' }) },
  { name: 'GET user-groups/all', prepare: async () => ({ method: 'GET', path: '/api/v1/user-groups/all' }) },
  { name: 'POST user-groups/', prepare: async () => ({ method: 'POST', path: '/api/v1/user-groups/', body: { name: unique('group') } }) },
  { name: 'PATCH user-groups/{id}', prepare: async ({ admin }) => ({ method: 'PATCH', path: `/api/v1/user-groups/${await createGroup(admin, unique('group'))}`, body: { name: unique('renamed') } }) },
  { name: 'DELETE user-groups/{id}', prepare: async ({ admin }) => ({ method: 'DELETE', path: `/api/v1/user-groups/${await createGroup(admin, unique('group'))}` }) },
  { name: 'GET policy/list', prepare: async () => ({ method: 'GET', path: '/api/v1/policy/list' }) },
  { name: 'POST policy/', prepare: async () => ({ method: 'POST', path: '/api/v1/policy/', body: policyBody(unique('policy')) }) },
  { name: 'PATCH policy/{id}', prepare: async (fixtures) => ({ method: 'PATCH', path: `/api/v1/policy/${await freshPolicy(fixtures)}`, body: policyBody(unique('renamed')) }) },
  { name: 'DELETE policy/{id}', prepare: async (fixtures) => ({ method: 'DELETE', path: `/api/v1/policy/${await freshPolicy(fixtures)}` }) },
  { name: 'GET failed-jobs', prepare: async () => ({ method: 'GET', path: '/api/v1/failed-jobs' }) },
];

const loginRequired = { code: ErrorCode.LOGIN_REQUIRED, msg: '请先登录', data: null };
const notAllowed = { code: ErrorCode.FORBIDDEN, msg: '权限不足', data: null };

describe.each(await databasesUnderTest())('role matrix of the administration routes on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let user: Api;
  let developer: Api;
  let disabled: Api;
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
    user = await userApi(server, 'matrixuser', ROLE_USER);
    developer = await userApi(server, 'matrixdev', ROLE_DEV);
    disabled = await userApi(server, 'matrixgone', ROLE_ADMIN);
    dataOf(await admin.patch(`/api/v1/users/${disabled.userId}`, { is_active: false }));
    fixtures = { admin, avatar: await storedAvatar(admin), freshUser: async () => (await seedUsers(server, [unique('target')]))[0] };
  });
  afterAll(async () => {
    await server.close();
  });

  async function send(caller: Api | null, call: Call): Promise<{ status: number; body: unknown }> {
    const answer = caller
      ? await caller.call(call.method, call.path, call.body)
      : await fetch(`${server.url}${call.path}`, {
          method: call.method,
          headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    return { status: answer.status, body: answer.body };
  }

  it.each(routes)('$name', async (route) => {
    expect(await send(null, await route.prepare(fixtures))).toEqual({ status: 401, body: loginRequired });
    expect(await send(user, await route.prepare(fixtures))).toEqual({ status: 403, body: notAllowed });
    expect(await send(developer, await route.prepare(fixtures))).toEqual({ status: 403, body: notAllowed });
    expect(await send(disabled, await route.prepare(fixtures))).toEqual({ status: 401, body: loginRequired });
    expect(await send(admin, await route.prepare(fixtures))).toMatchObject({ status: 200, body: { code: 0, msg: 'success' } });
  });

  it('lets developers read every policy group (the editor binds their apps to one), not ordinary users', async () => {
    const call = { method: 'GET', path: '/api/v1/policy/all' };
    expect(await send(null, call)).toEqual({ status: 401, body: loginRequired });
    expect(await send(user, call)).toEqual({ status: 403, body: notAllowed });
    expect(await send(disabled, call)).toEqual({ status: 401, body: loginRequired });
    const seen = await send(developer, call);
    expect(seen).toMatchObject({ status: 200, body: { code: 0, data: expect.arrayContaining([expect.objectContaining({ id: EMPTY_UUID })]) } });
    expect(await send(admin, call)).toEqual(seen);
  });

  it('lets a developer reach the user-level PATCH route only for their own nickname and avatar', async () => {
    const own = await send(developer, { method: 'PATCH', path: `/api/v1/users/${developer.userId}`, body: { name: 'Dev Nick' } });
    expect(own).toMatchObject({ status: 200, body: { code: 0, data: { name: 'Dev Nick', role: ROLE_DEV } } });
    expect(await send(developer, { method: 'PATCH', path: `/api/v1/users/${developer.userId}`, body: { role: ROLE_ADMIN } })).toEqual({ status: 403, body: notAllowed });
  });

  it('refuses a refused caller before changing anything', async () => {
    const targetId = await fixtures.freshUser();
    for (const caller of [user, developer]) {
      await send(caller, { method: 'DELETE', path: `/api/v1/users/${targetId}` });
      await send(caller, { method: 'PATCH', path: `/api/v1/users/${targetId}`, body: { name: 'Hacked name' } });
    }
    const row = await server.app.database.db.selectFrom('users').select(['name', 'is_deleted']).where('id', '=', targetId).executeTakeFirstOrThrow();
    expect({ name: row.name, deleted: Boolean(row.is_deleted) }).toEqual({ name: expect.stringMatching(/^target\d+$/), deleted: false });
  });
});
