// The in-process job queue and its event buffer, without HTTP: readers, polling semantics,
// retention of finished jobs, the per-user cap and shutdown.
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyJobsError } from '../src/build/jobs/jobQueue';
import { createMemoryJobQueue, DEADLINE_GRACE_MS } from '../src/build/jobs/memoryJobQueue';
import { EventBuffer } from '../src/streaming/eventBuffer';

const logger = pino({ level: 'silent' });

describe('EventBuffer', () => {
  it('gives every reader every chunk, each at its own pace', async () => {
    const buffer = new EventBuffer();
    const early = buffer.reader();
    buffer.append('a');
    buffer.append('b');
    expect(await early.read({ timeoutMs: 0 })).toEqual({ chunks: ['a', 'b'], finished: false });
    buffer.append('c');
    buffer.close();
    buffer.append('ignored');
    expect(await early.read({ timeoutMs: 0 })).toEqual({ chunks: ['c'], finished: true });
    expect(await buffer.reader().read({ timeoutMs: 0 })).toEqual({ chunks: ['a', 'b', 'c'], finished: true });
  });

  it('waits for a first chunk up to the timeout, or until aborted', async () => {
    const buffer = new EventBuffer();
    const reader = buffer.reader();
    const waiting = reader.read({ timeoutMs: 5000 });
    setTimeout(() => buffer.append('late'), 10);
    expect(await waiting).toEqual({ chunks: ['late'], finished: false });
    const started = Date.now();
    expect(await reader.read({ timeoutMs: 30 })).toEqual({ chunks: [], finished: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const controller = new AbortController();
    const aborted = reader.read({ timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    expect(await aborted).toEqual({ chunks: [], finished: false });
  });
});

/** The memory queue runs a job's `run`; its payload is for queue mode's workers. */
const payload = { kind: 'test', data: null };

describe('memory job queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job, shares one reader among pollers and gives streams their own', async () => {
    const queue = createMemoryJobQueue({ logger, deadlineMs: 60_000 });
    let release!: () => void;
    const jobId = await queue.enqueue({
      payload,
      ownerId: 'u1',
      flowId: 'f1',
      run: async ({ emit }) => {
        emit({ event: 'build_start', data: {} });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        emit({ event: 'end', data: {} });
      },
    });
    expect(await queue.find(jobId)).toEqual({ id: jobId, ownerId: 'u1', flowId: 'f1', finished: false });
    const firstPoll = await (await queue.reader(jobId, 'polling'))?.read({ timeoutMs: 1000 });
    expect(firstPoll?.chunks).toEqual(['{"event":"build_start","data":{}}\n\n']);
    release();
    const secondPoll = await (await queue.reader(jobId, 'polling'))?.read({ timeoutMs: 1000 });
    expect(secondPoll?.chunks).toEqual(['{"event":"end","data":{}}\n\n']);
    const stream = await (await queue.reader(jobId, 'streaming'))?.read({ timeoutMs: 0 });
    expect(stream?.chunks).toHaveLength(2);
    expect((await queue.find(jobId))?.finished).toBe(true);
    await queue.close();
  });

  it('ends a job that throws with an error and an end event', async () => {
    const queue = createMemoryJobQueue({ logger, deadlineMs: 60_000 });
    const jobId = await queue.enqueue({
      payload,
      ownerId: 'u1',
      flowId: 'f1',
      run: async () => {
        throw new Error('broken');
      },
    });
    const reader = await queue.reader(jobId, 'streaming');
    await vi.waitFor(async () => expect((await queue.find(jobId))?.finished).toBe(true));
    const { chunks, finished } = (await reader?.read({ timeoutMs: 0 })) ?? { chunks: [], finished: false };
    expect(chunks.map((chunk) => (JSON.parse(chunk) as { event: string }).event)).toEqual(['error', 'end']);
    expect(finished).toBe(true);
    await queue.close();
  });

  it('caps running jobs per owner and forgets finished jobs after the retention time', async () => {
    vi.useFakeTimers();
    const queue = createMemoryJobQueue({ logger, deadlineMs: 60_000, maxRunningPerUser: 2, retentionMs: 1000 });
    const never = () => new Promise<void>(() => undefined);
    await queue.enqueue({ payload, ownerId: 'u1', flowId: 'f', run: never });
    await queue.enqueue({ payload, ownerId: 'u1', flowId: 'f', run: never });
    await expect(queue.enqueue({ payload, ownerId: 'u1', flowId: 'f', run: never })).rejects.toThrow(TooManyJobsError);
    await expect(queue.checkRoom('u1')).rejects.toThrow(TooManyJobsError);
    await expect(queue.checkRoom('u2')).resolves.toBeUndefined();
    const quick = await queue.enqueue({ payload, ownerId: 'u2', flowId: 'f', run: async () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect((await queue.find(quick))?.finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await queue.find(quick)).toBeUndefined();
    expect(await queue.cancel(quick)).toBe(false);
  });

  it('ends a job that outlives its deadline by the grace period: told to stop, then closed with an error', async () => {
    vi.useFakeTimers();
    const queue = createMemoryJobQueue({ logger, deadlineMs: 1000 });
    let told = false;
    const jobId = await queue.enqueue({
      payload,
      ownerId: 'u1',
      flowId: 'f1',
      run: ({ signal }) => {
        signal.addEventListener('abort', () => {
          told = true;
        });
        return new Promise<void>(() => undefined);
      },
    });
    const reader = await queue.reader(jobId, 'streaming');
    await vi.advanceTimersByTimeAsync(1000 + DEADLINE_GRACE_MS - 1);
    expect((await queue.find(jobId))?.finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(told).toBe(true);
    expect((await queue.find(jobId))?.finished).toBe(true);
    const { chunks } = (await reader?.read({ timeoutMs: 0 })) ?? { chunks: [] };
    const events = chunks.map((chunk) => JSON.parse(chunk) as { event: string; data: { text?: string } });
    expect(events.map((event) => event.event)).toEqual(['error', 'end']);
    expect(events[0]?.data.text).toContain('time limit of 1 seconds (RUN_TIMEOUT)');
  });

  it('cancels every running job on close', async () => {
    const queue = createMemoryJobQueue({ logger, deadlineMs: 60_000 });
    const seen: string[] = [];
    const jobId = await queue.enqueue({
      payload,
      ownerId: 'u1',
      flowId: 'f1',
      run: ({ signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            seen.push('aborted');
            resolve();
          });
        }),
    });
    await queue.close();
    expect(seen).toEqual(['aborted']);
    expect(await queue.find(jobId)).toBeUndefined();
  });
});
