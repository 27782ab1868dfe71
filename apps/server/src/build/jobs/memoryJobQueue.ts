// The in-process job queue: jobs run in this process, each with an append-only event buffer.
// Finished jobs stay readable for a while (a client may still be polling), then go. Every job has
// a deadline: the engine stops a flow at RUN_TIMEOUT itself, and a job still going a grace period
// later (stuck outside the engine) is ended here, so no client waits forever.
import { randomUUID } from 'node:crypto';
import { encodeBuildEvent, type CodedText } from '@app/flow-graph';
import type { Logger } from 'pino';
import { EventBuffer, type EventReader } from '../../streaming/eventBuffer';
import { TooManyJobsError, type JobEventReader, type JobInfo, type JobQueue, type JobSpec } from './jobQueue';
import type { JobRecords } from './jobRecords';
import { endingEvents, JOB_FAILED, jobOverdue, SERVER_RESTARTED } from './jobEndings';

export interface MemoryJobQueueOptions {
  logger: Logger;
  /** How long a finished job stays readable; default 10 minutes. */
  retentionMs?: number;
  /** Jobs one user may have running at once; default 10. */
  maxRunningPerUser?: number;
  /** How long close() waits for cancelled jobs to end; default 5 s. */
  closeTimeoutMs?: number;
  /** The deadline of a job (RUN_TIMEOUT), in ms; the job is ended DEADLINE_GRACE_MS after it. */
  deadlineMs: number;
  /** Where each job is recorded, so it is known after this process stops. */
  records?: JobRecords;
}

/** How long past its deadline a job may take to stop by itself before the queue ends it. */
export const DEADLINE_GRACE_MS = 5_000;


interface Job extends JobInfo {
  buffer: EventBuffer;
  controller: AbortController;
  done: Promise<void>;
  pollReader: EventReader | undefined;
  removal: NodeJS.Timeout | undefined;
  /** Cancelled because this server is stopping. */
  interrupted: boolean;
}

export function createMemoryJobQueue(options: MemoryJobQueueOptions): JobQueue {
  const retentionMs = options.retentionMs ?? 10 * 60_000;
  const maxRunning = options.maxRunningPerUser ?? 10;
  const jobs = new Map<string, Job>();

  const runningCount = (ownerId: string) => [...jobs.values()].filter((job) => job.ownerId === ownerId && !job.finished).length;

  /** `failure`: why a job that did not complete ended. */
  const finish = (job: Job, failure?: CodedText) => {
    if (job.finished) return;
    job.finished = true;
    job.buffer.close();
    if (job.interrupted) options.records?.finished(job, 'interrupted', SERVER_RESTARTED);
    else options.records?.finished(job, failure ? 'failed' : 'completed', failure);
    job.removal = setTimeout(() => jobs.delete(job.id), retentionMs);
    // A finished job must not keep the process alive.
    job.removal.unref();
  };

  const start = (job: Job, spec: JobSpec): Promise<void> => {
    const emit = (event: Parameters<typeof encodeBuildEvent>[0]) => {
      if (!job.finished) job.buffer.append(encodeBuildEvent(event));
    };
    // Readers still get a closing pair when the job itself breaks (flow problems are events).
    const fail = (reason: CodedText) => {
      if (!job.finished) for (const chunk of endingEvents(reason)) job.buffer.append(chunk);
      finish(job, reason);
    };
    let overdue: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      overdue = setTimeout(() => {
        options.logger.error({ jobId: job.id, flowId: job.flowId }, 'build job did not stop at its deadline');
        job.controller.abort();
        fail(jobOverdue(options.deadlineMs / 1000));
        resolve();
      }, options.deadlineMs + DEADLINE_GRACE_MS);
      overdue.unref();
    });
    // Started at once (a throw becomes a rejection), so a cancel right after enqueue reaches it.
    const running = new Promise<void>((resolve) => resolve(spec.run({ emit, signal: job.controller.signal })))
      .then(() => finish(job))
      .catch((error: unknown) => {
        options.logger.error({ err: error, jobId: job.id, flowId: job.flowId }, 'build job failed');
        fail(JOB_FAILED);
      });
    return Promise.race([running, deadline]).finally(() => clearTimeout(overdue));
  };

  return {
    async enqueue(spec) {
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
        interrupted: false,
      };
      jobs.set(job.id, job);
      options.records?.started(job);
      job.done = start(job, spec);
      return job.id;
    },
    async checkRoom(ownerId) {
      if (runningCount(ownerId) >= maxRunning) throw new TooManyJobsError(maxRunning);
    },
    async find(jobId) {
      const job = jobs.get(jobId);
      return job && { id: job.id, ownerId: job.ownerId, flowId: job.flowId, finished: job.finished };
    },
    async reader(jobId, mode): Promise<JobEventReader | undefined> {
      const job = jobs.get(jobId);
      if (!job) return undefined;
      if (mode === 'streaming') return job.buffer.reader();
      job.pollReader ??= job.buffer.reader();
      return job.pollReader;
    },
    enqueuedReader(jobId) {
      const job = jobs.get(jobId);
      if (!job) throw new Error(`no job ${jobId} was enqueued here`);
      return job.buffer.reader();
    },
    async cancel(jobId) {
      const job = jobs.get(jobId);
      if (!job) return false;
      job.controller.abort();
      return true;
    },
    async close() {
      const running = [...jobs.values()].filter((job) => !job.finished);
      for (const job of running) {
        job.interrupted = true;
        job.controller.abort();
      }
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
        finish(job, SERVER_RESTARTED);
        clearTimeout(job.removal);
      }
      jobs.clear();
    },
  };
}
