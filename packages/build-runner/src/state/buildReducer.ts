import { type BuildStatus, type ChatMessage, type CodedText, type EventDelivery, type VertexBuildResponse } from '@app/flow-graph';
import { BUILD_MESSAGES, type BuildMessageKey } from '../messages';
import type { DeliveryFallbackReason } from '../transport/types';
import type { BuildFailure, BuildRunState, RunningEdge, RunStartFields, VertexBuildState } from './types';

/** What happened to a run; BuildRun turns events, time and transport outcomes into these. */
export type BuildAction =
  | { type: 'jobStarted'; jobId: string }
  | { type: 'deliveryChanged'; delivery: EventDelivery; reason: DeliveryFallbackReason }
  | { type: 'sorted'; ids: string[]; toRun: string[]; at: number }
  | { type: 'building'; ids: string[]; at: number }
  /** A valid `end_vertex`, applied once the vertex was visibly BUILDING long enough. */
  | { type: 'vertexBuilt'; result: VertexBuildResponse; at: number }
  /** A per-vertex `build_end`. */
  | { type: 'buildEnded'; id: string; at: number }
  | { type: 'vertexFailed'; result: VertexBuildResponse; messages: string[]; coded: Array<CodedText | null>; hint: boolean; at: number }
  | { type: 'messageAdded'; message: ChatMessage }
  | { type: 'tokenReceived'; id: string; chunk: string }
  | { type: 'messageRemoved'; id: string }
  /** The `error` event; a source id means one component failed, none means the flow did. */
  | { type: 'flowErrored'; sourceId: string | null; text: string | null; message: ChatMessage | null; coded: CodedText | null; hint: boolean; at: number }
  | { type: 'completed'; buildDuration: number | null; at: number }
  | { type: 'stopped'; at: number }
  /** The protocol failed (start, events, network); `status` 500 means the server broke, not the flow. */
  | { type: 'failed'; code: BuildMessageKey; message: string; status: number | undefined; hint: boolean; at: number };

const NO_IDS = Object.freeze([]) as readonly string[];

// What no event has filled in yet, shared by a new run and the idle result: a new run's empty
// lists are the idle result's, so observers that read only `messages` are not told about a
// change that shows nothing new.
export const NOTHING_YET: Readonly<Omit<BuildRunState, RunStartFields>> = Object.freeze({
  jobId: null,
  deliveryFallback: null,
  finishedAt: null,
  verticesIds: NO_IDS,
  verticesToRun: NO_IDS,
  vertices: Object.freeze({}) as Readonly<Record<string, VertexBuildState>>,
  results: Object.freeze({}) as Readonly<Record<string, VertexBuildResponse>>,
  runningEdges: Object.freeze([]) as readonly RunningEdge[],
  messages: Object.freeze([]) as readonly ChatMessage[],
  failure: null,
  notice: null,
  buildDuration: null,
});

export function createInitialState(runId: string, flowId: string, delivery: EventDelivery, at: number): BuildRunState {
  return { runId, flowId, status: 'building', delivery, startedAt: at, ...NOTHING_YET };
}

/** Pure: returns `state` itself when the action changes nothing, so observers can compare by reference. */
export function buildReducer(state: BuildRunState, action: BuildAction): BuildRunState {
  // A finished run is a record; late events (a poll answer in flight when the user stopped) must not rewrite it.
  if (state.status !== 'building') return state;
  switch (action.type) {
    case 'jobStarted':
      return { ...state, jobId: action.jobId };
    case 'deliveryChanged':
      return state.delivery === action.delivery ? state : { ...state, delivery: action.delivery, deliveryFallback: action.reason };
    case 'sorted': {
      const toBuild = setStatus(state.vertices, action.toRun, 'TO_BUILD', action.at);
      return { ...state, verticesIds: action.ids, verticesToRun: action.toRun, vertices: setStatus(toBuild, action.ids, 'BUILDING', action.at) };
    }
    case 'building':
      return withVertices(state, setStatus(state.vertices, action.ids, 'BUILDING', action.at));
    case 'vertexBuilt':
      return applyBuilt(state, action.result, action.at);
    case 'buildEnded':
      return withVertices(state, setStatus(state.vertices, [action.id], 'BUILT', action.at, (current) => current === 'BUILDING'));
    case 'vertexFailed': {
      const { result } = action;
      const failed = { ...state, results: { ...state.results, [result.id]: result } };
      return fail(failed, [result.id], action.at, { title: 'COMPONENT_BUILD_ERROR', messages: action.messages, coded: action.coded, hint: action.hint });
    }
    case 'messageAdded':
      return { ...state, messages: upsertMessage(state.messages, action.message) };
    case 'tokenReceived':
      return appendToken(state, action.id, action.chunk);
    case 'messageRemoved': {
      const messages = state.messages.filter((message) => message.id !== action.id);
      return messages.length === state.messages.length ? state : { ...state, messages };
    }
    case 'flowErrored':
      return applyFlowError(state, action);
    case 'completed': {
      const vertices = setStatus(state.vertices, Object.keys(state.vertices), 'BUILT', action.at, (current) => current === 'BUILDING');
      const failedAny = Object.values(vertices).some((vertex) => vertex.status === 'ERROR');
      return finish({ ...state, vertices, buildDuration: action.buildDuration }, failedAny ? 'error' : 'success', action.at);
    }
    case 'stopped': {
      const vertices = setStatus(state.vertices, Object.keys(state.vertices), 'BUILT', action.at, (current) => current === 'BUILDING');
      return finish({ ...state, vertices, notice: 'BUILD_STOPPED' }, 'stopped', action.at);
    }
    case 'failed':
      return applyProtocolFailure(state, action);
  }
}

