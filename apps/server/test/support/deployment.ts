// The several server processes of one deployment in tests: they share the secrets (a test server
// would otherwise generate its own) and, in queue mode, one database and one Redis prefix.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createTestServer, dropRedisPrefix, testQueuePrefix, type TestServer } from '../../src/testing';

/** SECRET_KEY and ENCRYPTION_KEY for every instance of one deployment. */
export function deploymentSecrets(): { SECRET_KEY: string; ENCRYPTION_KEY: string } {
  return { SECRET_KEY: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
}

/**
 * Two API instances in queue mode on one PostgreSQL database and one Redis prefix, opened before
 * the suite's tests and closed after them: read `first` and `second` inside the tests.
 */
export function twoApiInstances(env: Record<string, string> = {}): { readonly first: TestServer; readonly second: TestServer } {
  const prefix = testQueuePrefix();
  const settings = { ...deploymentSecrets(), ...env };
  const instances = {} as { first: TestServer; second: TestServer };
  beforeAll(async () => {
    instances.first = await createTestServer({ database: 'postgres', env: settings, queue: { prefix } });
    instances.second = await createTestServer({ database: 'postgres', databaseOf: instances.first, env: settings, queue: { prefix } });
  });
  afterAll(async () => {
    await instances.second.close();
    await instances.first.close();
    await dropRedisPrefix(prefix);
  });
  return instances;
}
