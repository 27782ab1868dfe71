// The run API in queue mode (ARCHITECTURE section 2): a run of a flow as it is stored becomes a job
// any worker can run, and the API instance that took the request answers from the job's events.
// The worker ends every run with one `end` event whose result is the run's outcome, so that the
// API instance answers exactly what an in-process run answers: the response, or the same error
// status, code and detail; a streamed run's events reach the client in the wire format unchanged.
import type { RunResponse, TextLanguage } from '@app/engine';
import { ErrorCode, type ErrorCodeValue } from '@app/api-client';
import { encodeBuildEvent, type BuildEvent, type CodedText } from '@app/flow-graph';
import type { FastifyReply } from 'fastify';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { JobEventReader, JobQueue, JobRunner } from '../build/jobs/jobQueue';
import { jobQueueError } from '../build/jobs/jobQueueErrors';
import { endingReasonOf, QUEUE_WAIT_EXPIRED } from '../build/jobs/jobEndings';
import { AppError, notFound, queueWaitExpired } from '../errors/appError';
import { langflowErrorDetail, wordingIn, type CodedDetail } from '../errors/codedDetail';
import type { ApartConversation } from '../conversations/conversationRefs';
import type { FlowRow } from '../flows/flowQueries';
import { sendStream } from '../streaming/streamResponse';
import { findRunFlow, findRunFlowRow, findRunRelease, keptRunFlow } from './runFlows';
import type { RunBody } from './runSchemas';
import { runFailureReason } from './runFailureReasons';
import { executeRun, runFailure, runFailureText, SERVER_RUN_FAILURE, serverRunFailure } from './runService';
import { runStreamEvents } from './runStream';

/** The payload kind of a run of the run API that any worker can run. */
export const RUN_JOB = 'run';

export interface RunJob extends StoredRunTarget {
  body: RunBody;
  /** X-LANGFLOW-GLOBAL-VAR-* values of a caller allowed to set them. */
  requestVariables: Record<string, string>;
  stream: boolean;
  /** A published app's user or key, or a public playground visitor: their conversation, kept apart. */
  conversation?: ApartConversation;
  /** The flow id the engine and the messages see when it is not the flow's: a public visitor's virtual id (virtualFlowId). */
  runFlowId?: string;
}

/** What a queued run or webhook call runs: a flow as stored, or one of its releases. */
export interface StoredRunTarget {
  flowId: string;
  /** The release whose snapshot runs; null: the flow as stored when the job starts. */
  releaseId: string | null;
  /**
   * The flow's row (without its data) as the API instance read it for its checks: a worker that
   * kept that version's data runs it without reading the flow again, as an in-process run runs
   * what its request read; a release's run takes its snapshot and this row. A flow saved since
   * then is read again.
   */
  readRow?: Omit<FlowRow, 'data'>;
}

/** The row of a flow to send with its job: everything but the data, which workers keep by version. */
export function rowToSend({ data: _data, ...row }: FlowRow): Omit<FlowRow, 'data'> {
  return row;
}

/** The flow of a queued run as the worker finds it, with the release's snapshot; undefined when it (or its release) is gone. */
export async function storedRunFlow(environment: EngineEnvironment, target: StoredRunTarget): Promise<FlowRow | undefined> {
  const { db } = environment;
  if (target.releaseId === null) return (target.readRow && keptRunFlow(db, target.readRow)) ?? findRunFlow(db, target.flowId);
  // A release is deleted with its flow: while it exists, the row the API instance read stands.
  const release = await findRunRelease(db, target.releaseId);
  if (!release) return undefined;
  const row = target.readRow ?? (await findRunFlowRow(db, target.flowId));
  return row ? { ...row, data: release.data } : undefined;
}

/**
 * How a queued run ended, carried by its last event; `text` words a failure as an in-process run's
 * error does (runFailureText), `reason` is it by code when there is one (runFailureReason, the
 * queue's ending), for a client that words it in its reader's language.
 */
export type RunOutcome =
  | { ok: true; response: RunResponse }
  | { ok: false; status: number; code: ErrorCodeValue; detail: string; text: string; reason?: CodedText; coded?: CodedDetail };

