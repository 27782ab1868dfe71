import { ErrorCode } from '@app/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_INS_WAITING_PER_ADDRESS } from '../src/accounts/accountRoutes';
import { PASSWORD_COST } from '../src/auth/passwords';
import { ADDRESS_FAILURE_LIMIT, FIRST_LOCK_MS, LONGEST_LOCK_MS, PAIR_FAILURE_LIMIT, THROTTLE_WINDOW_MS } from '../src/auth/loginThrottle';
import { createTestServer, databasesUnderTest, TEST_ADMIN_PASSWORD, type TestServer } from '../src/testing';
import { createUser, login, USER_PASSWORD } from './helpers';
import { UNTRUSTED_FORWARDED_FOR_WARNING } from '../src/http/forwardedForWarning';
import { captureLog, testClock, type TestClock } from './support/accounts';

const tooMany = { code: ErrorCode.TOO_MANY_ATTEMPTS, msg: '登录尝试过多，请稍后再试', data: null };
const WRONG = 'Wrong#Pass1';
const from = (address: string) => ({ 'x-forwarded-for': address });

describe.each(await databasesUnderTest())('login throttle on %s', (database) => {
  let server: TestServer;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock();
    server = await createTestServer({ database, clock: clock.now });
    await createUser(server, { username: 'bob', email: 'bob@example.com' });
    await createUser(server, { username: 'carol' });
  });
  afterEach(async () => {
    await server.close();
  });

  async function failTimes(times: number, loginName = 'bob', headers: Record<string, string> = {}): Promise<void> {
    for (let i = 0; i < times; i++) expect((await login(server, loginName, WRONG, {}, headers)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
  }

  async function retryAfterOf(loginName: string, password: string): Promise<number> {
    const refused = await login(server, loginName, password);
    expect(refused.response.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    return Number(refused.response.headers.get('retry-after'));
  }

  it('refuses the failing account and address after 5 failures, even the right password, whichever login name is typed', async () => {
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) await failTimes(1, i % 2 ? 'bob' : 'BOB@example.com');
    expect(await retryAfterOf('bob', USER_PASSWORD)).toBe(FIRST_LOCK_MS / 1000);
    // Other accounts are not affected.
    expect((await login(server, 'carol', USER_PASSWORD)).body.code).toBe(0);
  });

  it('locks longer at each further failure, up to the cap, and lets each lock expire', async () => {
    await failTimes(PAIR_FAILURE_LIMIT);
    const locks = [await retryAfterOf('bob', USER_PASSWORD)];
    for (let further = 0; further < 5; further++) {
      clock.advance(locks.at(-1)!);
      await failTimes(1);
      locks.push(await retryAfterOf('bob', WRONG));
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 16].map((factor) => Math.min((FIRST_LOCK_MS * factor) / 1000, LONGEST_LOCK_MS / 1000)));
    clock.advance(locks.at(-1)!);
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
  });

  it('starts over after a successful login', async () => {
    await failTimes(PAIR_FAILURE_LIMIT - 1);
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
    await failTimes(PAIR_FAILURE_LIMIT - 1);
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
  });

  it('forgets failures that never reached the limit once the window has passed', async () => {
    await failTimes(PAIR_FAILURE_LIMIT - 1);
    clock.advance(THROTTLE_WINDOW_MS / 1000);
    await failTimes(PAIR_FAILURE_LIMIT - 1);
    expect((await login(server, 'bob', USER_PASSWORD)).body.code).toBe(0);
  });

  it('counts every one of concurrent failures', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(server, 'bob', WRONG)));
    const failures = answers.filter(({ body }) => body.code === ErrorCode.WRONG_CREDENTIALS).length;
    expect(failures + answers.filter(({ response }) => response.status === 429).length).toBe(12);
    const row = await server.app.database.db.selectFrom('login_attempts').select('failed_count').where('key', 'like', 'pair:%').executeTakeFirstOrThrow();
    expect(row.failed_count).toBe(failures);
    expect((await login(server, 'bob', USER_PASSWORD)).response.status).toBe(429);
  });

  it('locks an unknown login name like an existing one', async () => {
    await failTimes(PAIR_FAILURE_LIMIT, 'ghost');
    expect((await login(server, 'Ghost', WRONG)).body).toEqual(tooMany);
  });

  it('after 30 failures from one address still lets another user there sign in, and refuses a failing one at once', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await failTimes(1, `guess${i}`);
    expect((await login(server, 'carol', USER_PASSWORD)).body.code).toBe(0);
    // The address is suspect: one failure is enough to refuse a pair from there.
    await failTimes(1, 'bob');
    expect((await login(server, 'bob', USER_PASSWORD)).body).toEqual(tooMany);
    expect((await login(server, 'carol', USER_PASSWORD)).body.code).toBe(0);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For, so a client cannot spread its failures over made-up addresses', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await failTimes(1, `guess${i}`, from(`203.0.113.${i}`));
    await failTimes(1, 'carol', from('198.51.100.4'));
    expect((await login(server, 'carol', USER_PASSWORD, {}, from('198.51.100.4'))).response.status).toBe(429);
  });
});

