// Where a voice turn's flow runs: in the process holding the socket, or, in queue mode, as a queued
// run on a worker (as the run API's are), its events coming back through the queue. Either way the
// reply streams to the speaker as text, the turn's messages go where a typed turn's go, and the
// turn's signal stops the run. A failed run is `run_failed` with the flow's words and, by code,
// the failed component's reason or the queue's ending, the same wherever it ran.
import type { BuildEvent, CodedText } from '@app/flow-graph';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { JobQueue } from '../build/jobs/jobQueue';
import { queuedRunEnding, type RunOutcome } from '../run/queuedRuns';
import { runFailureReason } from '../run/runFailureReasons';
import type { RunBody } from '../run/runSchemas';
import { executeRun, runFailureText } from '../run/runService';
import type { VoiceRunTarget } from './voiceAccess';
import { VoiceError } from './voiceErrors';
import type { VoiceTurnServices } from './voiceSession';

/** The reply in a run's events: the streamed tokens, else the flow's last whole message. */
function replyReader(onText: (delta: string) => void) {
  let streamed = '';
  let lastMessage = '';
  return {
    read: (event: BuildEvent): void => {
      if (event.event === 'token') {
        streamed += event.data.chunk;
        onText(event.data.chunk);
      } else if (event.event === 'add_message' && event.data.sender === 'Machine' && event.data.properties?.state !== 'partial') {
        lastMessage = event.data.text;
      }
    },
    /** A flow that does not stream is spoken once it has answered. */
    reply: (): string => {
      if (streamed === '' && lastMessage !== '') onText(lastMessage);
      return streamed || lastMessage;
    },
  };
}

function turnBody(transcript: string, target: VoiceRunTarget): RunBody {
  return { input_value: transcript, session_id: target.sessionId, input_type: 'chat', output_type: 'chat', output_component: '' };
}

/** A run's error as the turn's failure: the flow's, or the run service's refusal, in its words with its reason; any other stays as it is. */
function turnFailure(error: unknown, reason?: CodedText): unknown {
  const text = runFailureText(error);
  return text === undefined ? error : new VoiceError('run_failed', text, reason);
}

/** The turn's run in this process. */
export function inProcessTurn(environment: EngineEnvironment, target: VoiceRunTarget): VoiceTurnServices['run'] {
  return async (transcript, onText, signal) => {
    const reader = replyReader(onText);
    const sink = { emit: (event: BuildEvent) => reader.read(event) };
    try {
      await executeRun(environment, target.flow, turnBody(transcript, target), { ...target.options, stream: true, sink, signal });
    } catch (error) {
      throw turnFailure(error, runFailureReason(error));
    }
    return reader.reply();
  };
}

/** The turn's run as a queued job; a failed run is the same `run_failed`, words and reason, as in-process. */
export function queuedTurn(queue: JobQueue, target: VoiceRunTarget): VoiceTurnServices['run'] {
  return async (transcript, onText, signal) => {
    const reader = replyReader(onText);
    const job = {
      ...target.stored,
      runFlowId: target.flow.id,
      body: turnBody(transcript, target),
      requestVariables: {},
      stream: true,
      conversation: target.options.conversation,
    };
    let outcome: RunOutcome;
    try {
      outcome = await queuedRunEnding({ queue, ownerId: target.jobOwnerId, job }, signal, reader.read);
    } catch (error) {
      throw turnFailure(error);
    }
    if (!outcome.ok) throw new VoiceError('run_failed', outcome.text, outcome.reason);
    return reader.reply();
  };
}
