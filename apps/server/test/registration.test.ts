import { EMPTY_UUID, ErrorCode, UserKeyType, VerifyPurpose, type UserRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createUser, login } from './helpers';
import { captureLog, generatedImagePath, NEW_PASSWORD, postEnvelope, registerPlain, requestLoggedCode, testClock, type LogCapture } from './support/accounts';

const { REGISTER_PHONE, REGISTER_EMAIL } = VerifyPurpose;

describe.each(await databasesUnderTest())('registration on %s', (database) => {
  let server: TestServer;
  let log: LogCapture;

  beforeAll(async () => {
    log = captureLog();
    server = await createTestServer({ database, env: { LOG_LEVEL: 'info', DEFAULT_ROLE: '16' }, logStream: log.stream });
    await createUser(server, { username: 'existing', email: 'Existing@Example.com', telephone: '13900000011' });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('users/exists', () => {
    it.each([
      [UserKeyType.USERNAME, 'existing', ErrorCode.USER_EXISTS, '用户名已存在'],
      [UserKeyType.EMAIL, 'existing@EXAMPLE.com', ErrorCode.EMAIL_EXISTS, '邮箱已存在'],
      [UserKeyType.TELEPHONE, '139 0000 0011', ErrorCode.PHONE_EXISTS, '手机号已存在'],
    ])('tpe %i %s is taken', async (tpe, key, code, msg) => {
      expect((await postEnvelope(server, 'users/exists', { tpe, key })).body).toEqual({ code, msg, data: null });
    });

    it.each([
      [UserKeyType.USERNAME, 'someone_new'],
      [UserKeyType.EMAIL, 'free@example.com'],
      [UserKeyType.TELEPHONE, '13900000012'],
    ])('tpe %i %s is free', async (tpe, key) => {
      expect((await postEnvelope(server, 'users/exists', { tpe, key })).body).toEqual({ code: 0, msg: 'success', data: null });
    });

    it('checks the format of phone numbers and emails', async () => {
      expect((await postEnvelope(server, 'users/exists', { tpe: UserKeyType.TELEPHONE, key: '12345' })).body.msg).toBe('请输入正确的手机号码');
      expect((await postEnvelope(server, 'users/exists', { tpe: UserKeyType.EMAIL, key: 'nope' })).body.msg).toBe('请输入正确的邮箱');
      expect((await postEnvelope(server, 'users/exists', { tpe: 3, key: 'x' })).body.code).toBe(ErrorCode.PARAMETER_ERROR);
    });
  });

  describe('users/register', () => {
    it('creates an account with a verified phone and email, in the default group with DEFAULT_ROLE', async () => {
      const phoneCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_PHONE, '13700000021');
      const emailCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'carol@example.com');
      const profileImage = await generatedImagePath(server, 'Carol');
      const answer = await postEnvelope<UserRead>(server, 'users/register', {
        username: 'carol',
        name: ' Carol Chen ',
        password: NEW_PASSWORD,
        profile_image: profileImage,
        email: 'Carol@Example.com',
        email_verify_code: emailCode,
        telephone: '13700000021',
        telephone_verify_code: phoneCode,
      });
      expect(answer.body).toMatchObject({
        code: 0,
        data: {
          username: 'carol',
          name: 'Carol Chen',
          email: 'carol@example.com',
          telephone: '13700000021',
          profile_image: profileImage,
          role: 16,
          is_active: true,
          user_groups: [{ id: EMPTY_UUID, name: '所有用户' }],
          user_group_ids: [EMPTY_UUID],
          last_login_at: null,
        },
      });
      expect((await login(server, 'carol@example.com', NEW_PASSWORD)).body.code).toBe(0);

      // The codes are used up, and the anonymous picture now belongs to the account.
      const check = await postEnvelope(server, 'users/verify-code', { tpe: REGISTER_EMAIL, key: 'carol@example.com', code: emailCode });
      expect(check.body).toMatchObject({ code: ErrorCode.EMAIL_CODE_ERROR, msg: '验证码已失效，请重新获取' });
      const fileId = profileImage.split('/').pop()!;
      const file = await server.app.database.db.selectFrom('stored_files').select('user_id').where('id', '=', fileId).executeTakeFirstOrThrow();
      expect(file.user_id).toBe(answer.body.data.id);
    });

    it('creates an account without phone or email', async () => {
      const answer = await registerPlain(server, 'dave');
      expect(answer.body).toMatchObject({ code: 0, data: { username: 'dave', email: null, telephone: null } });
      expect((await login(server, 'dave', NEW_PASSWORD)).body.code).toBe(0);
    });

    it.each([
      ['username too short', { username: 'ab' }, '请输入3-20个字符'],
      ['username with a space', { username: 'ab cd' }, '请输入正确的用户名/手机号码/邮箱'],
      ['username without a letter', { username: '12345' }, '用户名格式必须包含字母'],
      ['nickname too short', { name: ' x ' }, '请输入3-20个字符'],
      ['bad phone', { telephone: '1234', telephone_verify_code: '123456' }, '请输入正确的手机号码'],
      ['phone without a code', { telephone: '13700000031' }, '请输入6位的验证码'],
      ['bad email', { email: 'eve@', email_verify_code: '123456' }, '请输入正确的邮箱'],
      ['email with a short code', { email: 'eve@example.com', email_verify_code: '123' }, '请输入6位的验证码'],
      ['password too short', { password: 'Ab#1' }, '请输入6-20个字符'],
      ['password of two kinds', { password: 'abcdefgh12' }, '请输入大小写字母，数字，特殊字符至少三种组合'],
      ['no profile image', { profile_image: '' }, '请上传用户图标'],
      ['a profile image that is no stored file', { profile_image: 'https://example.com/a.png' }, '请上传用户图标'],
      ['an unknown stored file', { profile_image: '/api/v1/files/public/8f0c2f8e-3c2b-4f51-9a43-2d3f3e8a9b10' }, '请上传用户图标'],
    ])('answers 10003 for %s', async (_label, fields, msg) => {
      const answer = await registerPlain(server, 'eve', fields);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg, data: null });
      expect((await postEnvelope(server, 'users/exists', { tpe: UserKeyType.USERNAME, key: 'eve' })).body.code).toBe(0);
    });

    it('answers 10101, 10102 and 10103 for taken names', async () => {
      expect((await registerPlain(server, 'existing')).body).toEqual({ code: ErrorCode.USER_EXISTS, msg: '用户名已存在', data: null });
      const email = await registerPlain(server, 'frank', { email: 'EXISTING@example.com', email_verify_code: '123456' });
      expect(email.body).toEqual({ code: ErrorCode.EMAIL_EXISTS, msg: '邮箱已存在', data: null });
      const phone = await registerPlain(server, 'frank', { telephone: '13900000011', telephone_verify_code: '123456' });
      expect(phone.body).toEqual({ code: ErrorCode.PHONE_EXISTS, msg: '手机号已存在', data: null });
    });

    it('answers 10005/10006 for a wrong or missing code, and keeps a right code usable when the other is wrong', async () => {
      const phoneCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_PHONE, '13700000041');
      const emailCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'gina@example.com');
      const wrongEmail = emailCode === '000000' ? '111111' : '000000';
      const contacts = { telephone: '13700000041', telephone_verify_code: phoneCode, email: 'gina@example.com' };
      const refused = await registerPlain(server, 'gina', { ...contacts, email_verify_code: wrongEmail });
      expect(refused.body).toEqual({ code: ErrorCode.EMAIL_CODE_ERROR, msg: '验证码错误', data: null });
      const noCode = await registerPlain(server, 'gina', { telephone: '13700000042', telephone_verify_code: '123456' });
      expect(noCode.body).toEqual({ code: ErrorCode.PHONE_CODE_ERROR, msg: '请先获取验证码', data: null });

      const accepted = await registerPlain(server, 'gina', { ...contacts, email_verify_code: emailCode });
      expect(accepted.body).toMatchObject({ code: 0, data: { username: 'gina', telephone: '13700000041' } });
    });

    it('creates one account when the same registration arrives twice at once', async () => {
      const emailCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'twin@example.com');
      const profileImage = await generatedImagePath(server, 'twin');
      const form = { username: 'twin', name: 'Twin Name', password: NEW_PASSWORD, profile_image: profileImage, email: 'twin@example.com', email_verify_code: emailCode };
      const answers = await Promise.all([1, 2, 3].map(() => postEnvelope<UserRead>(server, 'users/register', form)));
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
      for (const answer of answers.filter((entry) => entry.body.code !== 0)) {
        expect([ErrorCode.USER_EXISTS, ErrorCode.EMAIL_EXISTS, ErrorCode.EMAIL_CODE_ERROR]).toContain(answer.body.code);
      }
      const rows = await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'twin').execute();
      expect(rows).toHaveLength(1);
    });

    it('logs no password', () => {
      expect(log.text()).toContain('account registered');
      expect(log.text()).not.toContain(NEW_PASSWORD);
    });
  });
});

