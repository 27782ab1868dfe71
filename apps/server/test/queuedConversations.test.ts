// Queue mode with two API-only instances and one worker on one PostgreSQL database and one Redis:
// the runs and builds of conversations kept apart (an API key's runs, a marketplace user's runs,
// app chats, the embedded page's builds, public playground builds) go to BullMQ and run on the
// worker, the only process that takes jobs; a conversation begun through one API instance goes on
// through the other, since its messages are in the database.
import type { BuildEvent } from '@app/flow-graph';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { apiFor, parseEvents, userApi, type Api } from './support/api';
import { deploymentSecrets } from './support/deployment';
import { createFlow, fetchCatalogue, memoryGraph } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { publicTurn, visitor } from './support/publicPlayground';
import { answerOf, chat, publish } from './support/store';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

/** The chat output's text of a run API answer. */
function runAnswer(body: unknown): string {
  const outputs = (body as { outputs: { outputs: { results: { message: { text: string } } }[] }[] }).outputs;
  return outputs[0]!.outputs[0]!.results.message.text;
}

describe.runIf(withPostgres && withRedis)('conversations in queue mode across two API instances and a worker', () => {
  const prefix = testQueuePrefix();
  const env = deploymentSecrets();
  const redis = new Redis(TEST_REDIS_URL);
  let first: TestServer;
  let second: TestServer;
  let worker: TestServer;
  let owner: Api;
  let storeId: string;
  let flowId: string;

  /** How many jobs of `kind` BullMQ was given. */
  const queued = async (kind: string) => (await redis.xrange(`${prefix}:bull:jobs:events`, '-', '+')).filter(([, fields]) => fields.includes('added') && fields.includes(kind)).length;

  beforeAll(async () => {
    first = await createTestServer({ database: 'postgres', env, queue: { prefix, role: 'api' } });
    second = await createTestServer({ database: 'postgres', databaseOf: first, env, queue: { prefix, role: 'api' } });
    worker = await createTestServer({ database: 'postgres', databaseOf: first, env, queue: { prefix, role: 'worker' } });
    owner = await userApi(first, 'queued-conversations-dev');
    const flow = await createFlow(owner, memoryGraph(await fetchCatalogue(owner)));
    flowId = flow.id;
    storeId = await publish(owner, flow.id);
  });
  afterAll(async () => {
    redis.disconnect();
    await worker.close();
    await second.close();
    await first.close();
    await dropRedisPrefix(prefix);
  });

  it('runs an API key’s conversation on the worker and continues it through the other API instance', async () => {
    const key = await createKey(owner, storeId);
    const runs = await queued('run');
    const run = (server: TestServer, input: string) => keyCall(server, key.api_key, 'POST', `/api/v1/run/${flowId}`, { body: { input_value: input, session_id: 'key-chat' } });
    const opened = await run(first, 'first turn');
    expect(opened.status, opened.text).toBe(200);
    const continued = await run(second, 'second turn');
    expect(continued.status, continued.text).toBe(200);
    expect(runAnswer(continued.body)).toMatch(/first turn.*\|\| second turn$/s);
    expect(await queued('run')).toBe(runs + 2);
    // In the key's conversation, not the owner's messages.
    const kept = await first.app.database.db.selectFrom('key_messages').select('text').where('key_id', '=', key.id).where('session_id', '=', 'key-chat').execute();
    expect(kept.map((row) => row.text)).toContain('second turn');
    const ownerMessages = await first.app.database.db.selectFrom('messages').select('id').where('session_id', '=', 'key-chat').execute();
    expect(ownerMessages).toEqual([]);
  });

  it('builds the embedded page’s chat on the worker, in the key’s conversation its runs share', async () => {
    const key = await createKey(owner, storeId, { is_channel: true });
    const builds = await queued('build');
    const turn = async (server: TestServer, input: string): Promise<BuildEvent[]> => {
      const started = await keyCall<{ job_id: string }>(server, key.api_key, 'POST', `/api/v1/rest/build/${storeId}/flow`, { body: { inputs: { input_value: input, session: 'page-chat' } } });
      expect(started.status, started.text).toBe(200);
      return parseEvents((await keyCall(server, key.api_key, 'GET', `/api/v1/build/${started.body.job_id}/events?event_delivery=streaming`)).text);
    };
    await turn(second, 'hello page');
    expect(answerOf(await turn(first, 'again'))).toMatch(/hello page.*\|\| again$/s);
    expect(await queued('build')).toBe(builds + 2);
  });

  it('runs a marketplace user’s run and chat on the worker, in their conversation on both instances', async () => {
    const user = await userApi(first, 'queued-conversations-user');
    const userThere = apiFor(second, user.token, user.userId);
    const runs = await queued('run');
    const opened = await user.post(`/api/v1/run/${flowId}`, { input_value: 'run one', session_id: 'user-chat' });
    expect(opened.status, opened.text).toBe(200);
    const continued = await userThere.post(`/api/v1/run/${flowId}`, { input_value: 'run two', session_id: 'user-chat' });
    expect(runAnswer(continued.body)).toMatch(/run one.*\|\| run two$/s);
    expect(await queued('run')).toBe(runs + 2);

    const builds = await queued('build');
    expect(answerOf(await chat(userThere, storeId, 'user-chat', 'chat three'))).toMatch(/run two.*\|\| chat three$/s);
    expect(await queued('build')).toBe(builds + 1);
  });

  it('builds a public playground turn on the worker', async () => {
    await owner.patch(`/api/v1/flows/${flowId}`, { access_type: 'PUBLIC' });
    const builds = await queued('build');
    const guest = visitor(first);
    await publicTurn(guest, flowId, 'public one', 'pub');
    const answered = await publicTurn(visitor(second, guest.cookie), flowId, 'public two', 'pub');
    expect(answered.at(-1)!.text).toMatch(/public one.*\|\| public two$/s);
    expect(await queued('build')).toBe(builds + 2);
  });
});
