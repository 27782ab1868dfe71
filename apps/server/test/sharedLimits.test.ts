// Queue mode with two API instances on one PostgreSQL database and one Redis: the limits hold
// across them. Failed logins counted on one refuse the pair on the other (the database), and the
// anonymous image budget and an API key's runs a minute are one budget (Redis). While Redis is
// away the limits let calls through and say so in the log.
import { ErrorCode, UploadKind } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_IMAGES_PER_HOUR } from '../src/accounts/avatarRoutes';
import { PAIR_FAILURE_LIMIT } from '../src/auth/loginThrottle';
import { createTestServer, databasesUnderTest, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { createUser, login, USER_PASSWORD } from './helpers';
import { userApi } from './support/api';
import { captureLog, postEnvelope } from './support/accounts';
import { twoApiInstances } from './support/deployment';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { publish } from './support/store';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

const generateLogo = (server: TestServer, hint: string) => postEnvelope(server, 'users/generate_logo', { storage_type: UploadKind.USER_AVATAR, hint });

describe.runIf(withPostgres && withRedis)('limits shared by two API instances', () => {
  const instances = twoApiInstances({ API_KEY_RATE_LIMIT: '2' });

  it('refuses on one instance a login that failed too often on the other', async () => {
    const { first, second } = instances;
    await createUser(first, { username: 'shared-bob' });
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) expect((await login(first, 'shared-bob', 'Wrong#Pass1')).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    const refused = await login(second, 'shared-bob', USER_PASSWORD);
    expect(refused.response.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  });

  it('counts anonymous images made through either instance against one budget per address', async () => {
    const { first, second } = instances;
    for (let index = 0; index < ANONYMOUS_IMAGES_PER_HOUR; index += 1) {
      expect((await generateLogo(index % 2 ? first : second, `visitor ${index}`)).body.code).toBe(0);
    }
    const refused = await generateLogo(first, 'one more');
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await generateLogo(second, 'and another')).body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('counts the runs of one API key on either instance against its limit', async () => {
    const { first, second } = instances;
    const dev = await userApi(first, 'shared-key-dev');
    const flow = await createFlow(dev, chatPromptGraph(await fetchCatalogue(dev)));
    const key = await createKey(dev, await publish(dev, flow.id));
    const run = (server: TestServer) => keyCall(server, key.api_key, 'POST', `/api/v1/run/${flow.id}`, { body: { input_value: 'x' } });
    expect((await run(first)).status).toBe(200);
    expect((await run(second)).status).toBe(200);
    const limited = await run(first);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await run(second)).status).toBe(429);
  });
});

describe.runIf(withRedis)('limits while Redis is away', () => {
  const log = captureLog();
  let server: TestServer;

  beforeAll(async () => {
    // Nothing answers on port 1: Redis is down for this instance from the start.
    server = await createTestServer({ database: 'sqlite', queue: { prefix: testQueuePrefix() }, env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' }, logStream: log.stream });
  });
  afterAll(() => server.close());

  it('lets the calls through and logs that they were not counted', async () => {
    for (let index = 0; index <= ANONYMOUS_IMAGES_PER_HOUR; index += 1) expect((await generateLogo(server, `visitor ${index}`)).body.code).toBe(0);
    expect(log.entries().filter((entry) => entry.msg === 'rate limit not counted: redis is not reachable' && entry.limit === 'anonymous-images')).toHaveLength(ANONYMOUS_IMAGES_PER_HOUR + 1);
  });
});
