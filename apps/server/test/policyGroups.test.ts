import { EMPTY_UUID, ErrorCode, type Envelope, type Paged, type PolicyGroupRead, type PolicyGroupWrite } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createGroup, dataOf, expectFieldError, expectRefusal, seedUsers } from './support/admin';
import { adminApi, type Api } from './support/api';

type PolicyPage = Envelope<Paged<PolicyGroupRead>>;

const policyBody = (name: string, entries: Partial<PolicyGroupWrite> = {}): PolicyGroupWrite => ({
  name,
  description: `${name} description`,
  allowed_group_ids: [],
  allowed_user_ids: [],
  denied_group_ids: [],
  denied_user_ids: [],
  ...entries,
});

describe.each(await databasesUnderTest())('policy groups on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let sales: string;
  let legal: string;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminApi(server);
    sales = await createGroup(admin, 'Sales');
    legal = await createGroup(admin, 'Legal');
    [alice, bob] = await seedUsers(server, ['alice', 'bob'], (username) => ({ name: `${username} nick` }));
  });
  afterAll(async () => {
    await server.close();
  });

  const namesOf = (policies: PolicyGroupRead[]) => policies.map((policy) => policy.name);
  const policyCount = async () => dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all')).length;

  it('starts with the default policy group, which allows everyone and is bound to no app yet', async () => {
    const [first] = dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all'));
    expect(first).toEqual({
      id: EMPTY_UUID,
      name: '默认策略组',
      description: '所有用户均可使用',
      allowed: [{ id: EMPTY_UUID, name: '所有用户', is_group: true }],
      denied: [],
      allowed_group_ids: [EMPTY_UUID],
      allowed_user_ids: [],
      denied_group_ids: [],
      denied_user_ids: [],
      stores_count: 0,
      stores: [],
      created_at: expect.any(String),
    });
  });

  it('creates a policy group with named allowed and denied entries, groups before users', async () => {
    const created = dataOf(
      await admin.post<Envelope<PolicyGroupRead>>(
        '/api/v1/policy/',
        policyBody('Sales only', { allowed_group_ids: [legal, sales], allowed_user_ids: [bob, alice], denied_user_ids: [bob], denied_group_ids: [legal] }),
      ),
    );
    expect(created).toMatchObject({
      name: 'Sales only',
      description: 'Sales only description',
      allowed: [
        { id: sales, name: 'Sales', is_group: true },
        { id: legal, name: 'Legal', is_group: true },
        { id: alice, name: 'alice nick', is_group: false },
        { id: bob, name: 'bob nick', is_group: false },
      ],
      denied: [
        { id: legal, name: 'Legal', is_group: true },
        { id: bob, name: 'bob nick', is_group: false },
      ],
      allowed_group_ids: [sales, legal],
      allowed_user_ids: [alice, bob],
      denied_group_ids: [legal],
      denied_user_ids: [bob],
      stores_count: 0,
      stores: [],
    });
  });

  it('takes missing entry lists as empty', async () => {
    const created = dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', { name: 'Nobody', description: 'closed' }));
    expect(created).toMatchObject({ allowed: [], denied: [], allowed_group_ids: [], denied_user_ids: [] });
  });

  it.each([
    ['no name', { name: '' }, '请填写策略组名称'],
    ['no description', { description: '  ' }, '请填写策略组描述'],
    ['a name over 50 characters', { name: 'n'.repeat(51) }, '最多50个字符'],
    ['a description over 500 characters', { description: 'd'.repeat(501) }, '最多500个字符'],
  ])('refuses %s and creates nothing', async (_case, overrides, message) => {
    const before = await policyCount();
    expectFieldError(await admin.post('/api/v1/policy/', { ...policyBody('Bad'), ...overrides }), message);
    expect(await policyCount()).toBe(before);
  });

  it('refuses unknown or deleted users and unknown groups with 10003', async () => {
    const [gone] = await seedUsers(server, ['gonepolicy']);
    dataOf(await admin.delete(`/api/v1/users/${gone}`));
    const before = await policyCount();
    expectRefusal(await admin.post('/api/v1/policy/', policyBody('Bad', { allowed_group_ids: ['no-such-group'] })), 10003, '用户组不存在');
    expectRefusal(await admin.post('/api/v1/policy/', policyBody('Bad', { denied_group_ids: [sales, 'no-such-group'] })), 10003, '用户组不存在');
    expectRefusal(await admin.post('/api/v1/policy/', policyBody('Bad', { allowed_user_ids: ['no-such-user'] })), 10003, '用户不存在');
    expectRefusal(await admin.post('/api/v1/policy/', policyBody('Bad', { denied_user_ids: [gone] })), 10003, '用户不存在');
    expect(await policyCount()).toBe(before);
  });

  it('pages by 15 newest first, orders on request and searches name and description', async () => {
    const names = Array.from({ length: 16 }, (_, index) => `Listed ${String(index).padStart(2, '0')}`);
    for (const [index, name] of names.entries()) {
      const { id } = dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', policyBody(name, { description: index === 5 ? 'has the NEEDLE' : 'plain' })));
      await server.app.database.db
        .updateTable('policy_groups')
        .set({ created_at: new Date(Date.UTC(2030, 0, 1) + index * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const first = dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=listed'));
    expect(first).toMatchObject({ page: 1, size: 15, total: 16, pages: 2 });
    expect(namesOf(first.items)).toEqual([...names].reverse().slice(0, 15));
    expect(namesOf(dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=listed&page=2')).items)).toEqual(['Listed 00']);
    expect(namesOf(dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=listed&order=asc&size=2')).items)).toEqual(['Listed 00', 'Listed 01']);
    expect(namesOf(dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=needle')).items)).toEqual(['Listed 05']);
    expect(namesOf(dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=均可')).items)).toEqual(['默认策略组']);
  });

  it('replaces name, description and every entry on change', async () => {
    const { id } = dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', policyBody('Changing', { allowed_group_ids: [sales], denied_user_ids: [bob] })));
    const changed = dataOf(await admin.patch<Envelope<PolicyGroupRead>>(`/api/v1/policy/${id}`, policyBody('Changed', { allowed_user_ids: [alice], denied_group_ids: [legal] })));
    expect(changed).toMatchObject({
      id,
      name: 'Changed',
      description: 'Changed description',
      allowed: [{ id: alice, name: 'alice nick', is_group: false }],
      denied: [{ id: legal, name: 'Legal', is_group: true }],
    });
    expectFieldError(await admin.patch(`/api/v1/policy/${id}`, policyBody('')), '请填写策略组名称');
    expectRefusal(await admin.patch(`/api/v1/policy/${id}`, policyBody('Changed', { allowed_user_ids: ['no-such-user'] })), 10003, '用户不存在');
    expect(dataOf(await admin.get<PolicyPage>('/api/v1/policy/list?search=Changed')).items[0].allowed_user_ids).toEqual([alice]);
  });

  it('protects the default policy group: 10002 on change, 10001 on delete', async () => {
    expectRefusal(await admin.patch(`/api/v1/policy/${EMPTY_UUID}`, policyBody('Renamed')), ErrorCode.DEFAULT_GROUP_PROTECTED, '默认策略组禁止修改');
    expectRefusal(await admin.delete(`/api/v1/policy/${EMPTY_UUID}`), 10001, '默认策略组禁止删除');
    expect(dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all'))[0]).toMatchObject({ id: EMPTY_UUID, name: '默认策略组', allowed_group_ids: [EMPTY_UUID] });
  });

  it('deletes a policy group with its entries', async () => {
    const { id } = dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', policyBody('Doomed', { allowed_group_ids: [sales], denied_user_ids: [bob] })));
    expect(dataOf(await admin.delete(`/api/v1/policy/${id}`))).toBeNull();
    expect(namesOf(dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all')))).not.toContain('Doomed');
    const db = server.app.database.db;
    expect(await db.selectFrom('policy_group_user_groups').select('user_group_id').where('policy_group_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('policy_group_users').select('user_id').where('policy_group_id', '=', id).execute()).toEqual([]);
    expectRefusal(await admin.delete(`/api/v1/policy/${id}`), 10003, '策略组不存在');
  });

  it('drops a deleted user from every policy group', async () => {
    const [leaving] = await seedUsers(server, ['policyleaver']);
    const { id } = dataOf(await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', policyBody('Has leaver', { allowed_user_ids: [leaving, alice], denied_user_ids: [leaving] })));
    dataOf(await admin.delete(`/api/v1/users/${leaving}`));
    const after = dataOf(await admin.get<Envelope<PolicyGroupRead[]>>('/api/v1/policy/all')).find((policy) => policy.id === id);
    expect(after).toMatchObject({ allowed_user_ids: [alice], denied_user_ids: [], denied: [] });
  });

  it('answers 10003 策略组不存在 for an unknown policy group', async () => {
    expectRefusal(await admin.patch('/api/v1/policy/11111111-1111-4111-8111-111111111111', policyBody('Ghost')), 10003, '策略组不存在');
    expectRefusal(await admin.delete('/api/v1/policy/11111111-1111-4111-8111-111111111111'), 10003, '策略组不存在');
  });
});
