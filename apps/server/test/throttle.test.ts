import { ErrorCode } from '@app/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOCK_DURATION_MS } from '../src/auth/loginThrottle';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createUser, login, USER_PASSWORD } from './helpers';

const tooMany = { code: ErrorCode.TOO_MANY_ATTEMPTS, msg: '登录尝试过多，请稍后再试', data: null };

describe.each(await databasesUnderTest())('login throttle on %s', (database) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ database });
    await createUser(server, { username: 'bob', email: 'bob@example.com' });
    await createUser(server, { username: 'carol' });
  });
  afterEach(async () => {
    await server.close();
  });

  it('locks an account after 5 failures, even against the right password, whichever login name is typed', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login(server, i % 2 ? 'bob' : 'BOB@example.com', 'Wrong#Pass1')).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
    const locked = await login(server, 'bob', USER_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    const retryAfter = Number(locked.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOCK_DURATION_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOCK_DURATION_MS / 1000);

    // Other accounts are not affected.
    expect((await login(server, 'carol', USER_PASSWORD)).body.code).toBe(0);
  });

  it('lets the lock expire', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(server, 'bob', 'Wrong#Pass1');
    expect((await login(server, 'bob', USER_PASSWORD)).response.status).toBe(429);
    const past = new Date(Date.now() - 1000).toISOString();
    await server.app.database.db.updateTable('login_attempts').set({ locked_until: past }).where('key', 'like', 'account:%').execute();
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
  });

  it('resets the account count after a successful login', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login(server, 'bob', 'Wrong#Pass1');
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await login(server, 'bob', 'Wrong#Pass1');
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
  });

  it('locks the client address after 30 failures across accounts', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      const { body } = await login(server, `guess${i}`, 'Wrong#Pass1');
      expect(body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
    const locked = await login(server, 'carol', USER_PASSWORD);
    expect(locked.response.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
  });

  it('locks an unknown login name like an existing one', async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) await login(server, 'ghost', 'Wrong#Pass1');
    expect((await login(server, 'Ghost', 'Wrong#Pass1')).body).toEqual(tooMany);
  });

  it.each(['127.0.0.1', '1'])('behind a trusted proxy (TRUST_PROXY=%s) counts each client address on its own', async (trusted) => {
    const proxied = await createTestServer({ database, env: { TRUST_PROXY: trusted } });
    try {
      await createUser(proxied, { username: 'dave' });
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await login(proxied, `guess${i}`, 'Wrong#Pass1', {}, from('203.0.113.7'));
      expect((await login(proxied, 'dave', USER_PASSWORD, {}, from('203.0.113.7'))).response.status).toBe(429);
      expect((await login(proxied, 'dave', USER_PASSWORD, {}, from('198.51.100.4'))).body.code).toBe(0);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY ignores X-Forwarded-For, so a client cannot dodge its address limit', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await login(server, `guess${i}`, 'Wrong#Pass1', {}, { 'x-forwarded-for': `203.0.113.${i}` });
    expect((await login(server, 'carol', USER_PASSWORD, {}, { 'x-forwarded-for': '198.51.100.4' })).response.status).toBe(429);
  });
});
