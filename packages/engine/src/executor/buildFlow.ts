// The editor's build (reference section 1, _generate_flow_events): vertices_sorted, build_start,
// one end_vertex per vertex as the scheduler runs them, then end. A flow that cannot be ordered
// gets an `error` event instead; `end` always closes the stream.
import { randomUUID } from 'node:crypto';
import { codedTextOf, sortGraph, type FlowData, type GenericNode, type SortedGraph } from '@app/flow-graph';
import { wantsBuiltVertices, type EventSink } from '../events/eventSink';
import type { EngineLogger, EngineServices } from '../sdk/context';
import type { AnyComponent } from '../sdk/defineComponent';
import { userTracebackOf } from '../errors';
import { createChatMessage } from '../sdk/message';
import type { ComponentRegistry } from '../registry/registry';
import { Execution, type HaltReason, type VertexBuildRecord } from './execution';
import { indexFlow } from './flowIndex';
import { declaredInputs } from './resolveInputs';
import { runScope } from './scope';
import type { VertexCache } from './vertexCache';
import { ScopeState } from './vertexState';
import { wholeFlowPlan } from './wholeFlowPlan';
import { DEFAULT_MAX_TEXT_LENGTH } from './wireValues';

export interface FlowInputs {
  input_value?: string | null;
  session?: string | null;
  files?: string[] | null;
}

/** What a build and a run have in common. */
export interface ExecuteOptions {
  /** Nodes and edges with groups already flattened (flow-graph's flattenGroups). */
  flow: Pick<FlowData, 'nodes' | 'edges'>;
  registry: ComponentRegistry;
  flowId?: string | null;
  signal?: AbortSignal;
  /** The flow's vertex cache; frozen vertices reuse what it holds. */
  cache?: VertexCache;
  services?: EngineServices;
  logger?: EngineLogger;
  /** Resolves the global variable a `load_from_db` field names. */
  resolveVariable?: (name: string, field: string) => Promise<string | undefined>;
  /** Finds the component for a node; defaults to the registry entry of the node's type. */
  resolveComponent?: (node: GenericNode) => AnyComponent | undefined;
  /** Called after every vertex build, for the server's vertex_build and transaction records. */
  onVertexBuilt?: (record: VertexBuildRecord) => void;
  /** Strings in build data longer than this end in "..."; negative keeps them whole. */
  maxTextLength?: number;
  /**
   * The deadline of the whole build or run, in ms: past it every component is told to stop
   * (through its signal), the build halts as `timed-out` and reports RUN_TIMED_OUT.
   */
  timeoutMs?: number;
  /**
   * Show the traceback of failing user code (edited and custom components) in error payloads and
   * messages: for the flow's owner, not for a public visitor. Host frames are never shown.
   */
  showUserTracebacks?: boolean;
}

export interface BuildFlowOptions extends ExecuteOptions {
  sink: EventSink;
  inputs?: FlowInputs;
  startComponentId?: string | null;
  stopComponentId?: string | null;
}

export type BuildStatusSummary = 'completed' | HaltReason;

export interface BuildFlowResult {
  status: BuildStatusSummary;
  /** The `build_duration` sent with `end`: the sum of the vertices' build times, in seconds. */
  buildDuration: number;
  vertices: ReadonlyMap<string, VertexBuildRecord>;
  /** Set when the flow could not be built at all (e.g. a cycle without a loop handle). */
  error?: Error;
}

export async function buildFlow(options: BuildFlowOptions): Promise<BuildFlowResult> {
  const inputs = options.inputs ?? {};
  const sessionId = inputs.session || options.flowId || randomUUID();
  const fail = (sink: EventSink, caught: unknown): BuildFlowResult => {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    options.logger?.error('The flow could not be built', { err: error });
    const traceback = options.showUserTracebacks === true ? userTracebackOf(error) : '';
    sink.emit({ event: 'error', data: flowErrorMessage(error, traceback, options.flowId ?? null, sessionId) });
    sink.emit({ event: 'end', data: {} });
    return { status: 'failed', buildDuration: 0, vertices: new Map(), error };
  };
  let prepared: PreparedExecution;
  try {
    prepared = prepareExecution(
      options,
      options.sink,
      sessionId,
      (_node, component) => (component.io?.role === 'input' ? inputOverrides(component, inputs) : {}),
      { startComponentId: options.startComponentId, stopComponentId: options.stopComponentId },
    );
  } catch (error) {
    return fail(options.sink, error);
  }
  const { exec, sorted, closeEvents } = prepared;
  const { sink, index } = exec.settings;
  try {
    const parents = sorted.vertices_to_run.flatMap((id) => index.nodes.get(id)?.parent_node_id ?? []);
    sink.emit({ event: 'vertices_sorted', data: { ids: sorted.first_layer, to_run: [...new Set([...sorted.vertices_to_run, ...parents])] } });
    sink.emit({ event: 'build_start', data: {} });
    const status = await runToCompletion(exec, sorted);
    if (status === 'timed-out') {
      const error = exec.timeoutError();
      sink.emit({ event: 'error', data: flowErrorMessage(error, '', options.flowId ?? null, sessionId) });
      sink.emit({ event: 'end', data: {} });
      return { status, buildDuration: exec.totalSeconds, vertices: exec.records, error };
    }
    sink.emit({ event: 'end', data: { build_duration: exec.totalSeconds } });
    return { status, buildDuration: exec.totalSeconds, vertices: exec.records };
  } catch (error) {
    return { ...fail(sink, error), vertices: exec.records };
  } finally {
    exec.finish();
    closeEvents();
  }
}