function failureOutcome(environment: EngineEnvironment, flowId: string, error: unknown, reason: CodedText | undefined): RunOutcome {
  const failure = runFailure(error);
  if (!failure) environment.logger.error({ err: error, flowId }, 'run failed');
  const answer = failure ?? serverRunFailure();
  const outcome: RunOutcome = { ok: false, status: answer.status, code: answer.code, detail: answer.detail, text: runFailureText(error) ?? SERVER_RUN_FAILURE };
  // The API instance words the coded detail and reason in its request's language.
  return { ...outcome, ...(reason && { reason }), ...(answer.coded && { coded: answer.coded }) };
}

/** Runs a queued run in whichever process took it. */
export function runJobRunner(environment: EngineEnvironment): JobRunner {
  return async (data, { emit, signal }) => {
    const job = data as RunJob;
    let outcome: RunOutcome;
    try {
      const flow = await storedRunFlow(environment, job);
      if (!flow) throw notFound(`Flow identifier ${job.flowId} not found`);
      const sink = job.stream ? runStreamEvents(emit) : undefined;
      const runFlow = job.runFlowId === undefined ? flow : { ...flow, id: job.runFlowId };
      const response = await executeRun(environment, runFlow, job.body, { requestVariables: job.requestVariables, stream: job.stream, sink, signal, conversation: job.conversation });
      outcome = { ok: true, response };
    } catch (error) {
      outcome = failureOutcome(environment, job.flowId, error, runFailureReason(error));
    }
    emit({ event: 'end', data: { result: outcome } });
  };
}

/** How a run the queue ended answers: 503 (10110) when no worker took it in time, else a server failure with the queue's text and reason. */
function queueEndedOutcome(ending: BuildEvent | undefined): RunOutcome {
  const text = ending?.event === 'error' ? (ending.data.text ?? SERVER_RUN_FAILURE) : SERVER_RUN_FAILURE;
  const reason = ending ? endingReasonOf(ending) : undefined;
  const outcome: RunOutcome =
    text === QUEUE_WAIT_EXPIRED.text
      ? { ok: false, status: 503, code: ErrorCode.QUEUE_WAIT_EXPIRED, detail: text, text }
      : { ok: false, status: 500, code: ErrorCode.UNKNOWN_ERROR, detail: langflowErrorDetail(text, null), text };
  return reason ? { ...outcome, reason } : outcome;
}

