import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, VerifyPurpose, type TokenPair } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { hashPassword, PASSWORD_COST } from '../src/auth/passwords';
import { parseConfig } from '../src/config/appConfig';
import { createTestServer, databasesUnderTest, TEST_ADMIN_PASSWORD, TEST_PASSWORD_COST, type TestServer } from '../src/testing';
import { bearer, createUser, login, USER_PASSWORD } from './helpers';
import { captureLog, postEnvelope, requestLoggedCode, type LogCapture } from './support/accounts';

const { RESET_PWD_PHONE, RESET_PWD_EMAIL } = VerifyPurpose;

async function refresh(server: TestServer, refreshToken: string): Promise<number> {
  return (await postEnvelope<TokenPair>(server, 'refresh', { refresh_token: refreshToken })).status;
}

async function signIn(server: TestServer, username: string, password: string): Promise<TokenPair> {
  const { body } = await login(server, username, password);
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data;
}

const databases = await databasesUnderTest();

describe.each(databases)('passwords on %s', (database) => {
  let server: TestServer;
  let log: LogCapture;

  beforeAll(async () => {
    log = captureLog();
    server = await createTestServer({ database, env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    await createUser(server, { username: 'resetme', email: 'Reset.Me@Example.com', telephone: '13800000051' });
    await createUser(server, { username: 'changer' });
    await createUser(server, { username: 'phoneonly', telephone: '13800000053' });
    await createUser(server, { username: 'gone', email: 'gone@example.com', telephone: '13800000052' });
    await server.app.database.db.updateTable('users').set({ is_deleted: true }).where('username', '=', 'gone').execute();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('users/reset-password', () => {
    const reset = (body: Record<string, unknown>) => postEnvelope(server, 'users/reset-password', body);

    it('sets the new password with an email code, uses the code up and ends every session', async () => {
      const before = await signIn(server, 'resetme', USER_PASSWORD);
      const code = await requestLoggedCode(server, log, 'send-verify-code', RESET_PWD_EMAIL, 'reset.me@example.com');
      const answer = await reset({ tpe: RESET_PWD_EMAIL, key: 'RESET.ME@example.com', code, password: 'Reset#Pass1' });
      expect(answer.body).toEqual({ code: 0, msg: 'success', data: null });

      expect((await login(server, 'resetme', USER_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      const after = await signIn(server, 'resetme', 'Reset#Pass1');
      // The old session is over, its access token included; its client asking again does not end the new one.
      expect((await fetch(`${server.url}/api/v1/users/whoami`, { headers: bearer(before.access_token) })).status).toBe(401);
      expect(await refresh(server, before.refresh_token)).toBe(401);
      expect(await refresh(server, after.refresh_token)).toBe(200);
      const again = await reset({ tpe: RESET_PWD_EMAIL, key: 'reset.me@example.com', code, password: 'Other#Pass2' });
      expect(again.body).toMatchObject({ code: ErrorCode.EMAIL_CODE_ERROR, msg: '验证码已失效，请重新获取' });
    });

    it('works with a phone code', async () => {
      const code = await requestLoggedCode(server, log, 'send-verify-code', RESET_PWD_PHONE, '13800000051');
      expect((await reset({ tpe: RESET_PWD_PHONE, key: '13800000051', code, password: 'Phone#Pass3' })).body.code).toBe(0);
      expect((await login(server, '13800000051', 'Phone#Pass3')).body.code).toBe(0);
    });

    it('answers 10005 for a wrong phone code and changes nothing', async () => {
      const code = await requestLoggedCode(server, log, 'send-verify-code', RESET_PWD_PHONE, '13800000053');
      const wrong = code === '000000' ? '111111' : '000000';
      const answer = await reset({ tpe: RESET_PWD_PHONE, key: '13800000053', code: wrong, password: 'Never#Set4' });
      expect(answer.body).toEqual({ code: ErrorCode.PHONE_CODE_ERROR, msg: '验证码错误', data: null });
      expect((await login(server, 'phoneonly', 'Never#Set4')).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      expect((await login(server, 'phoneonly', USER_PASSWORD)).body.code).toBe(0);
    });

    it.each([
      [{ code: '12' }, '请输入6位的验证码'],
      [{ password: 'short' }, '请输入6-20个字符'],
      [{ password: 'alllowercase' }, '请输入大小写字母，数字，特殊字符至少三种组合'],
      [{ key: 'not-email' }, '请输入正确的邮箱'],
    ])('answers 10003 for %j', async (fields, msg) => {
      const answer = await reset({ tpe: RESET_PWD_EMAIL, key: 'reset.me@example.com', code: '123456', password: 'Valid#Pass5', ...fields });
      expect(answer.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg, data: null });
    });

    it('answers 10004 for an unknown or deleted account', async () => {
      for (const body of [
        { tpe: RESET_PWD_EMAIL, key: 'nobody@example.com' },
        { tpe: RESET_PWD_EMAIL, key: 'gone@example.com' },
        { tpe: RESET_PWD_PHONE, key: '13800000052' },
      ]) {
        expect((await reset({ ...body, code: '123456', password: 'Valid#Pass5' })).body.code).toBe(ErrorCode.USER_NOT_FOUND);
        expect((await postEnvelope(server, 'users/send-verify-code', body)).body.code).toBe(ErrorCode.USER_NOT_FOUND);
      }
    });
  });

  describe('users/update-password', () => {
    const update = (tokens: TokenPair, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      postEnvelope(server, 'users/update-password', body, { ...bearer(tokens.access_token), ...headers });

    it('needs a signed-in user', async () => {
      const answer = await postEnvelope(server, 'users/update-password', { old_password: USER_PASSWORD, new_password: 'New#Pass11' });
      expect(answer.status).toBe(401);
    });

    it('answers 10001 原密码错误 for a wrong old password and changes nothing', async () => {
      const session = await signIn(server, 'changer', USER_PASSWORD);
      const answer = await update(session, { old_password: 'Wrong#Pass1', new_password: 'New#Pass11' });
      expect(answer.body).toEqual({ code: ErrorCode.WRONG_CREDENTIALS, msg: '原密码错误', data: null });
      expect((await login(server, 'changer', USER_PASSWORD)).body.code).toBe(0);
    });

    it('checks the new password rule', async () => {
      const session = await signIn(server, 'changer', USER_PASSWORD);
      const answer = await update(session, { old_password: USER_PASSWORD, new_password: 'weak' });
      expect(answer.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg: '请输入6-20个字符', data: null });
    });

    it('keeps the session that changed it (refresh cookie) and ends the others', async () => {
      const here = await signIn(server, 'changer', USER_PASSWORD);
      const elsewhere = await signIn(server, 'changer', USER_PASSWORD);
      const answer = await update(here, { old_password: USER_PASSWORD, new_password: 'Changed#Pass1' }, { cookie: `refresh_token_lf=${here.refresh_token}` });
      expect(answer.body).toEqual({ code: 0, msg: 'success', data: null });

      expect(await refresh(server, elsewhere.refresh_token)).toBe(401);
      expect(await refresh(server, here.refresh_token)).toBe(200);
      expect((await login(server, 'changer', USER_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      expect((await login(server, 'changer', 'Changed#Pass1')).body.code).toBe(0);
    });

    it('keeps a session named by refresh_token in the body (non-browser clients)', async () => {
      const here = await signIn(server, 'changer', 'Changed#Pass1');
      const elsewhere = await signIn(server, 'changer', 'Changed#Pass1');
      const answer = await update(here, { old_password: 'Changed#Pass1', new_password: 'Changed#Pass2', refresh_token: here.refresh_token });
      expect(answer.body.code).toBe(0);
      expect(await refresh(server, elsewhere.refresh_token)).toBe(401);
      expect(await refresh(server, here.refresh_token)).toBe(200);
    });

    it('ends every session when the client names none', async () => {
      const here = await signIn(server, 'changer', 'Changed#Pass2');
      expect((await update(here, { old_password: 'Changed#Pass2', new_password: 'Changed#Pass3' })).body.code).toBe(0);
      expect(await refresh(server, here.refresh_token)).toBe(401);
    });

    it('locks after 5 wrong old passwords, like login', async () => {
      const session = await signIn(server, 'changer', 'Changed#Pass3');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await update(session, { old_password: 'Wrong#Pass1', new_password: 'New#Pass11' })).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      }
      const locked = await update(session, { old_password: 'Changed#Pass3', new_password: 'New#Pass11' });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    });

    it('logs no password', () => {
      for (const secret of ['Changed#Pass1', 'Changed#Pass2', 'Reset#Pass1', USER_PASSWORD]) expect(log.text()).not.toContain(secret);
    });
  });
});

async function storedHashOf(db: TestServer['app']['database']['db'], username: string): Promise<string> {
  return (await db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;
}

describe('password hashing cost', () => {
  it('is scrypt N=2^15 in a server started without the test-only option', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'password-cost-'));
    try {
      const app = await createApp(parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD }));
      try {
        expect((await storedHashOf(app.database.db, 'admin')).split('$').slice(0, 4)).toEqual(['scrypt', String(PASSWORD_COST), '8', '1']);
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.each(databases)('is cheap in test servers, and hashes of either cost verify (%s)', async (database) => {
    const server = await createTestServer({ database });
    try {
      expect((await storedHashOf(server.app.database.db, 'admin')).split('$').slice(0, 2)).toEqual(['scrypt', String(TEST_PASSWORD_COST)]);
      await createUser(server, { username: 'costly', passwordHash: await hashPassword(USER_PASSWORD) });
      expect((await login(server, 'costly', USER_PASSWORD)).body.code).toBe(0);
      expect((await login(server, 'admin', TEST_ADMIN_PASSWORD)).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
