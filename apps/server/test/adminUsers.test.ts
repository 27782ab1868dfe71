import { EMPTY_UUID, ErrorCode, type Envelope, type Paged, type UserRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { login, USER_PASSWORD } from './helpers';
import { createGroup, dataOf, expectFieldError, expectRefusal, seedUsers, storedAvatar, userCreateBody } from './support/admin';
import { adminApi, type Api } from './support/api';

type UserPage = Envelope<Paged<UserRead>>;

describe.each(await databasesUnderTest())('user administration on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let avatar: string;
  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
    avatar = await storedAvatar(admin);
  });
  afterAll(async () => {
    await server.close();
  });

  const usernamesOf = (page: Paged<UserRead>) => page.items.map((user) => user.username);

  describe('GET users/list', () => {
    let seeded: string[];
    beforeAll(async () => {
      const names = Array.from({ length: 17 }, (_, index) => `lister${String(index).padStart(2, '0')}`);
      seeded = await seedUsers(server, names, (username) => (username === 'lister03' ? { email: 'Finder@Example.com', telephone: '13912345678', name: 'Zhang San' } : {}));
    });

    it('pages by 15, newest first, with groups', async () => {
      const first = dataOf(await admin.get<UserPage>('/api/v1/users/list?search=lister'));
      expect(first).toMatchObject({ page: 1, size: 15, total: 17, pages: 2 });
      expect(usernamesOf(first)).toEqual(Array.from({ length: 15 }, (_, index) => `lister${String(16 - index).padStart(2, '0')}`));
      expect(first.items[0]).toMatchObject({ id: seeded[16], user_groups: [{ id: EMPTY_UUID, name: '所有用户' }], user_group_ids: [EMPTY_UUID], is_active: true });
      expect(first.items[0]).not.toHaveProperty('password_hash');

      const second = dataOf(await admin.get<UserPage>('/api/v1/users/list?search=lister&page=2'));
      expect(usernamesOf(second)).toEqual(['lister01', 'lister00']);
    });

    it('orders oldest first on request and takes a page size', async () => {
      const page = dataOf(await admin.get<UserPage>('/api/v1/users/list?search=lister&order=asc&size=3'));
      expect(page).toMatchObject({ size: 3, pages: 6, total: 17 });
      expect(usernamesOf(page)).toEqual(['lister00', 'lister01', 'lister02']);
    });

    it('searches username, nickname, email and phone, ignoring case', async () => {
      for (const search of ['LISTER03', 'zhang', 'finder@example', '1391234']) {
        expect(usernamesOf(dataOf(await admin.get<UserPage>(`/api/v1/users/list?search=${encodeURIComponent(search)}`)))).toEqual(['lister03']);
      }
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?search=nobody-has-this')).total).toBe(0);
      // Wildcards match themselves only.
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?search=%25')).total).toBe(0);
    });

    it('lists everyone without a search, the administrator included', async () => {
      const page = dataOf(await admin.get<UserPage>('/api/v1/users/list?size=100'));
      expect(usernamesOf(page)).toContain('admin');
      expect(page.total).toBe(page.items.length);
    });

    it('refuses a bad page or order with 10003', async () => {
      expectRefusal(await admin.get('/api/v1/users/list?page=0'), 10003, undefined, 400);
      expectRefusal(await admin.get('/api/v1/users/list?order=sideways'), 10003, undefined, 400);
    });
  });

  describe('POST users/', () => {
    it('creates a user in the default group and the chosen ones, who can sign in', async () => {
      const groupId = await createGroup(admin, 'Creators');
      const created = dataOf(
        await admin.post<Envelope<UserRead>>('/api/v1/users/', userCreateBody('newbie', avatar, { role: 16, email: 'newbie@example.com', telephone: '13800000001', user_group_ids: [groupId] })),
      );
      expect(created).toMatchObject({
        username: 'newbie',
        name: 'newbie nick',
        role: 16,
        email: 'newbie@example.com',
        telephone: '13800000001',
        profile_image: avatar,
        is_active: true,
        user_group_ids: [EMPTY_UUID, groupId],
        last_login_at: null,
      });
      expect((await login(server, 'newbie', 'Pass#word1')).body.code).toBe(0);
    });

    it.each([
      ['a short username', { username: 'ab' }, '请输入3-20个字符'],
      ['a username with spaces', { username: 'a b c' }, '请输入正确的用户名/手机号码/邮箱'],
      ['a username without a letter', { username: '12345' }, '用户名格式必须包含字母'],
      ['a short nickname', { name: 'x ' }, '请输入3-20个字符'],
      ['a short password', { password: 'Ab#1' }, '请输入6-20个字符'],
      ['a weak password', { password: 'abcdefgh' }, '请输入大小写字母，数字，特殊字符至少三种组合'],
      ['a bad phone number', { telephone: '12345678901' }, '请输入正确的手机号码'],
      ['a bad email', { email: 'not-an-email' }, '请输入正确的邮箱'],
      ['no profile image', { profile_image: '' }, '请上传用户图标'],
      ['a profile image that is no stored image', { profile_image: 'javascript:alert(1)' }, '请上传用户图标'],
      ['a profile image path naming no file', { profile_image: '/api/v1/files/public/0f8fad5b-d9cb-469f-a165-70867728950e' }, '请上传用户图标'],
    ])('refuses %s with its message and creates nothing', async (_case, overrides, message) => {
      const before = dataOf(await admin.get<UserPage>('/api/v1/users/list')).total;
      expectFieldError(await admin.post('/api/v1/users/', userCreateBody('badinput', avatar, overrides)), message);
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list')).total).toBe(before);
    });

    it('requires the profile image when it is left out', async () => {
      const { profile_image: _left, ...body } = userCreateBody('noimage', avatar);
      expectFieldError(await admin.post('/api/v1/users/', body), '请上传用户图标');
    });

    it('refuses a role other than 8, 16 or 32 and unknown groups', async () => {
      expectRefusal(await admin.post('/api/v1/users/', userCreateBody('badrole', avatar, { role: 64 })), 10003, undefined, 400);
      expectRefusal(await admin.post('/api/v1/users/', userCreateBody('badgroup', avatar, { user_group_ids: ['11111111-1111-4111-8111-111111111111'] })), 10003, '用户组不存在');
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?search=badgroup')).total).toBe(0);
    });

    it('answers 10101, 10102 and 10103 for a taken username, email (in any case) and phone', async () => {
      dataOf(await admin.post('/api/v1/users/', userCreateBody('taken', avatar, { email: 'taken@example.com', telephone: '13800000002' })));
      expectRefusal(await admin.post('/api/v1/users/', userCreateBody('taken', avatar)), ErrorCode.USER_EXISTS, '用户名已存在');
      expectRefusal(await admin.post('/api/v1/users/', userCreateBody('taken2', avatar, { email: 'TAKEN@example.com' })), ErrorCode.EMAIL_EXISTS, '邮箱已存在');
      expectRefusal(await admin.post('/api/v1/users/', userCreateBody('taken3', avatar, { telephone: '13800000002' })), ErrorCode.PHONE_EXISTS, '手机号已存在');
    });
  });

  describe('PATCH users/{id}', () => {
    it('lets an administrator change every field; a new password ends the old sessions', async () => {
      const [userId] = await seedUsers(server, ['patchee']);
      const session = (await login(server, 'patchee', USER_PASSWORD)).body.data;
      const otherAvatar = await storedAvatar(admin, 'other');
      const groupA = await createGroup(admin, 'Patch A');
      const groupB = await createGroup(admin, 'Patch B');
      dataOf(await admin.patch(`/api/v1/users/${userId}`, { user_group_ids: [groupA] }));

      const changed = dataOf(
        await admin.patch<Envelope<UserRead>>(`/api/v1/users/${userId}`, {
          name: '  New Name  ',
          profile_image: otherAvatar,
          role: 16,
          email: 'patchee@example.com',
          telephone: '13800000003',
          password: 'Brand#New1',
          user_group_ids: [groupB],
        }),
      );
      expect(changed).toMatchObject({
        name: 'New Name',
        profile_image: otherAvatar,
        role: 16,
        email: 'patchee@example.com',
        telephone: '13800000003',
        user_group_ids: [EMPTY_UUID, groupB],
      });
      expect((await login(server, 'patchee', USER_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      const fresh = (await login(server, 'patchee', 'Brand#New1')).body;
      expect(fresh.code).toBe(0);
      const refresh = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${session.refresh_token}` } });
      expect(refresh.status).toBe(401);
      // The ended session's token is gone, not revoked: presenting it is no theft, so the new session lives on.
      const freshRefresh = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${fresh.data.refresh_token}` } });
      expect(freshRefresh.status).toBe(200);

      // The default group cannot be dropped; null clears email and phone.
      const cleared = dataOf(await admin.patch<Envelope<UserRead>>(`/api/v1/users/${userId}`, { user_group_ids: [], email: null, telephone: '' }));
      expect(cleared).toMatchObject({ user_group_ids: [EMPTY_UUID], email: null, telephone: null });
    });

    it('checks the fields it is given', async () => {
      const [userId] = await seedUsers(server, ['patchrules']);
      await seedUsers(server, ['patchother'], () => ({ email: 'other@example.com', telephone: '13800000004' }));
      expectFieldError(await admin.patch(`/api/v1/users/${userId}`, { password: '' }), '请输入6-20个字符');
      expectFieldError(await admin.patch(`/api/v1/users/${userId}`, { name: 'ab' }), '请输入3-20个字符');
      expectFieldError(await admin.patch(`/api/v1/users/${userId}`, { profile_image: '' }), '请上传用户图标');
      expectFieldError(await admin.patch(`/api/v1/users/${userId}`, { profile_image: '/api/v1/users/list' }), '请上传用户图标');
      expectFieldError(await admin.patch(`/api/v1/users/${userId}`, { email: 'bad' }), '请输入正确的邮箱');
      expectRefusal(await admin.patch(`/api/v1/users/${userId}`, { email: 'Other@Example.com' }), ErrorCode.EMAIL_EXISTS, '邮箱已存在');
      expectRefusal(await admin.patch(`/api/v1/users/${userId}`, { telephone: '13800000004' }), ErrorCode.PHONE_EXISTS, '手机号已存在');
      expectRefusal(await admin.patch(`/api/v1/users/${userId}`, { user_group_ids: ['no-such-group'] }), 10003, '用户组不存在');
      expectRefusal(await admin.patch(`/api/v1/users/${userId}`, { role: 1 }), 10003, undefined, 400);
      // A user keeps their own email.
      dataOf(await admin.patch(`/api/v1/users/${userId}`, { email: 'mine@example.com' }));
      dataOf(await admin.patch(`/api/v1/users/${userId}`, { email: 'mine@example.com' }));
    });

    it('answers 10004 for an unknown user', async () => {
      expectRefusal(await admin.patch('/api/v1/users/11111111-1111-4111-8111-111111111111', { name: 'Nobody here' }), ErrorCode.USER_NOT_FOUND, '用户不存在');
    });

    it('lets users change only their own nickname and avatar', async () => {
      const [selfId, otherId] = await seedUsers(server, ['selfedit', 'selfother']);
      const tokens = (await login(server, 'selfedit', USER_PASSWORD)).body.data;
      const self = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
      const patch = (id: string, body: unknown) => fetch(`${server.url}/api/v1/users/${id}`, { method: 'PATCH', headers: self, body: JSON.stringify(body) });

      const own = await patch(selfId, { name: 'My Nick', profile_image: avatar });
      expect(await own.json()).toMatchObject({ code: 0, data: { name: 'My Nick', profile_image: avatar, role: 8 } });
      for (const body of [{ role: 32 }, { is_active: true }, { user_group_ids: [] }, { email: 'me@example.com' }, { password: 'Brand#New1' }, { name: 'My Nick', role: 8 }]) {
        const refused = await patch(selfId, body);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ code: ErrorCode.FORBIDDEN, msg: '权限不足', data: null });
      }
      expect((await patch(otherId, { name: 'Not Mine' })).status).toBe(403);
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?search=selfother')).items[0].name).toBe('selfother');
    });

    it('keeps administrators from disabling or demoting themselves', async () => {
      expectRefusal(await admin.patch(`/api/v1/users/${admin.userId}`, { is_active: false }), 10003, '不能禁用自己的账号');
      expectRefusal(await admin.patch(`/api/v1/users/${admin.userId}`, { role: 16 }), 10003, '不能降低自己的角色');
      dataOf(await admin.patch(`/api/v1/users/${admin.userId}`, { role: 32, name: 'Chief Admin' }));
      expect((await admin.get('/api/v1/users/whoami')).status).toBe(200);
    });

    it('disabling ends the sessions: the next request is refused and login answers 10104', async () => {
      const [userId] = await seedUsers(server, ['disablee']);
      const tokens = (await login(server, 'disablee', USER_PASSWORD)).body.data;
      const whoami = () => fetch(`${server.url}/api/v1/users/whoami`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect((await whoami()).status).toBe(200);

      expect(dataOf(await admin.patch<Envelope<UserRead>>(`/api/v1/users/${userId}`, { is_active: false })).is_active).toBe(false);
      expect((await whoami()).status).toBe(401);
      const refresh = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${tokens.refresh_token}` } });
      expect(refresh.status).toBe(401);
      expect((await login(server, 'disablee', USER_PASSWORD)).body.code).toBe(ErrorCode.USER_DELETED);

      dataOf(await admin.patch(`/api/v1/users/${userId}`, { is_active: true }));
      expect((await login(server, 'disablee', USER_PASSWORD)).body.code).toBe(0);
    });

    it('enabling an account that waits for approval approves it', async () => {
      const [userId] = await seedUsers(server, ['waiting']);
      await server.app.database.db.updateTable('users').set({ is_active: false, approval_pending: true }).where('id', '=', userId).execute();
      expect((await login(server, 'waiting', USER_PASSWORD)).body.code).toBe(ErrorCode.WAITING_APPROVAL);
      dataOf(await admin.patch(`/api/v1/users/${userId}`, { is_active: true }));
      expect((await login(server, 'waiting', USER_PASSWORD)).body.code).toBe(0);
    });
  });

  describe('DELETE users/{id}', () => {
    it('soft-deletes: hidden everywhere, sessions ended, names free again, flows kept', async () => {
      const [userId] = await seedUsers(server, ['leaver'], () => ({ email: 'leaver@example.com', telephone: '13800000005' }));
      const groupId = await createGroup(admin, 'Leavers');
      dataOf(await admin.post('/api/v1/users/bind_user_group', { user_ids: [userId], user_group_ids: [groupId] }));
      const tokens = (await login(server, 'leaver', USER_PASSWORD)).body.data;
      const now = new Date().toISOString();
      await server.app.database.db
        .insertInto('flows')
        .values({ id: '22222222-2222-4222-8222-222222222222', name: 'Kept flow', user_id: userId, tags: '[]', is_component: false, locked: false, webhook: false, created_at: now, updated_at: now })
        .execute();

      expect(dataOf(await admin.delete(`/api/v1/users/${userId}`))).toBeNull();

      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?search=leaver')).total).toBe(0);
      expect(dataOf(await admin.get<Envelope<UserRead[]>>('/api/v1/users/all')).map((user) => user.id)).not.toContain(userId);
      expect(dataOf(await admin.get<Envelope<UserRead[]>>(`/api/v1/users/user_group/${groupId}`))).toEqual([]);
      expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
      const refresh = await fetch(`${server.url}/api/v1/refresh`, { method: 'POST', headers: { cookie: `refresh_token_lf=${tokens.refresh_token}` } });
      expect(refresh.status).toBe(401);
      expect((await login(server, 'leaver', USER_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);

      const flow = await server.app.database.db.selectFrom('flows').select('user_id').where('id', '=', '22222222-2222-4222-8222-222222222222').executeTakeFirst();
      expect(flow?.user_id).toBe(userId);

      const again = dataOf(await admin.post<Envelope<UserRead>>('/api/v1/users/', userCreateBody('leaver', avatar, { email: 'leaver@example.com', telephone: '13800000005' })));
      expect(again.id).not.toBe(userId);

      expectRefusal(await admin.delete(`/api/v1/users/${userId}`), ErrorCode.USER_NOT_FOUND, '用户不存在');
      expectRefusal(await admin.patch(`/api/v1/users/${userId}`, { name: 'Back again' }), ErrorCode.USER_NOT_FOUND, '用户不存在');
    });

    it('refuses to delete oneself or an unknown user', async () => {
      expectRefusal(await admin.delete(`/api/v1/users/${admin.userId}`), 10003, '不能删除自己的账号');
      expectRefusal(await admin.delete('/api/v1/users/11111111-1111-4111-8111-111111111111'), ErrorCode.USER_NOT_FOUND, '用户不存在');
      expect((await admin.get('/api/v1/users/whoami')).status).toBe(200);
    });
  });

  describe('groups of users', () => {
    it('binds groups to users, keeping the groups they had', async () => {
      const [first, second] = await seedUsers(server, ['binder1', 'binder2']);
      const kept = await createGroup(admin, 'Kept');
      const added = await createGroup(admin, 'Added');
      dataOf(await admin.patch(`/api/v1/users/${first}`, { user_group_ids: [kept] }));

      expect(dataOf(await admin.post('/api/v1/users/bind_user_group', { user_ids: [first, second], user_group_ids: [added, added] }))).toBeNull();
      const members = dataOf(await admin.get<Envelope<UserRead[]>>(`/api/v1/users/user_group/${added}`));
      expect(members.map((user) => user.username)).toEqual(['binder1', 'binder2']);
      expect(members[0].user_group_ids).toEqual([EMPTY_UUID, kept, added]);
      expect(members[1].user_group_ids).toEqual([EMPTY_UUID, added]);
      // Binding again changes nothing.
      dataOf(await admin.post('/api/v1/users/bind_user_group', { user_ids: [first], user_group_ids: [added] }));
      expect(dataOf(await admin.get<Envelope<UserRead[]>>(`/api/v1/users/user_group/${added}`))).toHaveLength(2);
    });

    it('refuses unknown users or groups and empty lists with 10003, binding nothing', async () => {
      const [userId] = await seedUsers(server, ['binder3']);
      const groupId = await createGroup(admin, 'Unbound');
      expectRefusal(await admin.post('/api/v1/users/bind_user_group', { user_ids: [userId, 'no-such-user'], user_group_ids: [groupId] }), 10003, '用户不存在');
      expectRefusal(await admin.post('/api/v1/users/bind_user_group', { user_ids: [userId], user_group_ids: [groupId, 'no-such-group'] }), 10003, '用户组不存在');
      expectRefusal(await admin.post('/api/v1/users/bind_user_group', { user_ids: [], user_group_ids: [groupId] }), 10003, undefined, 400);
      expect(dataOf(await admin.get<Envelope<UserRead[]>>(`/api/v1/users/user_group/${groupId}`))).toEqual([]);
    });

    it('lists every user for pickers and as the members of the default group', async () => {
      const everyone = dataOf(await admin.get<Envelope<UserRead[]>>('/api/v1/users/all'));
      const createdTimes = everyone.map((user) => user.created_at);
      expect(createdTimes).toEqual([...createdTimes].sort());
      expect(everyone.map((user) => user.id)).toContain(admin.userId);
      expect(dataOf(await admin.get<Envelope<UserRead[]>>(`/api/v1/users/user_group/${EMPTY_UUID}`))).toEqual(everyone);
      expect(dataOf(await admin.get<UserPage>('/api/v1/users/list?size=100')).total).toBe(everyone.length);
      expectRefusal(await admin.get('/api/v1/users/user_group/no-such-group'), 10003, '用户组不存在');
    });
  });
});