/** The fields an input component takes from the request: `input_value` and `files`, when declared. */
export function inputOverrides(component: AnyComponent, inputs: FlowInputs): Record<string, unknown> {
  const declared = declaredInputs(component);
  const overrides: Record<string, unknown> = {};
  if (inputs.input_value !== undefined && inputs.input_value !== null && declared.has('input_value')) {
    overrides.input_value = inputs.input_value;
  }
  if (inputs.files && inputs.files.length > 0 && declared.has('files')) overrides.files = inputs.files;
  return overrides;
}

export interface PreparedExecution {
  exec: Execution;
  sorted: SortedGraph;
  /** Shuts the event gate: a component that outlives its build (it ignored the signal) is not heard. */
  closeEvents: () => void;
}

export function prepareExecution(
  options: ExecuteOptions,
  sink: EventSink,
  sessionId: string,
  overridesFor: (node: GenericNode, component: AnyComponent) => Record<string, unknown>,
  sortOptions: { startComponentId?: string | null; stopComponentId?: string | null } = {},
): PreparedExecution {
  const whole = sortOptions.startComponentId === undefined && sortOptions.stopComponentId === undefined;
  const { sorted, index } = whole ? wholeFlowPlan(options.flow) : { sorted: sortGraph(options.flow, sortOptions), index: indexFlow(options.flow) };
  const { registry } = options;
  let open = true;
  const gated: EventSink = {
    emit(event) {
      if (open) sink.emit(event);
    },
    wantsBuiltVertices: wantsBuiltVertices(sink),
  };
  const exec = new Execution(
    {
      index,
      resolveComponent: options.resolveComponent ?? ((node) => registry.get(node.data.type)),
      sink: gated,
      sessionId,
      flowId: options.flowId ?? null,
      cache: options.cache,
      services: options.services ?? {},
      logger: options.logger,
      maxTextLength: options.maxTextLength ?? DEFAULT_MAX_TEXT_LENGTH,
      showUserTracebacks: options.showUserTracebacks === true,
      resolveVariable: options.resolveVariable,
      overridesFor,
      onVertexBuilt: options.onVertexBuilt,
      timeoutMs: options.timeoutMs,
    },
    options.signal,
  );
  return {
    exec,
    sorted,
    closeEvents: () => {
      open = false;
    },
  };
}

/**
 * Runs every vertex to run, and stops waiting as soon as the build halts: components were told
 * through their signal, and one that ignores it must not hold the stream open. Rejects when the
 * build itself breaks (e.g. the sink throws), after halting the vertices still running.
 */
export async function runToCompletion(exec: Execution, sorted: SortedGraph): Promise<BuildStatusSummary> {
  const running = runScope(exec, new ScopeState(), sorted.vertices_to_run, false);
  running.catch(() => exec.halt('failed'));
  await Promise.race([running, exec.whenHalted()]);
  return exec.halted ?? 'completed';
}

/** Langflow's ErrorMessage: a message-shaped `error` payload with no source, i.e. a flow-level error. */
function flowErrorMessage(error: Error, traceback: string, flowId: string | null, sessionId: string) {
  const codedReason = codedTextOf(error);
  const coded = codedReason ? { coded: codedReason } : {};
  return createChatMessage(
    {
      text: error.message,
      error: true,
      category: 'error',
      content_blocks: [
        {
          title: 'Error',
          contents: [{ type: 'error', component: null, field: null, reason: error.message, solution: null, traceback, ...coded }],
        },
      ],
      properties: { text_color: 'red', background_color: 'red', icon: 'error' },
    },
    { flowId, sessionId, source: { id: null, display_name: null, source: null } },
  );
}
