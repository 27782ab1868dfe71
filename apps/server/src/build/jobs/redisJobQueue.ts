// Queue mode (ARCHITECTURE section 2): jobs with a payload go to BullMQ and run on whichever
// worker takes them; their events go to Redis (redisJobEvents), so any API instance reads and
// cancels them. Builds are never retried (a flow may have side effects): a worker that dies
// leaves its job stalled, the worker whose stall check finds it fails it and ends the job's
// events with an error. A worker whose Redis goes away keeps its jobs' events until it returns
// (jobEventOutbox); if its hold on a job lapsed meanwhile, the job ends with that error instead.
import { randomUUID } from 'node:crypto';
import { encodeBuildEvent, type BuildEvent, type CodedText } from '@app/flow-graph';
import { Queue, Worker, type Job as BullJob } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { QueueUnavailableError, TooManyJobsError, type JobPayload, type JobQueue, type JobRunners, type JobSpec } from './jobQueue';
import { endingEvents, JOB_FAILED, jobOverdue, QUEUE_WAIT_EXPIRED, SERVER_RESTARTED, WORKER_LOST } from './jobEndings';
import type { JobRecords, JobStatus } from './jobRecords';
import { DEADLINE_GRACE_MS } from './memoryJobQueue';
import { createJobEventOutbox } from './jobEventOutbox';
import { createRedisJobEvents, reconnected, viaRedis, type RedisJobEvents } from './redisJobEvents';


const QUEUE_NAME = 'jobs';

export interface RedisJobQueueOptions {
  redisUrl: string;
  /** Prefix of every key; instances that share jobs share it. Default 'app'. */
  prefix?: string;
  logger: Logger;
  /** Runs queued jobs here (ROLE=worker or all): their runners by payload kind. */
  worker?: { runners: JobRunners; concurrency: number };
  deadlineMs: number;
  /** Longest a job waits for a worker; then it is removed and ends with QUEUE_WAIT_EXPIRED. Default 120 s. */
  queueWaitMs?: number;
  retentionMs?: number;
  maxRunningPerUser?: number;
  closeTimeoutMs?: number;
  /** How long a worker's hold on a job lasts without renewal; a dead worker's job fails after about this plus the stall check. */
  lockDurationMs?: number;
  /** How often workers look for jobs whose worker is gone. */
  stalledIntervalMs?: number;
  /** The most events one job keeps; default 10,000. */
  maxEvents?: number;
  records?: JobRecords;
}

interface QueuedJob {
  jobId: string;
  ownerId: string;
  flowId: string;
  payload: JobPayload;
}

interface RunningJob {
  controller: AbortController;
  interrupted: boolean;
  done: Promise<void>;
}

