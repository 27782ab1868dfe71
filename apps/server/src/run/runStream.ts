// `?stream=true` of the run API as Langflow 1.6 sends it (its stream-tokens event manager driven by
// Graph.process): the messages components send (add_message), the tokens of a streamed message,
// remove_message and error, then `end {result}` or `error {error}`. The vertex events of the
// editor's builds (build_start, build_end, end_vertex) are not part of it.
import { encodeBuildEvent, type BuildEvent, type ChatMessage } from '@app/flow-graph';
import type { EventSink, TextLanguage } from '@app/engine';
import type { FastifyReply } from 'fastify';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { FlowRow } from '../flows/flowQueries';
import { pushedBody, sendStream } from '../streaming/streamResponse';
import { wordingIn } from '../errors/codedDetail';
import type { RunBody } from './runSchemas';
import { executeRun, runFailure, runFailureText, SERVER_RUN_FAILURE, type RunOptions } from './runService';

/**
 * The engine's events as the run stream carries them. A streamed message is announced, as Langflow
 * does, by one add_message with its first chunk just before that chunk's token (not as an empty
 * message first), and its completed copy is not sent again: the tokens already delivered it.
 */
export function runStreamEvents(emit: (event: BuildEvent) => void): EventSink {
  const waitingForFirstChunk = new Map<string, ChatMessage>();
  const streamed = new Set<string>();
  return {
    emit(event) {
      switch (event.event) {
        case 'add_message': {
          const message = event.data;
          if (message.properties?.state === 'partial' && message.text === '') {
            waitingForFirstChunk.set(message.id, message);
            return;
          }
          waitingForFirstChunk.delete(message.id);
          if (streamed.delete(message.id)) return;
          emit(event);
          return;
        }
        case 'token': {
          const partial = waitingForFirstChunk.get(event.data.id);
          if (partial) {
            waitingForFirstChunk.delete(partial.id);
            streamed.add(partial.id);
            emit({ event: 'add_message', data: { ...partial, text: event.data.chunk } });
          }
          emit(event);
          return;
        }
        case 'remove_message':
        case 'error':
          emit(event);
          return;
        default:
          return;
      }
    },
  };
}

/**
 * Runs the flow with streaming switched on and answers its events. A request that cannot run at
 * all still gets its plain error status, since nothing has been sent before it fails.
 */
export async function streamRun(
  reply: FastifyReply,
  environment: EngineEnvironment,
  flow: FlowRow,
  body: RunBody,
  { language, ...options }: Omit<RunOptions, 'sink' | 'signal' | 'stream'> & { language: TextLanguage },
): Promise<FastifyReply> {
  const events = pushedBody();
  const disconnect = new AbortController();
  let firstEvent!: () => void;
  const started = new Promise<'started'>((resolve) => {
    firstEvent = () => resolve('started');
  });
  const append = (event: BuildEvent) => events.write(encodeBuildEvent(event));
  const run = executeRun(environment, flow, body, {
    ...options,
    stream: true,
    // The end event need not wait for the run's records, as a run without stream does not.
    answerFirst: true,
    sink: runStreamEvents((event) => {
      firstEvent();
      append(event);
    }),
    signal: disconnect.signal,
  });
  const settled = run.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  const first = await Promise.race([started, settled]);
  if (first === 'settled') {
    try {
      await run;
    } catch (error) {
      // Nothing was sent yet, so a request that cannot run answers its status as without stream.
      const failure = runFailure(error);
      if (!failure || failure.status < 500) throw failure ?? error;
    }
  }
  void run
    .then(
      (result) => append({ event: 'end', data: { result } }),
      async (error: unknown) => {
        const text = runFailureText(error, await wordingIn(language));
        if (text === undefined) environment.logger.error({ err: error, flowId: flow.id }, 'run failed');
        append({ event: 'error', data: { error: text ?? SERVER_RUN_FAILURE } });
      },
    )
    .finally(() => events.end());
  // The answer starts once the run waits (for a model, say): starting it (Fastify's send and its
  // hooks) costs the server over a tenth of a millisecond, by which it would delay the model call
  // (issue 19). What the run emits meanwhile waits in the body, in order.
  if (first === 'started') await new Promise((resolve) => setImmediate(resolve));
  // Langflow labels this stream text/event-stream, though its body is JSON blocks, not SSE lines.
  return sendStream(reply, events.stream, { contentType: 'text/event-stream', disconnect });
}

