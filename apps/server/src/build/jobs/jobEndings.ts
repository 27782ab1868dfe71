// Why a job ended from outside its flow: a server error, its deadline, no worker in time, its
// worker lost, the server restarted. Each is coded (serverMessages of @app/i18n), so the editor
// and the chat word it in the reader's language; `text` stays the wording for API clients, the
// run API's `error` and the flow's logs.
import { encodeBuildEvent, isCodedText, type BuildEvent, type CodedText } from '@app/flow-graph';

/** The texts by code (the server's coded table of job endings; the client words them from serverMessages). */
export const jobMessages = {
  JOB_FAILED: () => 'The build stopped because of a server error.',
  JOB_OVERDUE: (p: { seconds: number }) => `The build did not stop at its time limit of ${p.seconds} seconds (RUN_TIMEOUT) and was ended.`,
  /** Code 10110's English text: the run API answers the same with its 503. */
  JOB_QUEUE_WAIT_EXPIRED: () => 'No worker took the job in time, so it was removed from the queue; try again later.',
  /** Its worker stopped answering (killed, out of memory). */
  JOB_WORKER_LOST: () => 'The worker running this build stopped responding, so the build was stopped. Run it again.',
  JOB_SERVER_RESTARTED: () => 'The server stopped while this flow was running, so the run was stopped. Run it again.',
  /** Code 10115's text: a build refused at the running-builds cap (it never started, so no event carries it). */
  JOB_RUNNING_LIMIT: (p: { limit: number }) => `At most ${p.limit} of your builds may run at the same time; wait for one to finish and try again.`,
} as const;

const ending = (code: Exclude<keyof typeof jobMessages, 'JOB_OVERDUE' | 'JOB_RUNNING_LIMIT'>): CodedText => ({ code, text: jobMessages[code](), params: {} });

export const JOB_FAILED = ending('JOB_FAILED');
export const jobOverdue = (seconds: number): CodedText => ({ code: 'JOB_OVERDUE', text: jobMessages.JOB_OVERDUE({ seconds }), params: { seconds } });
export const runningLimit = (limit: number): CodedText => ({ code: 'JOB_RUNNING_LIMIT', text: jobMessages.JOB_RUNNING_LIMIT({ limit }), params: { limit } });
export const QUEUE_WAIT_EXPIRED = ending('JOB_QUEUE_WAIT_EXPIRED');
export const WORKER_LOST = ending('JOB_WORKER_LOST');
export const SERVER_RESTARTED = ending('JOB_SERVER_RESTARTED');

/** The error event and the end that close a job's events, the reason in an error block as the engine's flow errors carry theirs. */
export function endingEvents(reason: CodedText): string[] {
  const block = { title: 'Error', contents: [{ type: 'error' as const, component: null, field: null, reason: reason.text, solution: null, traceback: null, coded: reason }] };
  return [encodeBuildEvent({ event: 'error', data: { text: reason.text, category: 'error', content_blocks: [block] } }), encodeBuildEvent({ event: 'end', data: {} })];
}

/** The coded reason an error event carries in its error block (endingEvents' own), if any. */
export function endingReasonOf(event: BuildEvent): CodedText | undefined {
  if (event.event !== 'error') return undefined;
  const block = event.data.content_blocks?.flatMap((content) => content.contents).find((content) => content.type === 'error');
  return isCodedText(block?.coded) ? block.coded : undefined;
}
