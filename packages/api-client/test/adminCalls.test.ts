// The account and administration calls: each one's method, path, body or query, and envelope handling.
import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode, VerifyPurpose } from '../src/index';
import { envelope, serverPerTest, signedInClient, user } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());
const paged = (items: unknown[]) => ({ items, page: 1, pages: 1, size: 15, total: items.length });

describe('users', () => {
  it('sends list queries without a blank search', async () => {
    server().on('GET', '/api/v1/users/list', () => envelope(paged([user()])));
    const page = await api().users.list({ search: '  ', page: 2, size: 15 });
    expect(page.items[0]?.username).toBe('alice');
    expect(server().hits('GET', '/api/v1/users/list')[0]?.query).toBe('?page=2&size=15');
  });

  it('posts verification and registration calls as JSON', async () => {
    server().on('POST', '/api/v1/users/send-register-verify-code', () => envelope({ channel: 'email', logged: false, resend_after: 60, expires_in: 300 }));
    const sent = await api().users.sendRegisterVerifyCode({ tpe: VerifyPurpose.REGISTER_EMAIL, key: 'a@example.com' });
    expect(sent.channel).toBe('email');
    expect(JSON.parse(server().hits('POST', '/api/v1/users/send-register-verify-code')[0]!.body)).toEqual({ tpe: 2, key: 'a@example.com' });
  });

  it('turns a taken username into an ApiError with its code', async () => {
    server().on('POST', '/api/v1/users/exists', () => envelope(null, ErrorCode.USER_EXISTS, '用户已存在'));
    await expect(api().users.exists({ tpe: 2, key: 'alice' })).rejects.toMatchObject({ code: ErrorCode.USER_EXISTS });
    await expect(api().users.exists({ tpe: 2, key: 'alice' })).rejects.toBeInstanceOf(ApiError);
  });

  it('uploads an avatar as multipart form data', async () => {
    server().on('POST', '/api/v1/users/upload_avatar', () => envelope({ file_path: '/api/v1/files/public/x' }));
    const stored = await api().users.uploadAvatar(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'me.svg');
    expect(stored.file_path).toBe('/api/v1/files/public/x');
    const request = server().hits('POST', '/api/v1/users/upload_avatar')[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('filename="me.svg"');
  });

  it('patches and deletes a user by its encoded id', async () => {
    server().on('PATCH', '/api/v1/users/u%201', () => envelope(user()));
    server().on('DELETE', '/api/v1/users/u%201', () => envelope(null));
    await api().users.update('u 1', { name: 'Bob' });
    await api().users.remove('u 1');
    expect(JSON.parse(server().hits('PATCH', '/api/v1/users/u%201')[0]!.body)).toEqual({ name: 'Bob' });
    expect(server().hits('DELETE', '/api/v1/users/u%201')).toHaveLength(1);
  });
});

describe('user groups and policies', () => {
  it('reach their own paths', async () => {
    server().on('GET', '/api/v1/user-groups/all', () => envelope([]));
    server().on('POST', '/api/v1/user-groups/', () => envelope({ id: 'g', name: 'G', description: '', users_count: 0, created_at: '' }));
    server().on('GET', '/api/v1/policy/list', () => envelope(paged([])));
    server().on('DELETE', '/api/v1/policy/p', () => envelope(null, ErrorCode.WRONG_CREDENTIALS, '默认策略组禁止删除'));
    const client = api();
    expect(await client.userGroups.all()).toEqual([]);
    expect((await client.userGroups.create({ name: 'G' })).id).toBe('g');
    expect((await client.policies.list({ order: 'asc' })).items).toEqual([]);
    expect(server().hits('GET', '/api/v1/policy/list')[0]?.query).toBe('?order=asc');
    await expect(client.policies.remove('p')).rejects.toMatchObject({ code: 10001 });
  });
});

describe('failed jobs', () => {
  it('reads a page of them, with the coded reason, through the envelope', async () => {
    const job = {
      id: 'j',
      flow_id: 'f',
      flow_name: null,
      owner_id: 'apikey:k',
      owner_name: null,
      status: 'interrupted',
      reason: { code: 'JOB_WORKER_LOST', text: 'The worker stopped.', params: {} },
      started_at: '2026-01-01T00:00:00.000Z',
      ended_at: '2026-01-01T00:01:00.000Z',
    };
    server().on('GET', '/api/v1/failed-jobs', () => envelope(paged([job])));
    const page = await api().failedJobs.list({ page: 2, size: 15 });
    expect(page.items).toEqual([job]);
    expect(server().hits('GET', '/api/v1/failed-jobs')[0]?.query).toBe('?page=2&size=15');
  });

  it('turns a refusal into an ApiError with its code', async () => {
    server().on('GET', '/api/v1/failed-jobs', () => envelope(null, ErrorCode.FORBIDDEN, 'Forbidden'));
    await expect(api().failedJobs.list()).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(server().hits('GET', '/api/v1/failed-jobs')[0]?.query).toBe('');
  });
});
