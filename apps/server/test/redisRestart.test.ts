// Queue mode through a Redis restart, on a private redis-server this test starts (never the shared
// one): while Redis is away jobs are refused (QueueUnavailableError, the routes' 503); once it is
// back (with its append-only file, as deploy/compose.yaml runs it) the same API and worker queue
// instances, without a restart, read the jobs kept there and take new ones. A job running on a
// worker while Redis is away keeps its events and delivers them with its end when Redis returns;
// one whose hold on the job lapsed meanwhile ends with the lost-worker error instead, and stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildEvent } from '@app/flow-graph';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { QueueUnavailableError, type JobEventReader, type JobQueue, type JobRunners } from '../src/build/jobs/jobQueue';
import { WORKER_LOST } from '../src/build/jobs/jobEndings';
import { createRedisJobQueue } from '../src/build/jobs/redisJobQueue';

const logger = pino({ level: 'silent' });
const redisServer = '/usr/bin/redis-server';

const runners: JobRunners = {
  greet: async (data, { emit }) => {
    emit({ event: 'build_start', data: { id: String(data) } } as BuildEvent);
    emit({ event: 'end', data: {} });
  },
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of this test's own on `port`, keeping its data in `dir` (append-only file). */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A job the test lets go on: it emits `build_start`, waits for `release` (or its abort), then emits two tokens and ends. */
function pacedJob() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  let done!: (aborted: boolean) => void;
  const finished = new Promise<boolean>((resolve) => {
    done = resolve;
  });
  const runner: JobRunners[string] = async (_data, { emit, signal }) => {
    emit({ event: 'build_start', data: { id: 'paced' } } as BuildEvent);
    started();
    await Promise.race([released, new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))]);
    if (!signal.aborted) for (const text of ['Hello', ' world']) emit({ event: 'token', data: { chunk: text } } as BuildEvent);
    emit({ event: 'end', data: {} });
    done(signal.aborted);
  };
  return { runner, running, release, finished };
}

async function streamingReader(queue: JobQueue, jobId: string): Promise<JobEventReader> {
  const reader = await queue.reader(jobId, 'streaming');
  if (!reader) throw new Error(`no job ${jobId}`);
  return reader;
}

/** Every chunk of the job from the reader's position to the end. */
async function readChunks(reader: JobEventReader): Promise<string[]> {
  const chunks: string[] = [];
  for (;;) {
    const result = await reader.read({ timeoutMs: 30_000 });
    chunks.push(...result.chunks);
    if (result.finished) return chunks;
  }
}

const eventNames = (chunks: readonly string[]) => chunks.map((chunk) => (JSON.parse(chunk) as { event: string }).event);

async function readAll(queue: JobQueue, jobId: string): Promise<string[]> {
  return eventNames(await readChunks(await streamingReader(queue, jobId)));
}

describe.runIf(existsSync(redisServer))('queue mode through a Redis restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redis-restart-'));
  const opened: JobQueue[] = [];
  let redis: ChildProcess | undefined;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()));
    if (redis?.exitCode === null) await stopRedis(redis);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A private Redis, an API and a worker queue instance on it, and a paced job running on the worker with a reader at its start. */
  async function startPacedJob(prefix: string, { stalledIntervalMs, concurrency = 1 }: { stalledIntervalMs?: number; concurrency?: number }) {
    const port = await freePort();
    const server = await startRedis(port, dir);
    redis = server;
    const paced = pacedJob();
    const options = { redisUrl: `redis://127.0.0.1:${port}`, prefix, logger, deadlineMs: 60_000 };
    const api = createRedisJobQueue(options);
    opened.push(api, createRedisJobQueue({ ...options, stalledIntervalMs, worker: { runners: { paced: paced.runner }, concurrency } }));
    const jobId = await api.enqueue({ ownerId: 'u1', flowId: 'f1', run: () => Promise.reject(new Error('queued')), payload: { kind: 'paced', data: null } });
    await paced.running;
    return { server, port, api, paced, jobId, reader: await streamingReader(api, jobId) };
  }

  it('refuses jobs while Redis is away and takes them again on the same instances when it returns', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    redis = await startRedis(port, dir);
    const options = { redisUrl, prefix: 'restart', logger, deadlineMs: 60_000 };
    const api = createRedisJobQueue(options);
    const worker = createRedisJobQueue({ ...options, worker: { runners, concurrency: 1 } });
    opened.push(api, worker);
    const job = (name: string) => ({ ownerId: 'u1', flowId: 'f1', run: () => Promise.reject(new Error('queued')), payload: { kind: 'greet', data: name } });
    const first = await api.enqueue(job('first'));
    expect(await readAll(api, first)).toEqual(['build_start', 'end']);

    await stopRedis(redis);
    await expect(api.enqueue(job('during'))).rejects.toThrow(QueueUnavailableError);

    redis = await startRedis(port, dir);
    // The connections come back by themselves at ioredis's next retry (until then calls answer 503 at once);
    // the first job's events were kept in the append-only file.
    await vi.waitFor(() => api.find(first), { timeout: 10_000, interval: 200 });
    // The same worker, its connections back too, takes the next job.
    const after = await api.enqueue(job('after'));
    expect(await readAll(api, after)).toEqual(['build_start', 'end']);
  });

  it('delivers the events and the end of a job that ran on while Redis was away, to a reader waiting through it', { timeout: 60_000 }, async () => {
    const { server, port, api, paced, jobId, reader } = await startPacedJob('through', {});

    await stopRedis(server);
    // The reader waits through the outage; the job emits its tokens and ends while Redis is away.
    const read = readChunks(reader);
    read.catch(() => undefined);
    paced.release();
    expect(await paced.finished).toBe(false);
    redis = await startRedis(port, dir);

    const chunks = await read;
    expect(eventNames(chunks)).toEqual(['build_start', 'token', 'token', 'end']);
    expect(chunks.join()).toContain(' world');
    expect((await api.find(jobId))?.finished).toBe(true);
  });

  it('ends a job whose hold lapsed while Redis was away with the lost-worker error, and stops it', { timeout: 60_000 }, async () => {
    // A stall check soon after Redis is back, and a free place on the worker for failing the lost job.
    const { server, port, paced, jobId, reader } = await startPacedJob('lapsed', { stalledIntervalMs: 200, concurrency: 2 });

    await stopRedis(server);
    redis = await startRedis(port, dir);
    // The hold (BullMQ's lock) lapsed during the outage: its key is gone, as its expiry would leave it.
    const direct = new Redis(`redis://127.0.0.1:${port}`);
    await direct.del(`lapsed:bull:jobs:${jobId}:lock`);
    direct.disconnect();

    const chunks = await readChunks(reader);
    expect(eventNames(chunks)).toEqual(['build_start', 'error', 'end']);
    expect(chunks[1]).toContain(WORKER_LOST.code);
    // The worker stops the run it still had: aborted, its tokens never sent.
    expect(await paced.finished).toBe(true);
  });
});