describe.each(await databasesUnderTest())('login throttle behind a trusted proxy on %s', (database) => {
  const failOnce = async (server: TestServer, loginName: string, headers: Record<string, string>) =>
    expect((await login(server, loginName, WRONG, {}, headers)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);

  it.each(['127.0.0.1', '1'])('counts each client address on its own (TRUST_PROXY=%s)', async (trusted) => {
    const server = await createTestServer({ database, env: { TRUST_PROXY: trusted } });
    try {
      await createUser(server, { username: 'dave' });
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await login(server, `guess${i}`, WRONG, {}, from('203.0.113.7'));
      for (const address of ['203.0.113.7', '198.51.100.4']) expect((await login(server, 'dave', WRONG, {}, from(address))).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      // Only the suspect address is held to one failure per account.
      expect((await login(server, 'dave', USER_PASSWORD, {}, from('203.0.113.7'))).response.status).toBe(429);
      expect((await login(server, 'dave', USER_PASSWORD, {}, from('198.51.100.4'))).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('counts an IPv6 /64 as one client, and an IPv4 address written as IPv6 as that address', async () => {
    const server = await createTestServer({ database, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      await createUser(server, { username: 'erin' });
      await createUser(server, { username: 'frank' });
      // An IPv6 host can take a new address of its /64 for every guess.
      for (let i = 1; i <= PAIR_FAILURE_LIMIT; i++) await failOnce(server, 'erin', from(`2001:db8:5:6::${i.toString(16)}`));
      expect((await login(server, 'erin', USER_PASSWORD, {}, from('2001:db8:5:6:ffff::1'))).response.status).toBe(429);
      expect((await login(server, 'erin', USER_PASSWORD, {}, from('2001:db8:5:7::1'))).body.code).toBe(0);

      for (let i = 1; i <= PAIR_FAILURE_LIMIT; i++) await failOnce(server, 'frank', from(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9'));
      expect((await login(server, 'frank', USER_PASSWORD, {}, from('::ffff:c633:6409'))).response.status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('checks one address’s sign-ins one at a time and refuses a burst past its line, while others sign in', async () => {
    // Real password cost: each check takes long enough for the whole burst to arrive meanwhile.
    const server = await createTestServer({ database, env: { TRUST_PROXY: '127.0.0.1' }, passwordCost: PASSWORD_COST });
    try {
      await createUser(server, { username: 'gina' });
      const burst = Array.from({ length: 2 * SIGN_INS_WAITING_PER_ADDRESS }, (_, index) => login(server, `guess${index}`, WRONG, {}, from('203.0.113.9')));
      expect((await login(server, 'gina', USER_PASSWORD, {}, from('198.51.100.4'))).body.code).toBe(0);
      const codes = (await Promise.all(burst)).map(({ body }) => body.code);
      expect(codes.filter((code) => code === ErrorCode.WRONG_CREDENTIALS).length).toBeGreaterThanOrEqual(SIGN_INS_WAITING_PER_ADDRESS);
      expect(codes.filter((code) => code === ErrorCode.TOO_MANY_ATTEMPTS).length).toBeGreaterThan(0);
      expect(codes.every((code) => code === ErrorCode.WRONG_CREDENTIALS || code === ErrorCode.TOO_MANY_ATTEMPTS)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('never locks the administrator out, whatever an attacker elsewhere tries', async () => {
    const server = await createTestServer({ database, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const attack = async (address: string) =>
        expect([ErrorCode.WRONG_CREDENTIALS, ErrorCode.TOO_MANY_ATTEMPTS]).toContain((await login(server, 'admin', WRONG, {}, from(address))).body.code);
      for (let i = 0; i < 2 * PAIR_FAILURE_LIMIT; i++) await attack('203.0.113.7');
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT + 10; i++) await attack(`203.0.113.${100 + i}`);
      expect((await login(server, 'admin', TEST_ADMIN_PASSWORD, {}, from('203.0.113.7'))).response.status).toBe(429);
      expect((await login(server, 'admin', TEST_ADMIN_PASSWORD, {}, from('198.51.100.4'))).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('the warning about X-Forwarded-For without TRUST_PROXY', () => {
  const warningsIn = (log: ReturnType<typeof captureLog>) => log.entries().filter((entry) => entry.msg === UNTRUSTED_FORWARDED_FOR_WARNING);

  it('is logged once, at the first request that carries the header', async () => {
    const log = captureLog();
    const server = await createTestServer({ database: 'sqlite', env: { LOG_LEVEL: 'warn' }, logStream: log.stream });
    try {
      await login(server, 'nobody', WRONG);
      expect(warningsIn(log)).toEqual([]);
      await login(server, 'nobody', WRONG, {}, from('203.0.113.7'));
      await login(server, 'nobody', WRONG, {}, from('198.51.100.4'));
      expect(warningsIn(log)).toEqual([expect.objectContaining({ level: 40, proxyAddress: '127.0.0.1' })]);
      expect(UNTRUSTED_FORWARDED_FOR_WARNING).toContain('Set TRUST_PROXY');
    } finally {
      await server.close();
    }
  });

  it('is not logged when TRUST_PROXY is set', async () => {
    const log = captureLog();
    const server = await createTestServer({ database: 'sqlite', env: { LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' }, logStream: log.stream });
    try {
      await login(server, 'nobody', WRONG, {}, from('203.0.113.7'));
      expect(warningsIn(log)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
