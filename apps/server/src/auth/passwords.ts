import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as "scrypt$N$r$p$salt$hash" (base64url), so the cost can be raised later without
// invalidating existing hashes, and hashes of any cost verify.
/** scrypt's cost N of new hashes. Only tests choose another (AppOptions.passwordCost), never configuration. */
export const PASSWORD_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * Hashes running at once. scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE
 * says otherwise), which file reads and writes and DNS lookups share: a burst of sign-ins, even
 * failed ones from one anonymous client, held every file read for seconds. Half the pool at most
 * hashes; the other requests for a hash wait their turn here, not in the pool.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiter, so `running` counts it already.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // 128 * N * r bytes of memory, plus headroom; Node's default ceiling (32 MiB) is just too low for N = 2^15.
  const maxmem = 256 * (options.N ?? PASSWORD_COST) * (options.r ?? BLOCK_SIZE);
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM }, KEY_LENGTH);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same time as a real check, for logins naming an unknown user: the answer time must
   * not tell whether an account exists.
   */
  verifyAgainstDecoy(password: string): Promise<false>;
}

/** Hashes new passwords at `cost`; the decoy has the same cost, so unknown users take as long as known ones. */
export function createPasswordHasher(cost = PASSWORD_COST): PasswordHasher {
  let decoyHash: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    async verifyAgainstDecoy(password) {
      decoyHash ??= hashPassword(randomBytes(12).toString('base64url'), cost);
      await verifyPassword(password, await decoyHash);
      return false;
    },
  };
}
