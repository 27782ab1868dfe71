import { createServer } from 'node:net';
import { ErrorCode, VerifyPurpose, type VerifyCodeSent } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { createTestServer, databasesUnderTest, startTestMailServer, verificationCodeIn, type TestMailServer, type TestServer } from '../src/testing';
import { createUser } from './helpers';
import { captureLog, postEnvelope, type LogCapture } from './support/accounts';

describe.each(await databasesUnderTest())('verification emails over SMTP on %s', (database) => {
  let mail: TestMailServer;
  let server: TestServer;
  let log: LogCapture;

  beforeAll(async () => {
    mail = await startTestMailServer({ user: 'mailer', pass: 'Smtp#Secret9' });
    log = captureLog();
    server = await createTestServer({ database, env: { ...mail.env, LOG_LEVEL: 'trace' }, logStream: log.stream });
    await createUser(server, { username: 'forgetful', email: 'forgetful@example.com' });
  });
  afterAll(async () => {
    await server.close();
    await mail.close();
  });

  it('mails a registration code in Chinese, signed in as SMTP_USER', async () => {
    const sent = await postEnvelope<VerifyCodeSent>(server, 'users/send-register-verify-code', { tpe: VerifyPurpose.REGISTER_EMAIL, key: 'Newcomer@Example.com' });
    expect(sent.body).toEqual({ code: 0, msg: 'success', data: { channel: 'email', logged: false, resend_after: 60, expires_in: 300 } });

    const message = await mail.nextMessageTo('newcomer@example.com');
    expect(message).toMatchObject({ from: 'no-reply@test.local', to: ['newcomer@example.com'], subject: '【AI 工作流平台】注册验证码', authenticatedAs: 'mailer' });
    const code = verificationCodeIn(message);
    expect(message.text).toContain(`您正在注册AI 工作流平台账号，验证码为：${code}`);
    expect(message.text).toContain('验证码 5 分钟内有效');
    expect(message.html).toContain(code);

    const checked = await postEnvelope(server, 'users/verify-code', { tpe: VerifyPurpose.REGISTER_EMAIL, key: 'newcomer@example.com', code });
    expect(checked.body.code).toBe(0);
    // With a mail server the code never reaches the log, nor does the SMTP password.
    expect(log.text()).not.toContain(code);
    expect(log.text()).not.toContain('Smtp#Secret9');
  });

  it('mails a password-reset code', async () => {
    const sent = await postEnvelope<VerifyCodeSent>(server, 'users/send-verify-code', { tpe: VerifyPurpose.RESET_PWD_EMAIL, key: 'forgetful@example.com' });
    expect(sent.body.data.logged).toBe(false);
    const message = await mail.nextMessageTo('forgetful@example.com');
    expect(message.subject).toBe('【AI 工作流平台】重置密码验证码');
    expect(message.text).toContain(`您正在重置AI 工作流平台账号的密码，验证码为：${verificationCodeIn(message)}`);
  });
});

describe('an unreachable mail server', () => {
  let server: TestServer;
  let log: LogCapture;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    log = captureLog();
    server = await createTestServer({
      database: 'sqlite',
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', SMTP_USER: 'mailer', SMTP_PASS: 'Smtp#Secret9', LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 邮件发送失败 and lets the same address ask again at once', async () => {
    const body = { tpe: VerifyPurpose.REGISTER_EMAIL, key: 'unlucky@example.com' };
    const failure = { code: ErrorCode.UNKNOWN_ERROR, msg: '邮件发送失败，请稍后再试', data: null };
    expect((await postEnvelope(server, 'users/send-register-verify-code', body)).body).toEqual(failure);
    expect((await postEnvelope(server, 'users/send-register-verify-code', body)).body).toEqual(failure);
    expect(log.entries().some((entry) => entry.msg === 'verification code not delivered' && entry.channel === 'email')).toBe(true);
    expect(log.text()).not.toContain('Smtp#Secret9');
  });
});

describe('SMTP_SECURE', () => {
  it.each([
    [{}, true],
    [{ SMTP_PORT: '587' }, false],
    [{ SMTP_PORT: '587', SMTP_SECURE: 'true' }, true],
    [{ SMTP_PORT: '465', SMTP_SECURE: 'false' }, false],
  ])('%j -> secure %s', (env, secure) => {
    expect(parseConfig(env, '/srv').smtp.secure).toBe(secure);
  });
});
