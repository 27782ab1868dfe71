// Password hashes take turns: scrypt shares libuv's thread pool with file reads and DNS lookups,
// so a burst of sign-ins may not take all of it.
import type * as crypto from 'node:crypto';
import { ErrorCode, VerifyPurpose } from '@app/api-client';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from '../src/auth/passwords';
import { createTestServer, TEST_PASSWORD_COST } from '../src/testing';
import { createUser } from './helpers';
import { NEW_PASSWORD, postEnvelope, registerPlain } from './support/accounts';

const pool = vi.hoisted(() => ({ running: 0, most: 0, calls: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  const scrypt = (...args: Parameters<typeof actual.scrypt>) => {
    const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
    pool.running += 1;
    pool.calls += 1;
    pool.most = Math.max(pool.most, pool.running);
    actual.scrypt(...(args.slice(0, -1) as [string, Buffer, number, crypto.ScryptOptions]), (error, key) => {
      pool.running -= 1;
      callback(error, key);
    });
  };
  return { ...actual, scrypt };
});

describe('password hashing', () => {
  it('runs at most MAX_CONCURRENT_HASHES scrypt calls at once, and every call still answers', async () => {
    const stored = await hashPassword('Right#Pass1', TEST_PASSWORD_COST);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => verifyPassword(index % 2 ? 'Right#Pass1' : 'Wrong#Pass1', stored)));
    expect(answers).toEqual(Array.from({ length: 24 }, (_, index) => index % 2 === 1));
    expect(pool.most).toBe(MAX_CONCURRENT_HASHES);
    expect(pool.running).toBe(0);
  });

  it('passes the turn on when a hash fails', async () => {
    const broken = `scrypt$${2 ** 40}$8$1$c2FsdA$aGFzaA`;
    const answers = await Promise.allSettled(Array.from({ length: 6 }, () => verifyPassword('x', broken)));
    expect(answers.every((answer) => answer.status === 'rejected')).toBe(true);
    expect(await verifyPassword('Right#Pass1', await hashPassword('Right#Pass1', TEST_PASSWORD_COST))).toBe(true);
  });
});

describe('calls anyone may make with a verification code', () => {
  it('hash the new password only once the code is right', async () => {
    const server = await createTestServer({ database: 'sqlite' });
    try {
      await createUser(server, { username: 'reset-me', email: 'reset-me@example.com' });
      const before = pool.calls;
      for (let attempt = 0; attempt < 3; attempt++) {
        const reset = await postEnvelope(server, 'users/reset-password', { tpe: VerifyPurpose.RESET_PWD_EMAIL, key: 'reset-me@example.com', code: '123456', password: NEW_PASSWORD });
        expect(reset.body.code).toBe(ErrorCode.EMAIL_CODE_ERROR);
        const registered = await registerPlain(server, `newcomer${attempt}`, { email: `newcomer${attempt}@example.com`, email_verify_code: '123456' });
        expect(registered.body.code).toBe(ErrorCode.EMAIL_CODE_ERROR);
      }
      expect(pool.calls).toBe(before);
      // Without codes to check, registration hashes as before.
      expect((await registerPlain(server, 'plain-newcomer')).body.code).toBe(0);
      expect(pool.calls).toBe(before + 1);
    } finally {
      await server.close();
    }
  });
});
