// The run API (reference section 2, /api/v1/run): tweaks applied, the request's input given to
// the input components of its type, the whole flow built, and the output components' results
// returned in Langflow's RunResponse shape. With a sink it also streams the run's events.
// Rejects with an EngineError when a component fails (its build error) or the run is cancelled.
import { randomUUID } from 'node:crypto';
import { isGenericNode, type FlowData, type GenericNode, type RunInputType, type RunOutputType, type RunResponse, type RunResultData } from '@app/flow-graph';
import { EngineError, engineError, engineMessages } from '../errors';
import { SILENT_SINK, type EventSink } from '../events/eventSink';
import { inputOverrides, prepareExecution, runToCompletion, type ExecuteOptions } from '../executor/buildFlow';
import type { VertexBuildRecord } from '../executor/execution';
import type { AnyComponent } from '../sdk/defineComponent';
import { langflowArtifacts, langflowOutputs, langflowResults } from './langflowResult';
import { applyTweaks, nodeTweaks, switchOnStreaming, type Tweaks } from './tweaks';

export interface RunFlowOptions extends ExecuteOptions {
  input_value?: string | null;
  input_type?: RunInputType;
  output_type?: RunOutputType;
  /** Return only this vertex's result. */
  output_component?: string | null;
  tweaks?: Tweaks | null;
  session_id?: string | null;
  /** `?stream=true`: the `stream` field of every node feeding a chat output is switched on, as in Langflow. */
  stream?: boolean;
  /**
   * For `?stream=true`: receives add_message, token, remove_message, build_start/build_end and
   * end_vertex while the flow runs. The caller closes the stream with `end {result}` or, when
   * runFlow rejects, `error {error: message}`.
   */
  sink?: EventSink;
}

export async function runFlow(options: RunFlowOptions): Promise<RunResponse> {
  const inputType = options.input_type ?? 'chat';
  const sessionId = options.session_id || options.flowId || randomUUID();
  const inputValue = options.input_value ?? null;
  const resolveComponent = options.resolveComponent ?? ((node: GenericNode) => options.registry.get(node.data.type));
  const acceptsInput = (component: AnyComponent | undefined) =>
    component?.io?.role === 'input' && (inputType === 'any' || component.io.channel === inputType);

  if (inputValue !== null && options.tweaks) {
    for (const node of options.flow.nodes.filter(isGenericNode)) {
      const component = resolveComponent(node);
      const tweak = nodeTweaks(node, options.tweaks);
      if (acceptsInput(component) && tweak?.input_value !== undefined && tweak.input_value !== null) {
        throw engineError('TWEAK_INPUT_CONFLICT', { channel: component?.io?.channel ?? inputType });
      }
    }
  }

  const tweaked = applyTweaks(options.flow, options.tweaks);
  const flow = options.stream ? switchOnStreaming(tweaked, (node) => feedsChatOutput(tweaked, node, resolveComponent)) : tweaked;
  const sink = options.sink ?? SILENT_SINK;
  const { exec, sorted, closeEvents } = prepareExecution({ ...options, flow, resolveComponent }, sink, sessionId, (_node, component) =>
    acceptsInput(component) ? inputOverrides(component, { input_value: inputValue }) : {},
  );
  try {
    const status = await runToCompletion(exec, sorted);
    if (status === 'cancelled') throw engineError('BUILD_CANCELLED');
    if (status === 'timed-out') throw exec.timeoutError();
    if (status !== 'completed') {
      const failed = [...exec.records.values()].find((record) => !record.valid);
      // Coded as the failed component's end_vertex is, so a client words the run's error as the chat does.
      throw new EngineError('COMPONENT_BUILD_FAILED', failed?.params ?? engineMessages.BUILD_HALTED(), { params: failed?.error?.params ?? {} });
    }
    const selected = sorted.vertices_to_run.filter((id) => {
      const node = exec.settings.index.nodes.get(id);
      return node !== undefined && isRunOutput(node, options, resolveComponent);
    });
    const response: RunResponse = {
      session_id: sessionId,
      outputs: [{ inputs: { input_value: inputValue }, outputs: selected.map((id) => runResultData(exec.records.get(id))) }],
    };
    return response;
  } finally {
    exec.finish();
    closeEvents();
  }
}

/** Whether one of the node's outputs goes straight into a chat output component. */
function feedsChatOutput(flow: Pick<FlowData, 'nodes' | 'edges'>, node: GenericNode, resolveComponent: (node: GenericNode) => AnyComponent | undefined): boolean {
  const targets = new Set(flow.edges.filter((edge) => edge.source === node.id).map((edge) => edge.target));
  return flow.nodes.some((target) => {
    if (!isGenericNode(target) || !targets.has(target.id)) return false;
    const io = resolveComponent(target)?.io;
    return io?.role === 'output' && io.channel === 'chat';
  });
}

/** output_component when given; else output components of output_type ("any": all, "debug": every vertex). */
function isRunOutput(node: GenericNode, options: RunFlowOptions, resolveComponent: (node: GenericNode) => AnyComponent | undefined): boolean {
  if (options.output_component) return node.id === options.output_component;
  const outputType = options.output_type ?? 'chat';
  if (outputType === 'debug') return true;
  const io = resolveComponent(node)?.io;
  return io?.role === 'output' && (outputType === 'any' || io.channel === outputType);
}

/** A built vertex as the run API reports it; null for one that did not run (an inactive branch). */
function runResultData(record: VertexBuildRecord | undefined): RunResultData | null {
  if (!record) return null;
  const { data } = record;
  return {
    results: langflowResults(data.results),
    artifacts: langflowArtifacts(data.results, data.message),
    outputs: langflowOutputs(data.outputs, data.results),
    logs: data.logs,
    messages: record.messages
      .filter((message) => message.category === 'message')
      .map((message) => ({
        message: message.text,
        sender: message.sender,
        sender_name: message.sender_name,
        session_id: message.session_id,
        stream_url: null,
        component_id: record.vertexId,
        files: message.files,
        type: 'text',
      })),
    timedelta: data.timedelta,
    duration: data.duration,
    component_display_name: record.displayName,
    component_id: record.vertexId,
    used_frozen_result: data.used_frozen_result,
  };
}
