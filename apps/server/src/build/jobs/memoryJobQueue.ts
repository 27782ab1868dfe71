// The in-process job queue: jobs run in this process, each with an append-only event buffer.
// Finished jobs stay readable for a while (a client may still be polling), then go.
import { randomUUID } from 'node:crypto';
import { encodeBuildEvent } from '@app/flow-graph';
import type { Logger } from 'pino';
import { EventBuffer, type EventReader } from '../../streaming/eventBuffer';
import { TooManyJobsError, type JobEventReader, type JobInfo, type JobQueue, type JobSpec } from './jobQueue';

export interface MemoryJobQueueOptions {
  logger: Logger;
  /** How long a finished job stays readable; default 10 minutes. */
  retentionMs?: number;
  /** Jobs one user may have running at once; default 10. */
  maxRunningPerUser?: number;
  /** How long close() waits for cancelled jobs to end; default 5 s. */
  closeTimeoutMs?: number;
}

interface Job extends JobInfo {
  buffer: EventBuffer;
  controller: AbortController;
  done: Promise<void>;
  pollReader: EventReader | undefined;
  removal: NodeJS.Timeout | undefined;
}

export function createMemoryJobQueue(options: MemoryJobQueueOptions): JobQueue {
  const retentionMs = options.retentionMs ?? 10 * 60_000;
  const maxRunning = options.maxRunningPerUser ?? 10;
  const jobs = new Map<string, Job>();

  const runningCount = (ownerId: string) => [...jobs.values()].filter((job) => job.ownerId === ownerId && !job.finished).length;

  const finish = (job: Job) => {
    job.finished = true;
    job.buffer.close();
    job.removal = setTimeout(() => jobs.delete(job.id), retentionMs);
    // A finished job must not keep the process alive.
    job.removal.unref();
  };

  const start = (job: Job, spec: JobSpec): Promise<void> => {
    const emit = (event: Parameters<typeof encodeBuildEvent>[0]) => job.buffer.append(encodeBuildEvent(event));
    // Started at once (a throw becomes a rejection), so a cancel right after enqueue reaches it.
    return new Promise<void>((resolve) => resolve(spec.run({ emit, signal: job.controller.signal })))
      .catch((error: unknown) => {
        // Not a flow problem (those are events): the job broke. Readers still get a closing pair.
        options.logger.error({ err: error, jobId: job.id, flowId: job.flowId }, 'build job failed');
        emit({ event: 'error', data: { text: 'The build stopped because of a server error.', category: 'error' } });
        emit({ event: 'end', data: {} });
      })
      .finally(() => finish(job));
  };

  return {
    enqueue(spec) {
      if (runningCount(spec.ownerId) >= maxRunning) throw new TooManyJobsError(maxRunning);
      const job: Job = {
        id: randomUUID(),
        ownerId: spec.ownerId,
        flowId: spec.flowId,
        finished: false,
        buffer: new EventBuffer(),
        controller: new AbortController(),
        done: Promise.resolve(),
        pollReader: undefined,
        removal: undefined,
      };
      jobs.set(job.id, job);
      job.done = start(job, spec);
      return job.id;
    },
    find(jobId) {
      const job = jobs.get(jobId);
      return job && { id: job.id, ownerId: job.ownerId, flowId: job.flowId, finished: job.finished };
    },
    reader(jobId, mode): JobEventReader | undefined {
      const job = jobs.get(jobId);
      if (!job) return undefined;
      if (mode === 'streaming') return job.buffer.reader();
      job.pollReader ??= job.buffer.reader();
      return job.pollReader;
    },
    cancel(jobId) {
      const job = jobs.get(jobId);
      if (!job) return false;
      job.controller.abort();
      return true;
    },
    async close() {
      const running = [...jobs.values()];
      for (const job of running) job.controller.abort();
      const timeoutMs = options.closeTimeoutMs ?? 5000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running.map((job) => job.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      for (const job of running) {
        clearTimeout(job.removal);
        job.buffer.close();
      }
      jobs.clear();
    },
  };
}
