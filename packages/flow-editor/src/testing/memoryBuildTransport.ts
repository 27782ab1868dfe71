// A build transport that runs nothing: it orders the posted graph like the server (sortGraph of
// @app/flow-graph) and answers each component with a text output naming it, for stories and
// tests of the editor's build views. Scripted failures and delays make the other paths reachable.
import type { BuildTransport, TransportRequest, TransportSink } from '@app/build-runner';
import { sortGraph, type BuildEvent, type ChatMessage, type CodedText, type FlowData, type GenericNode, type VertexBuildResponse } from '@app/flow-graph';
import { testChatMessage } from '@app/chat-ui/testing';

export interface MemoryBuildScript {
  /** The chat output's answer to an input (default 回复：<input>); streamed in pieces of two characters. */
  reply?(input: string): string;
  /** Receives the chat messages of each build, as the server would store them. */
  onMessages?(messages: ChatMessage[]): void;
  /** Components whose build fails with this message (a coded one is sent by code as well, like the server's). */
  failures?: Readonly<Record<string, string | CodedText>>;
  /** Milliseconds each component takes (default 0). */
  componentMs?: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function vertexResponse(node: GenericNode | undefined, id: string, error: string | undefined): VertexBuildResponse {
  const name = node?.data.node.display_name ?? id;
  const outputs = Object.fromEntries(
    (node?.data.node.outputs ?? []).map((output) => [
      output.name,
      error === undefined ? { message: `${name}: ${output.name}`, type: 'text' as const } : { message: { errorMessage: error, stackTrace: `Traceback: ${name}\n  ${error}` }, type: 'error' as const },
    ]),
  );
  return {
    id,
    inactivated_vertices: [],
    next_vertices_ids: [],
    top_level_vertices: [],
    valid: error === undefined,
    params: error ?? null,
    data: { results: {}, outputs, logs: {}, message: error === undefined ? {} : { errorMessage: error }, artifacts: {}, timedelta: 0.01, duration: '10 ms', used_frozen_result: false },
    timestamp: new Date().toISOString(),
  };
}

function chatMessage(flowId: string, session: string, sender: 'User' | 'Machine', text: string, id: string): ChatMessage {
  return testChatMessage({ id, flow_id: flowId, session_id: session, sender, text });
}

function errorMessage(request: TransportRequest, node: GenericNode | undefined, id: string, error: string, coded: CodedText | undefined): ChatMessage {
  const name = node?.data.node.display_name ?? id;
  const message = chatMessage(request.flowId, request.body.inputs?.session ?? request.flowId, 'Machine', `Error building Component ${name}: ${error}`, `error-${id}`);
  return {
    ...message,
    sender_name: name,
    error: true,
    category: 'error',
    properties: { source: { id, display_name: name, source: name } },
    content_blocks: [{ title: 'Error', contents: [{ type: 'error', component: name, field: null, reason: error, solution: null, traceback: `Traceback: ${name}\n  ${error}`, ...(coded ? { coded } : {}) }] }],
  };
}

/** What the chat components say: the question at the chat input, the streamed answer at the chat output. */
function* chatEvents(type: string | undefined, request: TransportRequest, jobId: string, script: MemoryBuildScript): Generator<BuildEvent, ChatMessage | undefined> {
  const input = request.body.inputs?.input_value;
  if (input === undefined || (type !== 'ChatInput' && type !== 'ChatOutput')) return undefined;
  const session = request.body.inputs?.session ?? request.flowId;
  if (type === 'ChatInput') {
    const question = chatMessage(request.flowId, session, 'User', input, `${jobId}-question`);
    yield { event: 'add_message', data: question };
    return question;
  }
  const answer = (script.reply ?? ((text: string) => `回复：${text}`))(input);
  const message = chatMessage(request.flowId, session, 'Machine', '', `${jobId}-answer`);
  yield { event: 'add_message', data: { ...message, properties: { state: 'partial' } } };
  for (let at = 0; at < answer.length; at += 2) yield { event: 'token', data: { id: message.id, chunk: answer.slice(at, at + 2) } };
  const complete = { ...message, text: answer, properties: { state: 'complete' as const } };
  yield { event: 'add_message', data: complete };
  return complete;
}

export function createMemoryBuildTransport(script: MemoryBuildScript = {}): BuildTransport {
  let jobs = 0;
  return {
    async run(request: TransportRequest, sink: TransportSink) {
      const jobId = `memory-job-${(jobs += 1)}`;
      sink.onJobId?.(jobId);
      const data = (request.body.data ?? { nodes: [], edges: [] }) as Pick<FlowData, 'nodes' | 'edges'>;
      const sorted = sortGraph(data, { startComponentId: request.startComponentId, stopComponentId: request.stopComponentId });
      const nodes = new Map(data.nodes.map((node) => [node.id, node as GenericNode]));
      const emit = (event: BuildEvent) => sink.onEvent(event);
      const said: ChatMessage[] = [];
      emit({ event: 'vertices_sorted', data: { ids: sorted.first_layer, to_run: sorted.vertices_to_run } });
      for (const id of sorted.vertices_to_run) {
        emit({ event: 'build_start', data: { id } });
        await wait(script.componentMs ?? 0, request.signal);
        if (request.signal.aborted) return { jobId, delivery: request.delivery };
        const chat = chatEvents(nodes.get(id)?.data.type, request, jobId, script);
        for (let step = chat.next(); ; step = chat.next()) {
          if (step.done) {
            if (step.value) said.push(step.value);
            break;
          }
          emit(step.value);
        }
        const failure = script.failures?.[id];
        const error = typeof failure === 'object' ? failure.text : failure;
        // Like the server, a failure is announced as an error message first (the run stops there).
        if (error !== undefined) emit({ event: 'error', data: errorMessage(request, nodes.get(id), id, error, typeof failure === 'object' ? failure : undefined) });
        emit({ event: 'end_vertex', data: { build_data: vertexResponse(nodes.get(id), id, error) } });
        if (error !== undefined) return { jobId, delivery: request.delivery };
        emit({ event: 'build_end', data: { id } });
      }
      script.onMessages?.(said);
      emit({ event: 'end', data: { build_duration: 0 } });
      return { jobId, delivery: request.delivery };
    },
  };
}
