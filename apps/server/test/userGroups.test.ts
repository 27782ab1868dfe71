import { EMPTY_UUID, ErrorCode, type Envelope, type Paged, type PolicyGroupRead, type UserGroupRead, type UserRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createGroup, dataOf, expectFieldError, expectRefusal, seedUsers } from './support/admin';
import { adminApi, type Api } from './support/api';

type GroupPage = Envelope<Paged<UserGroupRead>>;

describe.each(await databasesUnderTest())('user groups on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const namesOf = (groups: UserGroupRead[]) => groups.map((group) => group.name);

  /** Groups one second apart in creation time, oldest first. */
  async function seedGroups(names: string[], description = (name: string) => `about ${name}`): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const id = await createGroup(admin, name, description(name));
      await server.app.database.db
        .updateTable('user_groups')
        .set({ created_at: new Date(Date.UTC(2030, 0, 1) + index * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    return ids;
  }

  it('starts with the default group 所有用户, counting every user', async () => {
    const all = dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'));
    expect(all[0]).toMatchObject({ id: EMPTY_UUID, name: '所有用户', description: '', users_count: 1 });
    await seedUsers(server, ['counted1', 'counted2']);
    const after = dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'));
    expect(after[0].users_count).toBe(3);
  });

  it('creates a group with a trimmed name and an optional description', async () => {
    const created = dataOf(await admin.post<Envelope<UserGroupRead>>('/api/v1/user-groups/', { name: '  Sales  ' }));
    expect(created).toMatchObject({ name: 'Sales', description: '', users_count: 0 });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    const described = dataOf(await admin.post<Envelope<UserGroupRead>>('/api/v1/user-groups/', { name: 'Legal', description: 'x'.repeat(500) }));
    expect(described.description).toHaveLength(500);
  });

  it.each([
    ['no name', { description: 'd' }, '请填写用户组名称'],
    ['a blank name', { name: '   ' }, '请填写用户组名称'],
    ['a name over 50 characters', { name: 'n'.repeat(51) }, '最多50个字符'],
    ['a description over 500 characters', { name: 'Long', description: 'd'.repeat(501) }, '最多500个字符'],
  ])('refuses %s', async (_case, body, message) => {
    const before = dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all')).length;
    expectFieldError(await admin.post('/api/v1/user-groups/', body), message);
    expect(dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'))).toHaveLength(before);
  });

  it('pages by 15 newest first, orders on request and searches name and description', async () => {
    const names = Array.from({ length: 16 }, (_, index) => `Paged ${String(index).padStart(2, '0')}`);
    await seedGroups(names, (name) => (name === 'Paged 07' ? 'The NEEDLE team' : ''));
    const first = dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=paged'));
    expect(first).toMatchObject({ page: 1, size: 15, total: 16, pages: 2 });
    expect(namesOf(first.items)).toEqual([...names].reverse().slice(0, 15));
    expect(namesOf(dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=paged&page=2')).items)).toEqual(['Paged 00']);
    expect(namesOf(dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=paged&order=asc&size=2')).items)).toEqual(['Paged 00', 'Paged 01']);
    expect(namesOf(dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=needle')).items)).toEqual(['Paged 07']);
    expect(namesOf(dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=所有')).items)).toEqual(['所有用户']);
  });

  it('counts the members who are not deleted', async () => {
    const [groupId] = await seedGroups(['Counted']);
    const [kept, leaving] = await seedUsers(server, ['member1', 'member2']);
    dataOf(await admin.post('/api/v1/users/bind_user_group', { user_ids: [kept, leaving], user_group_ids: [groupId] }));
    const countOf = async () => dataOf(await admin.get<GroupPage>('/api/v1/user-groups/list?search=Counted')).items[0].users_count;
    expect(await countOf()).toBe(2);
    const everyoneBefore = dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'))[0].users_count;
    dataOf(await admin.delete(`/api/v1/users/${leaving}`));
    expect(await countOf()).toBe(1);
    expect(dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'))[0].users_count).toBe(everyoneBefore - 1);
  });

  it('changes a group', async () => {
    const [groupId] = await seedGroups(['Before']);
    const changed = dataOf(await admin.patch<Envelope<UserGroupRead>>(`/api/v1/user-groups/${groupId}`, { name: 'After', description: 'changed' }));
    expect(changed).toMatchObject({ id: groupId, name: 'After', description: 'changed' });
    expectFieldError(await admin.patch(`/api/v1/user-groups/${groupId}`, { name: '' }), '请填写用户组名称');
    expectFieldError(await admin.patch(`/api/v1/user-groups/${groupId}`, { name: 'After', description: 'd'.repeat(501) }), '最多500个字符');
  });

  it('protects the default group: 10002 on change, 10001 on delete', async () => {
    expectRefusal(await admin.patch(`/api/v1/user-groups/${EMPTY_UUID}`, { name: 'Renamed' }), ErrorCode.DEFAULT_GROUP_PROTECTED, '默认用户组禁止修改');
    expectRefusal(await admin.delete(`/api/v1/user-groups/${EMPTY_UUID}`), 10001, '默认用户组禁止删除');
    expect(dataOf(await admin.get<Envelope<UserGroupRead[]>>('/api/v1/user-groups/all'))[0]).toMatchObject({ id: EMPTY_UUID, name: '所有用户' });
  });

  it('deletes a group with its memberships and its policy entries', async () => {
    const [groupId] = await seedGroups(['Doomed']);
    const [userId] = await seedUsers(server, ['doomedmember']);
    dataOf(await admin.post('/api/v1/users/bind_user_group', { user_ids: [userId], user_group_ids: [groupId] }));
    const policy = dataOf(
      await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', {
        name: 'Uses Doomed',
        description: 'd',
        allowed_group_ids: [groupId],
        allowed_user_ids: [],
        denied_group_ids: [groupId],
        denied_user_ids: [],
      }),
    );
    expect(policy.allowed_group_ids).toEqual([groupId]);

    expect(dataOf(await admin.delete(`/api/v1/user-groups/${groupId}`))).toBeNull();

    const member = dataOf(await admin.get<Envelope<UserRead[]>>('/api/v1/users/all')).find((user) => user.id === userId);
    expect(member?.user_group_ids).toEqual([EMPTY_UUID]);
    const after = dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all')).find((entry) => entry.id === policy.id);
    expect(after).toMatchObject({ allowed: [], denied: [], allowed_group_ids: [], denied_group_ids: [] });
    expectRefusal(await admin.delete(`/api/v1/user-groups/${groupId}`), 10003, '用户组不存在');
  });

  it('answers 10003 用户组不存在 for an unknown group', async () => {
    expectRefusal(await admin.patch('/api/v1/user-groups/11111111-1111-4111-8111-111111111111', { name: 'Ghost' }), 10003, '用户组不存在');
    expectRefusal(await admin.delete('/api/v1/user-groups/11111111-1111-4111-8111-111111111111'), 10003, '用户组不存在');
  });
});