describe.each(await databasesUnderTest())('registration modes on %s', (database) => {
  it('approval: the account waits, login answers 10098', async () => {
    const server = await createTestServer({ database, env: { REGISTRATION_MODE: 'approval' } });
    try {
      const answer = await registerPlain(server, 'waiting');
      expect(answer.body).toMatchObject({ code: 0, data: { username: 'waiting', is_active: false, role: 8 } });
      const row = await server.app.database.db.selectFrom('users').select(['approval_pending']).where('username', '=', 'waiting').executeTakeFirstOrThrow();
      expect(Boolean(row.approval_pending)).toBe(true);
      expect((await login(server, 'waiting', NEW_PASSWORD)).body.code).toBe(ErrorCode.WAITING_APPROVAL);
    } finally {
      await server.close();
    }
  });

  it('closed: registration and its codes answer 10108', async () => {
    const server = await createTestServer({ database, env: { REGISTRATION_MODE: 'closed' } });
    try {
      const closed = { code: ErrorCode.REGISTRATION_CLOSED, msg: '注册已关闭', data: null };
      expect((await registerPlain(server, 'nobody')).body).toEqual(closed);
      expect((await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_EMAIL, key: 'a@example.com' })).body).toEqual(closed);
      expect(await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'nobody').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('accounts one client address may register', () => {
  it('are at most REGISTRATIONS_PER_HOUR (10 by default) an hour; refused forms and taken names do not count', async () => {
    const clock = testClock();
    const server = await createTestServer({ database: 'sqlite', clock: clock.now });
    try {
      expect((await registerPlain(server, 'x')).body.code).not.toBe(0);
      for (let index = 0; index < 10; index++) expect((await registerPlain(server, `member${index}`)).body.code).toBe(0);
      expect((await registerPlain(server, 'member0')).body.code).toBe(ErrorCode.USER_EXISTS);
      const refused = await registerPlain(server, 'one-more');
      expect(refused.body).toEqual({ code: ErrorCode.REGISTER_TOO_FREQUENT, msg: '注册过于频繁，请稍后再试', data: null });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await server.app.database.db.selectFrom('users').select('id').where('username', '=', 'one-more').execute()).toEqual([]);

      clock.advance(3600);
      expect((await registerPlain(server, 'one-more')).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('are not limited with REGISTRATIONS_PER_HOUR=0 (users who all reach the server from one address)', async () => {
    const server = await createTestServer({ database: 'sqlite', env: { REGISTRATIONS_PER_HOUR: '0' } });
    try {
      for (let index = 0; index < 12; index++) expect((await registerPlain(server, `member${index}`)).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