const DEFAULT_MAX_EVENTS = 10_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRedisJobQueue(options: RedisJobQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'app';
  const retentionMs = options.retentionMs ?? 10 * 60_000;
  const maxRunning = options.maxRunningPerUser ?? 10;
  const lockDuration = options.lockDurationMs ?? 30_000;
  const queueWaitMs = options.queueWaitMs ?? 120_000;
  const { logger, records } = options;
  // Commands fail at once while Redis is away (503 to the caller) instead of queueing up.
  const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Subscribed again by our own 'ready' handler below: ioredis's own resubscribe leaves its promise
  // unhandled, so a close while it was under way became an unhandled rejection.
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false });
  for (const connection of [redis, subscriber]) connection.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
  const events = createRedisJobEvents(redis, {
    prefix,
    retentionSeconds: seconds(retentionMs),
    runningTtlSeconds: seconds(options.deadlineMs + DEADLINE_GRACE_MS + retentionMs),
    maxEvents: options.maxEvents ?? DEFAULT_MAX_EVENTS,
  });
  const cancelChannel = `${prefix}:cancel`;
  const cancelKey = (jobId: string) => `${prefix}:job:${jobId}:cancel`;
  /** Jobs running in this process, by id: a cancel published by any instance reaches them here. */
  const running = new Map<string, RunningJob>();
  /**
   * Jobs enqueued here, listened to since before they were queued, until their reader here takes
   * it over or their first announcement comes (a reader made later looks in Redis first).
   */
  const fresh = new Map<string, ReturnType<RedisJobEvents['listen']>>();
  /** Aborted by close: nothing waits for Redis any longer. */
  const closing = new AbortController();

  const subscribe = () => subscriber.subscribe(events.eventsChannel, cancelChannel);
  void subscribe().catch((error: unknown) => logger.error({ err: error }, 'subscribing to job channels failed'));
  // Back after Redis was away (not the first connection): once subscribed again, readers look for
  // what they missed meanwhile.
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (!connectedBefore) {
      connectedBefore = true;
      return;
    }
    subscribe()
      .then(() => events.wakeAll())
      .catch((error: unknown) => logger.warn({ err: error }, 'subscribing to job channels again failed'));
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === events.eventsChannel) events.heard(message);
    else running.get(message)?.controller.abort();
  });

  // BullMQ gets connections of ours, so that closing never waits on a Redis that is away.
  const bullClients: Redis[] = [];
  const bullConnection = (): Redis => {
    const client = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    bullClients.push(client);
    return client;
  };
  const bullPrefix = `${prefix}:bull`;
  const queue = new Queue<QueuedJob>(QUEUE_NAME, { connection: bullConnection(), prefix: bullPrefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'job queue error'));

  /** Ends the job's events with an error (once, whoever notices first; `unclaimedOnly`: unless a worker took it). */
  const fail = async (job: { id: string; ownerId: string }, reason: CodedText, unclaimedOnly = false): Promise<boolean> =>
    events.finish(job, endingEvents(reason), { unclaimedOnly });

  /** Ends a job no worker took in time (its record is made failed); false when a worker took it meanwhile. */
  const expireWait = async (job: { id: string; ownerId: string; flowId: string }): Promise<boolean> => {
    if (!(await fail(job, QUEUE_WAIT_EXPIRED, true))) return false;
    logger.warn({ jobId: job.id, flowId: job.flowId, queueWaitMs }, 'no worker took the job in time; it was removed');
    records?.finished(job, 'failed', QUEUE_WAIT_EXPIRED);
    return true;
  };
  /** The wait deadlines of the jobs this instance queued. */
  const waits = new Set<NodeJS.Timeout>();
  const watchWait = (job: { id: string; ownerId: string; flowId: string }) => {
    const timer = setTimeout(() => {
      waits.delete(timer);
      // Out of the queue, so that no worker takes it later.
      expireWait(job)
        .then(async (expired) => {
          if (expired) await queue.remove(job.id);
        })
        .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'ending a job that waited too long failed'));
    }, queueWaitMs);
    timer.unref();
    waits.add(timer);
  };

  /** Runs a job in this process with the deadline and cancel of the memory queue; events go to Redis in order. */
  async function runHere(job: { id: string; ownerId: string; flowId: string }, run: JobSpec['run'], cancelled: boolean): Promise<void> {
    const state: RunningJob = { controller: new AbortController(), interrupted: false, done: Promise.resolve() };
    running.set(job.id, state);
    records?.started(job);
    if (cancelled) state.controller.abort();
    const outbox = createJobEventOutbox({
      append: (first, chunks) => events.append(job.id, first, chunks),
      finish: (first, chunks) => events.finish(job, chunks, { first }),
      // A failure while the lost connection still said ready looks again after a moment and may
      // find it reconnecting: only shutdown ends the wait, or the job's end would never be sent.
      reachable: async () => {
        while (!(await reconnected(redis, closing.signal))) {
          if (closing.signal.aborted) throw new Error('redis is not coming back before shutdown');
        }
      },
      maxEvents: options.maxEvents ?? DEFAULT_MAX_EVENTS,
      // Ended elsewhere: its hold lapsed while Redis was away and the job was failed as lost.
      onEnded: () => state.controller.abort(),
    });
    /** The run's own `end`, written with the end of the job's events in one step (one round trip less per job). */
    let ending: string | undefined;
    const emit = (event: BuildEvent) => {
      // A job stopped by shutdown ends with that error alone, whatever the run still says.
      if (state.interrupted) return;
      const chunk = encodeBuildEvent(event);
      if (event.event === 'end') ending = chunk;
      else outbox.push(chunk);
    };
    let overdue: NodeJS.Timeout | undefined;
    /** How the job ended, and why when it did not complete. */
    const work = async (): Promise<{ status: Exclude<JobStatus, 'running'>; reason?: CodedText }> => {
      const deadline = new Promise<CodedText>((resolve) => {
        overdue = setTimeout(() => resolve(jobOverdue(options.deadlineMs / 1000)), options.deadlineMs + DEADLINE_GRACE_MS);
        overdue.unref();
      });
      const outcome = await Promise.race([
        // A throw becomes a rejection, as in the memory queue.
        new Promise<void>((resolve) => resolve(run({ emit, signal: state.controller.signal }))).then(
          () => null,
          (error: unknown) => {
            logger.error({ err: error, jobId: job.id, flowId: job.flowId }, 'build job failed');
            return JOB_FAILED;
          },
        ),
        deadline,
      ]);
      clearTimeout(overdue);
      if (outcome !== null) state.controller.abort();
      const reason = state.interrupted ? SERVER_RESTARTED : outcome;
      const last = reason === null ? (ending === undefined ? [] : [ending]) : endingEvents(reason);
      // False: the job was ended elsewhere as lost; its record says so, whichever of us writes it first.
      if (!(await outbox.finish(last))) return { status: 'interrupted', reason: WORKER_LOST };
      if (reason === null) return { status: 'completed' };
      return { status: state.interrupted ? 'interrupted' : 'failed', reason };
    };
    const done = work().then(
      ({ status, reason }) => records?.finished(job, status, reason),
      (error: unknown) => {
        logger.error({ err: error, jobId: job.id }, 'ending a job failed');
        records?.finished(job, state.interrupted ? 'interrupted' : 'failed', state.interrupted ? SERVER_RESTARTED : JOB_FAILED);
      },
    );
    state.done = done.finally(() => running.delete(job.id));
    return state.done;
  }

  /** A call on this instance's connection, tried again while it comes back, for up to `ms` (never past shutdown). */
  const whenReachable = async <T>(call: () => Promise<T>, ms: number): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      try {
        return await call();
      } catch (error) {
        const left = deadline - Date.now();
        if (!(error instanceof QueueUnavailableError) || left <= 0 || !(await reconnected(redis, closing.signal, left))) throw error;
      }
    }
  };

  const worker = options.worker
    ? new Worker<QueuedJob>(
        QUEUE_NAME,
        async (bullJob: BullJob<QueuedJob>) => {
          const { jobId, ownerId, flowId, payload } = bullJob.data;
          // A job older than the wait deadline whose instance was not there to end it.
          if (Date.now() - bullJob.timestamp > queueWaitMs) {
            await expireWait({ id: jobId, ownerId, flowId });
            return;
          }
          // Never run twice: a job whose events ended (its worker was lost, its wait expired) stays ended.
          // BullMQ's connection may be back before this worker's own: the claim waits for it a while.
          const claim = await whenReachable(() => events.claim(jobId, cancelKey(jobId)), lockDuration / 2);
          if (claim === 'ended') return;
          const runner = options.worker?.runners[payload.kind];
          const run: JobSpec['run'] = runner ? (context) => runner(payload.data, context) : async () => Promise.reject(new Error(`no runner for jobs of kind ${payload.kind}`));
          // A cancel that came before the job started: it starts aborted.
          await runHere({ id: jobId, ownerId, flowId }, run, claim === 'cancelled');
        },
        {
          connection: bullConnection(),
          prefix: bullPrefix,
          concurrency: options.worker.concurrency,
          lockDuration,
          stalledInterval: options.stalledIntervalMs ?? lockDuration,
          // A stalled build is failed, never run twice.
          maxStalledCount: 0,
        },
      )
    : undefined;
  worker?.on('error', (error) => logger.warn({ err: error }, 'job worker error'));

  // The worker whose stall check finds a job without its worker, and the worker that then fails
  // it (maxStalledCount 0: it never runs again), end its events; readers anywhere are told.
  const workerLost = (job: QueuedJob, reason: string) => {
    // Still running here (its hold lapsed while Redis was away): it was failed as lost, so it stops.
    running.get(job.jobId)?.controller.abort();
    fail({ id: job.jobId, ownerId: job.ownerId }, WORKER_LOST)
      .then((ended) => {
        if (!ended) return;
        logger.error({ jobId: job.jobId, flowId: job.flowId, reason }, 'build job lost its worker');
        // As an in-process job whose server stopped: interrupted, with its entry in the flow's logs.
        records?.finished({ id: job.jobId, ownerId: job.ownerId, flowId: job.flowId }, 'interrupted', WORKER_LOST);
      })
      .catch((error: unknown) => logger.error({ err: error, jobId: job.jobId }, 'ending a failed queue job failed'));
  };
  worker?.on('stalled', (bullId) => {
    queue
      .getJob(bullId)
      .then((job) => job && workerLost(job.data, 'stalled'))
      .catch((error: unknown) => logger.error({ err: error, bullId }, 'reading a stalled queue job failed'));
  });
  worker?.on('failed', (job, error) => job && workerLost(job.data, error.message));

  return {
    async enqueue(spec) {
      const job = { id: randomUUID(), ownerId: spec.ownerId, flowId: spec.flowId };
      const data: QueuedJob = { jobId: job.id, ownerId: job.ownerId, flowId: job.flowId, payload: spec.payload };
      if (!(await events.admit(job, maxRunning))) throw new TooManyJobsError(maxRunning);
      // Before the job is queued, so that its reader here hears its first events however soon they come.
      const listening = events.listen(job.id);
      fresh.set(job.id, listening);
      void listening.promise.then(() => fresh.delete(job.id));
      // Failed jobs stay a week in BullMQ's failed set; the dead letters administrators read are the job records (failedJobRoutes).
      try {
        await viaRedis(redis, () => queue.add(data.payload.kind, data, { jobId: job.id, attempts: 1, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } }));
      } catch (error) {
        // Not queued: it must not hold a place among its owner's running jobs.
        listening.cancel();
        await events.finish(job, []).catch(() => undefined);
        throw error;
      }
      watchWait(job);
      return job.id;
    },
    async checkRoom(ownerId) {
      if ((await events.running(ownerId)) >= maxRunning) throw new TooManyJobsError(maxRunning);
    },
    find: (jobId) => events.find(jobId),
    async reader(jobId, mode) {
      if (!(await events.find(jobId))) return undefined;
      return events.reader(jobId, mode === 'streaming');
    },
    enqueuedReader(jobId) {
      const listening = fresh.get(jobId);
      fresh.delete(jobId);
      return events.reader(jobId, true, listening);
    },
    async cancel(jobId) {
      const job = await events.find(jobId);
      if (!job) return false;
      if (job.finished) return true;
      await viaRedis(redis, () => redis.multi().set(cancelKey(jobId), '1', 'EX', seconds(options.deadlineMs + DEADLINE_GRACE_MS)).publish(cancelChannel, jobId).exec());
      return true;
    },
    async close() {
      closing.abort();
      for (const timer of waits) clearTimeout(timer);
      const here = [...running.values()];
      for (const job of here) {
        job.interrupted = true;
        job.controller.abort();
      }
      const closeTimeoutMs = options.closeTimeoutMs ?? 5000;
      await within(Promise.all(here.map((job) => job.done)), closeTimeoutMs);
      // BullMQ's close waits for its connections, which never come while Redis is away, and may
      // not come back soon after it returned (a blocked worker connection): bounded, then cut.
      if (redis.status === 'ready') await within(Promise.allSettled([worker, queue].map((part) => part?.close())), closeTimeoutMs);
      for (const client of bullClients) client.disconnect();
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}

/** Waits for `work`, but no longer than `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
