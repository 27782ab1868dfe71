import { ErrorCode, VerifyPurpose, type VerifyCodeSent } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import type { VerificationCodeMessage } from '../src/messaging/codeSender';
import { createUser } from './helpers';
import { captureLog, loggedCodeFor, postEnvelope, requestLoggedCode, testClock, type LogCapture, type TestClock } from './support/accounts';

const { REGISTER_PHONE, REGISTER_EMAIL, RESET_PWD_PHONE, RESET_PWD_EMAIL } = VerifyPurpose;
const CODE_SENDS_PER_HOUR = 8;

describe.each(await databasesUnderTest())('verification codes on %s', (database) => {
  let server: TestServer;
  let log: LogCapture;
  let clock: TestClock;

  beforeAll(async () => {
    log = captureLog();
    clock = testClock();
    server = await createTestServer({ database, env: { LOG_LEVEL: 'info' }, logStream: log.stream, clock: clock.now });
    await createUser(server, { username: 'taken', email: 'Taken@Example.com', telephone: '13900000001' });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('send-register-verify-code', () => {
    it('without a mail server logs the code (development mode) and says so', async () => {
      const sent = await postEnvelope<VerifyCodeSent>(server, 'users/send-register-verify-code', { tpe: REGISTER_EMAIL, key: ' New.Person@Example.com ' });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ code: 0, msg: 'success', data: { channel: 'email', logged: true, resend_after: 60, expires_in: 300 } });
      const line = log.entries().find((entry) => entry.to === 'new.person@example.com');
      expect(line).toMatchObject({ level: 40, channel: 'email', purpose: 'register' });
      expect(line?.msg).toMatch(/^development mode: no mail server is configured \(SMTP_HOST\); verification code for new\.person@example\.com is \d{6} \(valid 5 分钟\)$/);
    });

    it('logs an SMS code the same way when no SMS provider is configured', async () => {
      const sent = await postEnvelope<VerifyCodeSent>(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: '138 0013 8000' });
      expect(sent.body.data).toEqual({ channel: 'sms', logged: true, resend_after: 60, expires_in: 300 });
      expect(loggedCodeFor(log, '13800138000')).toMatch(/^\d{6}$/);
    });

    it('stores only a hash of the code', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'hashed@example.com');
      const row = await server.app.database.db.selectFrom('verification_codes').selectAll().where('target', '=', 'hashed@example.com').executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    });

    it.each([
      [REGISTER_PHONE, '12345678901', '请输入正确的手机号码'],
      [REGISTER_PHONE, '1380013800', '请输入正确的手机号码'],
      [REGISTER_EMAIL, 'not-an-email', '请输入正确的邮箱'],
    ])('answers 10003 for tpe %i key %s', async (tpe, key, msg) => {
      const sent = await postEnvelope(server, 'users/send-register-verify-code', { tpe, key });
      expect(sent.status).toBe(400);
      expect(sent.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg, data: null });
    });

    it('refuses a reset purpose and a missing key with 10003', async () => {
      for (const body of [{ tpe: RESET_PWD_EMAIL, key: 'a@example.com' }, { tpe: REGISTER_EMAIL }]) {
        const sent = await postEnvelope(server, 'users/send-register-verify-code', body);
        expect(sent.body.code).toBe(ErrorCode.PARAMETER_ERROR);
      }
    });

    it('answers 10103 for a registered phone and 10102 for a registered email (any case)', async () => {
      const phone = await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: '13900000001' });
      expect(phone.body).toEqual({ code: ErrorCode.PHONE_EXISTS, msg: '手机号已存在', data: null });
      const email = await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_EMAIL, key: 'taken@EXAMPLE.com' });
      expect(email.body).toEqual({ code: ErrorCode.EMAIL_EXISTS, msg: '邮箱已存在', data: null });
    });

    it('sends one code per target per 60 s, answering 10107 with retry-after', async () => {
      await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'throttle@example.com');
      clock.advance(20);
      const again = await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_EMAIL, key: 'Throttle@example.com' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ code: ErrorCode.SEND_TOO_FREQUENT, msg: '发送过于频繁，请稍后再试', data: null });
      expect(again.headers.get('retry-after')).toBe('40');
      // Another target is not held back.
      await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'other-target@example.com');
      clock.advance(40);
      await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'throttle@example.com');
    });
  });

  describe('send-verify-code (password reset)', () => {
    it('sends a code to the phone or email of an account', async () => {
      const email = await postEnvelope<VerifyCodeSent>(server, 'users/send-verify-code', { tpe: RESET_PWD_EMAIL, key: 'TAKEN@example.com' });
      expect(email.body.data).toMatchObject({ channel: 'email', logged: true });
      const line = log.entries().filter((entry) => entry.to === 'taken@example.com').at(-1);
      expect(line).toMatchObject({ purpose: 'reset-password' });
      const phone = await postEnvelope<VerifyCodeSent>(server, 'users/send-verify-code', { tpe: RESET_PWD_PHONE, key: '13900000001' });
      expect(phone.body.data).toMatchObject({ channel: 'sms', logged: true });
    });

    it('answers 10004 for a phone or email no account has', async () => {
      for (const body of [
        { tpe: RESET_PWD_EMAIL, key: 'nobody@example.com' },
        { tpe: RESET_PWD_PHONE, key: '13700000000' },
      ]) {
        expect((await postEnvelope(server, 'users/send-verify-code', body)).body).toEqual({ code: ErrorCode.USER_NOT_FOUND, msg: '用户不存在', data: null });
      }
    });

    it('refuses a registration purpose', async () => {
      const sent = await postEnvelope(server, 'users/send-verify-code', { tpe: REGISTER_EMAIL, key: 'taken@example.com' });
      expect(sent.body.code).toBe(ErrorCode.PARAMETER_ERROR);
    });
  });

  describe('verify-code', () => {
    const check = (tpe: number, key: string, code: string) => postEnvelope(server, 'users/verify-code', { tpe, key, code });

    it('accepts the right code without using it up', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'check@example.com');
      expect((await check(REGISTER_EMAIL, 'Check@Example.com', code)).body).toEqual({ code: 0, msg: 'success', data: null });
      expect((await check(REGISTER_EMAIL, 'check@example.com', code)).body.code).toBe(0);
    });

    it('answers 10006 for a wrong email code and 10005 for a wrong phone code', async () => {
      const emailCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'wrong@example.com');
      const wrongEmail = await check(REGISTER_EMAIL, 'wrong@example.com', emailCode === '000000' ? '111111' : '000000');
      expect(wrongEmail.body).toEqual({ code: ErrorCode.EMAIL_CODE_ERROR, msg: '验证码错误', data: null });
      const phoneCode = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_PHONE, '13600000002');
      const wrongPhone = await check(REGISTER_PHONE, '13600000002', phoneCode === '000000' ? '111111' : '000000');
      expect(wrongPhone.body).toEqual({ code: ErrorCode.PHONE_CODE_ERROR, msg: '验证码错误', data: null });
    });

    it('does not accept a code for another target or purpose', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'bound@example.com');
      expect((await check(REGISTER_EMAIL, 'other@example.com', code)).body.code).toBe(ErrorCode.EMAIL_CODE_ERROR);
      expect((await check(RESET_PWD_EMAIL, 'bound@example.com', code)).body.code).toBe(ErrorCode.EMAIL_CODE_ERROR);
    });

    it('answers 请先获取验证码 when no code was requested', async () => {
      expect((await check(REGISTER_PHONE, '13500000003', '123456')).body).toEqual({ code: ErrorCode.PHONE_CODE_ERROR, msg: '请先获取验证码', data: null });
    });

    it.each(['12345', '1234567', 'abcdef', ''])('answers 10003 请输入6位的验证码 for %j', async (code) => {
      const answer = await check(REGISTER_EMAIL, 'format@example.com', code);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg: '请输入6位的验证码', data: null });
    });

    it('lets a code expire after 5 minutes', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'expiry@example.com');
      clock.advance(299);
      expect((await check(REGISTER_EMAIL, 'expiry@example.com', code)).body.code).toBe(0);
      clock.advance(1);
      expect((await check(REGISTER_EMAIL, 'expiry@example.com', code)).body).toEqual({ code: ErrorCode.EMAIL_CODE_ERROR, msg: '验证码已失效，请重新获取', data: null });
    });

    it('kills a code after 5 wrong tries, and a new code works again', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_PHONE, '13500000004');
      const wrong = code === '999999' ? '888888' : '999999';
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await check(REGISTER_PHONE, '13500000004', wrong)).body.msg).toBe('验证码错误');
      // A right try in between does not spend an attempt.
      expect((await check(REGISTER_PHONE, '13500000004', code)).body.code).toBe(0);
      expect((await check(REGISTER_PHONE, '13500000004', wrong)).body.msg).toBe('验证码错误');
      expect((await check(REGISTER_PHONE, '13500000004', code)).body).toEqual({ code: ErrorCode.PHONE_CODE_ERROR, msg: '验证码已失效，请重新获取', data: null });

      clock.advance(60);
      const fresh = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_PHONE, '13500000004');
      expect((await check(REGISTER_PHONE, '13500000004', fresh)).body.code).toBe(0);
    });

    it('counts parallel wrong guesses: no more than 5 are judged', async () => {
      const code = await requestLoggedCode(server, log, 'send-register-verify-code', REGISTER_EMAIL, 'parallel@example.com');
      const guesses = Array.from({ length: 12 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(guesses.map((guess) => check(REGISTER_EMAIL, 'parallel@example.com', guess)));
      expect(answers.filter((answer) => answer.body.msg === '验证码错误')).toHaveLength(5);
      expect((await check(REGISTER_EMAIL, 'parallel@example.com', code)).body.code).toBe(ErrorCode.EMAIL_CODE_ERROR);
    });
  });
});

