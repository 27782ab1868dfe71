// The frozen-vertex cache of queue mode lives in Redis: a frozen component built by one worker is
// reused by another (the first is gone by then, and its process memory with it). The cache keeps
// only results JSON brings back faithfully, within a size cap and a time to live, and a deleted
// flow's results go with it.
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { defineComponent, type CachedVertexResult } from '@app/engine';
import type { BuildEvent } from '@app/flow-graph';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisVertexCaches } from '../src/build/redisVertexCaches';
import { createTestServer, databasesUnderTest, dropRedisPrefix, redisUnderTest, TEST_REDIS_URL, testQueuePrefix, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { endVertices, pollEvents, startBuild } from './support/builds';
import { sourcesOf } from './support/components';
import { deploymentSecrets } from './support/deployment';
import { connect, createFlow, fetchCatalogue, makeNode, type Graph } from './support/flows';

const withPostgres = (await databasesUnderTest()).includes('postgres');
const withRedis = await redisUnderTest();

const counted = { runs: 0 };
/** Passes its text on and counts its runs (every test server of this file shares the count). */
const Counter = defineComponent({
  type: 'Counter',
  display_name: 'Counter',
  description: 'Counts its runs.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Message'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  run: ({ inputs }) => {
    counted.runs += 1;
    return { text: inputs.text };
  },
});

const cachesOn = (redis: Redis, prefix: string) => createRedisVertexCaches({ redis, prefix, logger: pino({ level: 'silent' }) });

function result(values: Record<string, unknown>): CachedVertexResult {
  return { values, stopped: [], excluded: [], data: { results: {}, outputs: {}, logs: {}, messages: [], timedelta: 0, duration: '0ms', used_frozen_result: false }, made: { type: 'Counter', code: 'x', inputs: {}, dynamicInputs: {} } } as unknown as CachedVertexResult;
}

describe.runIf(withRedis)('the frozen-vertex cache in Redis', () => {
  const prefix = testQueuePrefix();
  const redis = new Redis(TEST_REDIS_URL);
  const caches = createRedisVertexCaches({ redis, prefix, logger: pino({ level: 'silent' }), ttlSeconds: 60, maxEntryBytes: 2000 });
  afterAll(async () => {
    redis.disconnect();
    await dropRedisPrefix(prefix);
  });

  it('brings a plain result back as it was and lets it expire', async () => {
    const kept = result({ text: { text: 'hi', files: [], count: 2, nested: { ok: true, none: null } } });
    const cache = caches.forFlow('flow-a');
    await cache.set('Counter-1', kept);
    cache.flush();
    expect(await caches.forFlow('flow-a').get('Counter-1')).toEqual(kept);
    expect(await caches.forFlow('flow-b').get('Counter-1')).toBeUndefined();
    const ttl = await redis.ttl(`${prefix}:vertex-cache:flow-a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('keeps no result JSON cannot bring back, nor one over the size cap, and forgets the older one', async () => {
    const cache = caches.forFlow('flow-c');
    for (const value of [{ client: { invoke: () => 'x' } }, { at: new Date() }, { map: new Map() }, { ratio: Number.NaN }, { list: [1, undefined] }, { big: 'x'.repeat(3000) }]) {
      await cache.set('Counter-1', result({ text: 'plain' }));
      await cache.set('Counter-1', result(value));
      expect(await cache.get('Counter-1')).toBeUndefined();
    }
  });

  it('drops a deleted flow’s results', async () => {
    const cache = caches.forFlow('flow-d');
    await cache.set('Counter-1', result({ text: 'x' }));
    cache.flush();
    caches.drop(['flow-d']);
    await expect.poll(() => redis.exists(`${prefix}:vertex-cache:flow-d`)).toBe(0);
  });
});

describe.runIf(withRedis)('writing a result to the Redis cache', () => {
  it('sends a run’s results in one command at its end, and before a read of its own', async () => {
    const prefix = testQueuePrefix();
    const redis = new Redis(TEST_REDIS_URL);
    const sent: string[] = [];
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = (command, stream) => {
      sent.push(command.name);
      return send(command, stream);
    };
    try {
      const cache = cachesOn(redis, prefix).forFlow('flow-a');
      const [first, second] = [result({ text: 'one' }), result({ text: 'two' })];
      await cache.set('ChatInput-1', first);
      await cache.set('ChatOutput-1', second);
      expect(sent).toEqual([]);
      cache.flush();
      expect(sent).toEqual(['multi', 'hset', 'expire', 'exec']);
      await cache.set('ChatInput-1', second);
      expect(await cache.get('ChatInput-1')).toEqual(second);
      expect(await cachesOn(redis, prefix).forFlow('flow-a').get('ChatOutput-1')).toEqual(second);
    } finally {
      redis.disconnect();
      await dropRedisPrefix(prefix);
    }
  });

  it('does not keep the run waiting for Redis to answer', async () => {
    // A proxy to Redis that holds what the client sends once `holding`, until let go.
    let holding = false;
    const held: Buffer[] = [];
    let upstream: Socket | undefined;
    const proxy = createServer((client) => {
      const { hostname, port } = new URL(TEST_REDIS_URL);
      upstream = createConnection({ host: hostname, port: Number(port) });
      upstream.pipe(client);
      client.on('data', (chunk: Buffer) => (holding ? held.push(chunk) : upstream?.write(chunk)));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const prefix = testQueuePrefix();
    const redis = new Redis({ host: '127.0.0.1', port: (proxy.address() as AddressInfo).port });
    try {
      await redis.ping();
      holding = true;
      const kept = result({ text: 'hi' });
      const cache = cachesOn(redis, prefix).forFlow('flow-a');
      await cache.set('Counter-1', kept);
      cache.flush();
      await expect.poll(() => Buffer.concat(held).toString()).toContain('Counter-1');
      holding = false;
      for (const chunk of held.splice(0)) upstream?.write(chunk);
      expect(await cachesOn(redis, prefix).forFlow('flow-a').get('Counter-1')).toEqual(kept);
    } finally {
      redis.disconnect();
      proxy.close();
      await dropRedisPrefix(prefix);
    }
  });
});

describe.runIf(withPostgres && withRedis)('a frozen component across two workers', () => {
  const prefix = testQueuePrefix();
  const components = { components: [Counter], componentSources: sourcesOf([Counter]) };
  const env = deploymentSecrets();
  let api: TestServer;
  let dev: Api;
  const startWorker = () => createTestServer({ database: 'postgres', databaseOf: api, env, ...components, queue: { prefix, role: 'worker' } });

  beforeAll(async () => {
    api = await createTestServer({ database: 'postgres', env, ...components, queue: { prefix, role: 'api' } });
    dev = await userApi(api, 'shared-cache-dev');
  });
  afterAll(async () => {
    await api.close();
    await dropRedisPrefix(prefix);
  });

  it('builds the frozen component on the first worker only; the second reuses its result', async () => {
    const catalogue = await fetchCatalogue(dev);
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Counter-co000'), makeNode(catalogue, 'ChatOutput-out00')];
    const graph: Graph = { nodes, edges: [connect(nodes, 'ChatInput-in000.message', 'Counter-co000.text'), connect(nodes, 'Counter-co000.text', 'ChatOutput-out00.input_value')] };
    (nodes[1]!.data.node as { frozen?: boolean }).frozen = true;
    const flow = await createFlow(dev, graph);
    const counterOf = (events: readonly BuildEvent[]) => endVertices(events).find((vertex) => vertex.id === 'Counter-co000');
    const build = async () => pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: 'same question' } }));

    const first = await startWorker();
    const runsBefore = counted.runs;
    expect(counterOf(await build())?.data.used_frozen_result).toBe(false);
    await first.close();

    const second = await startWorker();
    try {
      const reused = counterOf(await build());
      expect(reused?.data.used_frozen_result).toBe(true);
      expect(reused?.data.results).toMatchObject({ text: 'same question' });
      expect(counted.runs).toBe(runsBefore + 1);
    } finally {
      await second.close();
    }
  });
});
