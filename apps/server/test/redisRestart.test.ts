// Queue mode through a Redis restart, on a private redis-server this test starts (never the shared
// one): while Redis is away jobs are refused (QueueUnavailableError, the routes' 503); once it is
// back (with its append-only file, as deploy/compose.yaml runs it) the same API and worker queue
// instances, without a restart, read the jobs kept there and take new ones.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildEvent } from '@app/flow-graph';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { QueueUnavailableError, type JobQueue, type JobRunners } from '../src/build/jobs/jobQueue';
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

async function readAll(queue: JobQueue, jobId: string): Promise<string[]> {
  const reader = await queue.reader(jobId, 'streaming');
  if (!reader) throw new Error(`no job ${jobId}`);
  const names: string[] = [];
  for (;;) {
    const result = await reader.read({ timeoutMs: 10_000 });
    names.push(...result.chunks.map((chunk) => (JSON.parse(chunk) as { event: string }).event));
    if (result.finished) return names;
  }
}

describe.runIf(existsSync(redisServer))('queue mode through a Redis restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redis-restart-'));
  const opened: JobQueue[] = [];
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.close()));
    if (redis?.exitCode === null) await stopRedis(redis);
    rmSync(dir, { recursive: true, force: true });
  });

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
});