describe('verification codes with an SMS provider', () => {
  let server: TestServer;
  const sent: VerificationCodeMessage[] = [];

  beforeAll(async () => {
    server = await createTestServer({
      database: 'sqlite',
      smsSender: {
        async send(message) {
          if (message.to === '13300000009') throw new Error('gateway refused');
          sent.push(message);
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('hands phone codes to the provider and says they were sent', async () => {
    const answer = await postEnvelope<VerifyCodeSent>(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: '13300000008' });
    expect(answer.body.data).toEqual({ channel: 'sms', logged: false, resend_after: 60, expires_in: 300 });
    expect(sent).toEqual([{ to: '13300000008', code: expect.stringMatching(/^\d{6}$/), purpose: 'register', validMinutes: 5 }]);
    const verified = await postEnvelope(server, 'users/verify-code', { tpe: REGISTER_PHONE, key: '13300000008', code: sent[0].code });
    expect(verified.body.code).toBe(0);
  });

  it('answers 短信发送失败 when the provider fails, and withdraws the code so a retry is not held back', async () => {
    const failed = await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: '13300000009' });
    expect(failed.body).toEqual({ code: ErrorCode.UNKNOWN_ERROR, msg: '短信发送失败，请稍后再试', data: null });
    const rows = await server.app.database.db.selectFrom('verification_codes').select('id').where('target', '=', '13300000009').execute();
    expect(rows).toEqual([]);
  });
});

describe('verification codes one client address may have sent', () => {
  let server: TestServer;
  let clock: TestClock;
  const sent: VerificationCodeMessage[] = [];
  const phone = (index: number) => `1330000${String(index).padStart(4, '0')}`;

  beforeAll(async () => {
    clock = testClock();
    server = await createTestServer({ database: 'sqlite', env: { VERIFY_CODES_PER_HOUR: String(CODE_SENDS_PER_HOUR) }, clock: clock.now, smsSender: { send: async (message) => void sent.push(message) } });
    await createUser(server, { username: 'many', email: 'many@example.com' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('are at most VERIFY_CODES_PER_HOUR an hour, to whichever targets, so nobody can text strangers at the server’s cost', async () => {
    for (let index = 0; index < CODE_SENDS_PER_HOUR; index++) {
      expect((await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: phone(index) })).body.code).toBe(0);
    }
    const refused = await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: phone(CODE_SENDS_PER_HOUR) });
    expect(refused.body).toEqual({ code: ErrorCode.SEND_TOO_FREQUENT, msg: '发送过于频繁，请稍后再试', data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The reset call draws on the same budget.
    expect((await postEnvelope(server, 'users/send-verify-code', { tpe: RESET_PWD_EMAIL, key: 'many@example.com' })).body.code).toBe(ErrorCode.SEND_TOO_FREQUENT);
    expect(sent.map((message) => message.to)).toEqual(Array.from({ length: CODE_SENDS_PER_HOUR }, (_, index) => phone(index)));

    clock.advance(3600);
    expect((await postEnvelope(server, 'users/send-register-verify-code', { tpe: REGISTER_PHONE, key: phone(CODE_SENDS_PER_HOUR) })).body.code).toBe(0);
  });
});