function isOutcome(value: unknown): value is RunOutcome {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

/**
 * The job's events until its end. The queue itself ends a job that did not finish (deadline,
 * lost worker, shutdown) with `error {text}` and an `end` without outcome; that text stands in
 * for the outcome then. The outcome comes once the job is over, no longer among its owner's
 * running jobs, so that a client that runs again at once is not refused for a job it saw end.
 */
async function* runEvents(reader: JobEventReader, signal: AbortSignal): AsyncGenerator<{ event: BuildEvent } | { outcome: RunOutcome }> {
  // An error event is held until the next one tells whether it was the queue's.
  let held: BuildEvent | undefined;
  let outcome: RunOutcome | undefined;
  while (!signal.aborted) {
    const { chunks, finished } = await reader.read({ timeoutMs: 15_000, signal });
    for (const chunk of chunks) {
      const event = JSON.parse(chunk) as BuildEvent;
      if (outcome) continue;
      if (event.event === 'end') {
        if (isOutcome(event.data.result)) {
          if (held) yield { event: held };
          outcome = event.data.result;
        } else {
          outcome = queueEndedOutcome(held);
        }
        continue;
      }
      if (held) yield { event: held };
      held = event.event === 'error' ? event : undefined;
      if (!held) yield { event };
    }
    if (finished) {
      if (outcome) yield { outcome };
      return;
    }
  }
}

function outcomeError(outcome: Extract<RunOutcome, { ok: false }>): AppError {
  if (outcome.code === ErrorCode.QUEUE_WAIT_EXPIRED) return queueWaitExpired();
  return new AppError(outcome.status, outcome.code, { detail: outcome.detail, coded: outcome.coded });
}

/** The text of a streamed run's closing `error {error}`, by its reason in `language` when it has one. */
async function outcomeText(outcome: Extract<RunOutcome, { ok: false }>, language: TextLanguage): Promise<string> {
  return outcome.reason ? (await wordingIn(language))(outcome.reason) : outcome.text;
}

/** An outcome to answer with its status before anything is streamed: the request's own fault, or no worker took it. */
const answeredBeforeStreaming = (outcome: RunOutcome): outcome is Extract<RunOutcome, { ok: false }> =>
  !outcome.ok && (outcome.status < 500 || outcome.code === ErrorCode.QUEUE_WAIT_EXPIRED);

export interface QueuedRun {
  queue: JobQueue;
  ownerId: string;
  job: RunJob;
}

/** Enqueues the run and cancels it when `disconnect` aborts (the client left). */
async function startRun({ queue, ownerId, job }: QueuedRun, disconnect: AbortSignal): Promise<JobEventReader> {
  let jobId: string;
  try {
    jobId = await queue.enqueue({
      ownerId,
      flowId: job.flowId,
      run: () => Promise.reject(new Error('a queued run runs on a worker')),
      payload: { kind: RUN_JOB, data: job },
    });
  } catch (error) {
    throw jobQueueError(error);
  }
  const cancel = () => void queue.cancel(jobId).catch(() => undefined);
  // The caller may have left while the job was being enqueued.
  if (disconnect.aborted) cancel();
  else disconnect.addEventListener('abort', cancel, { once: true });
  return queue.enqueuedReader(jobId);
}

/** Aborts when the client of `reply` leaves before its answer was written. */
function clientDisconnect(reply: FastifyReply): AbortController {
  const disconnect = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) disconnect.abort();
  });
  return disconnect;
}

/** The non-streamed run: the job's outcome as the response or the error. */
export function queuedRun(reply: FastifyReply, run: QueuedRun): Promise<RunResponse> {
  return queuedRunOutcome(run, clientDisconnect(reply).signal);
}

/**
 * How a queued run ended, once the job ends; `onEvent` sees the run's events as they come (a
 * streamed job's tokens). The job is cancelled when `signal` aborts (its caller left), and then
 * this rejects.
 */
export async function queuedRunEnding(run: QueuedRun, signal: AbortSignal, onEvent?: (event: BuildEvent) => void): Promise<RunOutcome> {
  const reader = await startRun(run, signal);
  for await (const item of runEvents(reader, signal)) {
    if ('outcome' in item) return item.outcome;
    onEvent?.(item.event);
  }
  // Only a caller that left gets here; nobody reads this answer.
  throw serverRunFailure();
}

/** A queued run's response, or its error as the run API answers it, once the job ends (see queuedRunEnding). */
export async function queuedRunOutcome(run: QueuedRun, signal: AbortSignal, onEvent?: (event: BuildEvent) => void): Promise<RunResponse> {
  const outcome = await queuedRunEnding(run, signal, onEvent);
  if (outcome.ok) return outcome.response;
  throw outcomeError(outcome);
}

/** The streamed run: its events as they come; a run that fails before its first event answers its error status as in-process. */
export async function queuedStreamRun(reply: FastifyReply, run: QueuedRun, language: TextLanguage): Promise<FastifyReply> {
  const disconnect = clientDisconnect(reply);
  const reader = await startRun(run, disconnect.signal);
  const events = runEvents(reader, disconnect.signal);
  const first = await events.next();
  if (!first.done && 'outcome' in first.value && answeredBeforeStreaming(first.value.outcome)) throw outcomeError(first.value.outcome);
  async function* body(): AsyncGenerator<string> {
    for (let item = first; !item.done; item = await events.next()) {
      if ('event' in item.value) yield encodeBuildEvent(item.value.event);
      else if (item.value.outcome.ok) yield encodeBuildEvent({ event: 'end', data: { result: item.value.outcome.response } });
      else yield encodeBuildEvent({ event: 'error', data: { error: await outcomeText(item.value.outcome, language) } });
    }
  }
  return sendStream(reply, body(), { contentType: 'text/event-stream', disconnect });
}
