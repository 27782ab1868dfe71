// The editor's build, vertices and freeze calls are refused before their bodies are read: past
// EDITOR_BUILD_CALLS_PER_MINUTE a user's calls answer 429 code 10113, and a build at the
// running-builds cap answers 429, whatever the body holds (a body that is not even JSON shows it
// was never parsed). In process and with the counts in Redis (queue mode).
import { ErrorCode } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_BUILD_CALLS_PER_MINUTE } from '../src/build/editorBuildGate';
import { createTestServer, dropRedisPrefix, redisUnderTest, testQueuePrefix, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { userApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { createSlow, sourcesOf } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const withRedis = await redisUnderTest();
const modes = [{ mode: 'in process', prefix: undefined }, ...(withRedis ? [{ mode: 'queue mode', prefix: testQueuePrefix() }] : [])];

function slowGraph(catalogue: Catalogue, ms: number): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Slow-mid00', { ms }), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Slow-mid00.text'), connect(nodes, 'Slow-mid00.text', 'ChatOutput-out00.input_value')] };
}

/** A megabyte that no JSON parser accepts. */
const NOT_JSON = `{"data": ${'x'.repeat(1024 * 1024)}`;

describe.each(modes)('the editor’s build calls ($mode)', ({ prefix }) => {
  const clock = testClock();
  const { Slow } = createSlow();
  let server: TestServer;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database: 'sqlite', clock: clock.now, components: [Slow], componentSources: sourcesOf([Slow]), ...(prefix ? { queue: { prefix } } : {}) });
    catalogue = await fetchCatalogue(await userApi(server, 'gate-reader'));
  });
  afterAll(async () => {
    await server.close();
    if (prefix) await dropRedisPrefix(prefix);
  });

  const rawPost = async (api: Api, path: string) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' }, body: NOT_JSON });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { detail: string; code?: number; params?: Record<string, string> } };
  };

  it('refuses a build at the running-builds cap before reading its body', async () => {
    const dev = await userApi(server, 'gate-capped');
    const flow = await createFlow(dev, slowGraph(catalogue, 30_000));
    const jobs = await Promise.all(Array.from({ length: 10 }, () => startBuild(dev, flow.id, { inputs: { input_value: 'cap' } })));
    const refused = await rawPost(dev, `/api/v1/build/${flow.id}/flow`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: '同时运行的构建已达上限（10 个），请等其中一个结束后再试。',
      code: ErrorCode.RUNNING_BUILDS_LIMIT,
      params: { limit: '10' },
    });
    const english = await fetch(`${server.url}/api/v1/build/${flow.id}/flow`, { method: 'POST', headers: { authorization: `Bearer ${dev.token}`, 'accept-language': 'en', 'content-type': 'application/json' }, body: NOT_JSON });
    expect(((await english.json()) as { detail: string }).detail).toBe('At most 10 of your builds may run at the same time; wait for one to finish and try again.');
    // Ordering calls start nothing: the cap leaves them alone (this body is refused as the bad JSON it is).
    expect((await rawPost(dev, `/api/v1/build/${flow.id}/vertices`)).status).toBe(400);
    for (const jobId of jobs) await dev.post(`/api/v1/build/${jobId}/cancel`);
    for (const jobId of jobs) await pollEvents(dev, jobId);
    expect((await rawPost(dev, `/api/v1/build/${flow.id}/flow`)).status).toBe(400);
  });

  it('counts a user’s build, vertices and freeze calls, refusing the rest of the minute unread, coded 10113', async () => {
    clock.advance(61);
    const [dev, other] = await Promise.all([userApi(server, 'gate-busy'), userApi(server, 'gate-other')]);
    const flow = await createFlow(dev, slowGraph(catalogue, 1));
    const paths = ['vertices', 'freeze'].map((call) => `/api/v1/build/${flow.id}/${call}`);
    for (let count = 0; count < EDITOR_BUILD_CALLS_PER_MINUTE - 1; count += 1) {
      expect((await dev.post(paths[count % 2] as string, count % 2 ? { stop_component_id: 'Slow-mid00' } : {})).status).toBe(200);
    }
    await pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'last' } }));

    for (const call of ['flow', 'vertices', 'freeze']) {
      const refused = await rawPost(dev, `/api/v1/build/${flow.id}/${call}`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: `每分钟最多调用 ${EDITOR_BUILD_CALLS_PER_MINUTE} 次构建接口，请稍后再试。`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(EDITOR_BUILD_CALLS_PER_MINUTE) } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const theirs = await createFlow(other, slowGraph(catalogue, 1));
    expect((await other.post(`/api/v1/build/${theirs.id}/vertices`, {})).status).toBe(200);

    clock.advance(61);
    expect((await dev.post(paths[0] as string, {})).status).toBe(200);
  });
});
