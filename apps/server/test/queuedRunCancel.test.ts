// A queued run's caller that leaves cancels its job, also when it left while the job was still
// being enqueued (a voice socket closed, an MCP call aborted, during the round trip to Redis).
import { describe, expect, it } from 'vitest';
import type { JobEventReader, JobQueue, JobSpec } from '../src/build/jobs/jobQueue';
import { queuedRunEnding, type RunJob } from '../src/run/queuedRuns';

const job: RunJob = { flowId: 'flow-1', releaseId: null, body: { input_type: 'chat', output_type: 'chat', output_component: '' }, requestVariables: {}, stream: true };

const nothing = { chunks: [], finished: false };

// No event ever comes: a read waits until its caller leaves.
const silentReader: JobEventReader = { read: ({ signal }) => new Promise((resolve) => (signal?.aborted ? resolve(nothing) : signal?.addEventListener('abort', () => resolve(nothing)))) };

/** A queue that enqueues with `onEnqueue` run first, and records the jobs it is asked to cancel. */
function recordingQueue(onEnqueue: () => void): JobQueue & { cancelled: string[] } {
  const cancelled: string[] = [];
  return {
    cancelled,
    enqueue: (spec: JobSpec) => {
      expect(spec.payload.kind).toBe('run');
      onEnqueue();
      return Promise.resolve('job-1');
    },
    checkRoom: () => Promise.resolve(),
    find: () => Promise.resolve(undefined),
    reader: () => Promise.resolve(silentReader),
    enqueuedReader: () => silentReader,
    cancel: (jobId) => {
      cancelled.push(jobId);
      return Promise.resolve(true);
    },
    close: () => Promise.resolve(),
  };
}

describe('queuedRunEnding', () => {
  it('cancels the job of a caller that left while it was being enqueued', async () => {
    const caller = new AbortController();
    const queue = recordingQueue(() => caller.abort());
    await expect(queuedRunEnding({ queue, ownerId: 'user-1', job }, caller.signal)).rejects.toThrow();
    expect(queue.cancelled).toEqual(['job-1']);
  });

  it('cancels the job when its caller leaves later', async () => {
    const caller = new AbortController();
    const queue = recordingQueue(() => undefined);
    const ending = queuedRunEnding({ queue, ownerId: 'user-1', job }, caller.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.cancelled).toEqual([]);
    caller.abort();
    await expect(ending).rejects.toThrow();
    expect(queue.cancelled).toEqual(['job-1']);
  });
});