function applyBuilt(state: BuildRunState, result: VertexBuildResponse, at: number): BuildRunState {
  const next = result.next_vertices_ids ?? [];
  let vertices = setStatus(state.vertices, [result.id], 'BUILT', at);
  vertices = setStatus(vertices, result.inactivated_vertices ?? [], 'INACTIVE', at);
  vertices = setStatus(vertices, next, 'BUILDING', at);
  const runningEdges: RunningEdge[] = [
    ...state.runningEdges.filter((edge) => edge.target !== result.id),
    ...next.map((target) => ({ source: result.id, target })),
  ];
  return { ...state, vertices, runningEdges, results: { ...state.results, [result.id]: result } };
}

function applyFlowError(state: BuildRunState, action: Extract<BuildAction, { type: 'flowErrored' }>): BuildRunState {
  const withMessage = action.message ? { ...state, messages: upsertMessage(state.messages, action.message) } : state;
  if (action.sourceId !== null) {
    const messages = action.text ? [action.text] : [];
    const coded = action.text ? [action.coded] : [];
    return fail(withMessage, [action.sourceId], action.at, { title: 'COMPONENT_BUILD_ERROR', messages, coded, hint: action.hint });
  }
  const input: FailureInput = action.text
    ? { title: 'FLOW_BUILD_ERROR', messages: [action.text], coded: [action.coded], hint: action.hint }
    : { title: 'FLOW_BUILD_ERROR', messages: [BUILD_MESSAGES.FLOW_BUILD_ERROR_DEFAULT], code: 'FLOW_BUILD_ERROR_DEFAULT', hint: action.hint };
  return fail(withMessage, [], action.at, input);
}

function applyProtocolFailure(state: BuildRunState, action: Extract<BuildAction, { type: 'failed' }>): BuildRunState {
  const input: FailureInput = { title: 'FLOW_BUILD_ERROR', messages: [action.message], code: action.code, status: action.status, hint: action.hint };
  if (action.status !== 500) return fail(state, [], action.at, input);
  // spec/3 section 4: on HTTP 500 every component is set to BUILT and building ends.
  const vertices = setStatus(state.vertices, Object.keys(state.vertices), 'BUILT', action.at);
  return finish({ ...state, vertices, failure: makeFailure(input, []) }, 'error', action.at);
}

interface FailureInput {
  title: BuildFailure['title'];
  messages: string[];
  coded?: Array<CodedText | null>;
  code?: BuildMessageKey;
  status?: number;
  hint: boolean;
}

/** Aborts the run: the failing vertices and every vertex still waiting or running get ERROR. */
function fail(state: BuildRunState, failedIds: string[], at: number, input: FailureInput): BuildRunState {
  const involved = Object.entries(state.vertices)
    .filter(([id, vertex]) => !failedIds.includes(id) && (vertex.status === 'TO_BUILD' || vertex.status === 'BUILDING'))
    .map(([id]) => id);
  const nodeIds = [...failedIds, ...involved];
  return finish({ ...state, vertices: setStatus(state.vertices, nodeIds, 'ERROR', at), failure: makeFailure(input, nodeIds) }, 'error', at);
}

function makeFailure(input: FailureInput, nodeIds: string[]): BuildFailure {
  const failure: BuildFailure = { title: input.title, messages: input.messages, nodeIds };
  if (input.coded?.some((coded) => coded !== null)) failure.coded = input.coded;
  if (input.code !== undefined) failure.code = input.code;
  if (input.status !== undefined) failure.status = input.status;
  if (input.hint) failure.hint = 'OUTDATED_COMPONENTS';
  return failure;
}

/** The coded reason of an error-category message (its error block's `coded`), when the server sent one. */
function finish(state: BuildRunState, status: BuildRunState['status'], at: number): BuildRunState {
  return { ...state, status, finishedAt: at, runningEdges: NOTHING_YET.runningEdges };
}

function withVertices(state: BuildRunState, vertices: BuildRunState['vertices']): BuildRunState {
  return vertices === state.vertices ? state : { ...state, vertices };
}

/** Sets `status` on `ids` (where `when` allows), keeping the same object when nothing changes. */
function setStatus(
  vertices: BuildRunState['vertices'],
  ids: readonly string[],
  status: BuildStatus,
  at: number,
  when: (current: BuildStatus | undefined) => boolean = () => true,
): BuildRunState['vertices'] {
  let next: Record<string, VertexBuildState> | null = null;
  for (const id of ids) {
    const current = vertices[id]?.status;
    if (current === status || !when(current)) continue;
    next ??= { ...vertices };
    next[id] = { status, timestamp: at };
  }
  return next ?? vertices;
}

function upsertMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((existing) => existing.id === message.id);
  if (index === -1) return [...messages, message];
  const next = [...messages];
  next[index] = message;
  return next;
}

// Newer servers open every streamed answer with an add_message; a token for an unknown id has
// no sender or session to show it under, so it is dropped rather than invented.
function appendToken(state: BuildRunState, id: string, chunk: string): BuildRunState {
  const index = state.messages.findIndex((message) => message.id === id);
  if (index === -1 || chunk === '') return state;
  const messages = [...state.messages];
  const message = messages[index] as ChatMessage;
  messages[index] = { ...message, text: `${message.text ?? ''}${chunk}` };
  return { ...state, messages };
}
