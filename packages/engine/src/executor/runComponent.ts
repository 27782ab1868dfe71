// Calls a component's run with its context: resolved inputs, the build's signal, logger, message
// events, services, and the branch and loop controls. A node in tool mode does not run: it sends
// its Toolset, and each tool call runs the component then.
import type { ChatMessage, GenericNode } from '@app/flow-graph';
import { engineError } from '../errors';
import type { RunContext } from '../sdk/context';
import type { AnyComponent } from '../sdk/defineComponent';
import { componentTools, type ToolCall } from '../tools/componentTools';
import { supportsToolMode, TOOL_OUTPUT_NAME } from '../tools/toolMode';
import type { Execution } from './execution';
import { createComponentLogger, type VertexLogs } from './componentLogger';
import { createMessageEvents } from './messageEvents';
import { messageSource } from './messageSource';
import { resolveInputs, type ResolvedVertexInputs } from './resolveInputs';
import type { Scope } from './scope';

export interface ComponentRunResult {
  values: Record<string, unknown>;
  stopped: Set<string>;
  excluded: Set<string>;
}

export interface ComponentRunTarget {
  exec: Execution;
  scope: Scope;
  node: GenericNode;
  component: AnyComponent;
  displayName: string;
  logs: VertexLogs;
  /** Filled as the component sends messages; a streamed message keeps its final text. */
  messages: ChatMessage[];
  /** The vertex's inputs, resolved before the run (resolveVertexInputs). */
  resolved: ResolvedVertexInputs;
}

/** A node the user switched to tool mode, of a component that supports it. */
export function isToolModeNode(node: GenericNode, component: AnyComponent): boolean {
  return node.data.node.tool_mode === true && supportsToolMode(component);
}

/** The output names a vertex reports: the Toolset alone in tool mode. */
export function vertexOutputNames(node: GenericNode, component: AnyComponent | undefined): string[] {
  if (component && isToolModeNode(node, component)) return [TOOL_OUTPUT_NAME];
  return (component?.outputs ?? node.data.node.outputs ?? []).map((output) => output.name);
}

/** What the vertex's run receives: connected outputs, its template, the run's input for an input component. */
export function resolveVertexInputs(exec: Execution, scope: Scope, node: GenericNode, component: AnyComponent): Promise<ResolvedVertexInputs> {
  const { settings } = exec;
  return resolveInputs({
    component,
    node,
    incoming: settings.index.incoming.get(node.id) ?? [],
    read: (vertexId, output) => scope.state.read(vertexId, output),
    overrides: settings.overridesFor(node, component),
    resolveVariable: settings.resolveVariable,
    toolMode: isToolModeNode(node, component),
  });
}

/** A component's outputs by name, by component (a registry's components do not change). */
const outputsByComponent = new WeakMap<AnyComponent, ReadonlyMap<string, AnyComponent['outputs'][number]>>();

function outputsOf(component: AnyComponent): ReadonlyMap<string, AnyComponent['outputs'][number]> {
  let outputs = outputsByComponent.get(component);
  if (!outputs) {
    outputs = new Map(component.outputs.map((output) => [output.name, output]));
    outputsByComponent.set(component, outputs);
  }
  return outputs;
}

export async function runComponent(target: ComponentRunTarget): Promise<ComponentRunResult> {
  const { exec, scope, node, component, displayName, logs, messages, resolved } = target;
  const { settings } = exec;
  const id = node.id;
  const toolMode = isToolModeNode(node, component);

  const outputs = outputsOf(component);
  const checkOutput = (name: string) => {
    if (!outputs.has(name)) throw engineError('UNKNOWN_OUTPUT', { component: displayName, output: name });
  };
  const read = new Set((settings.index.outgoing.get(id) ?? []).map((connection) => connection.sourceOutput));
  const stopped = new Set<string>();
  const excluded = new Set<string>();
  const messageEvents = (signal: AbortSignal, record: boolean) =>
    createMessageEvents({
      sink: settings.sink,
      signal,
      defaults: {
        flowId: settings.flowId,
        sessionId: settings.sessionId,
        ...messageSource(exec, node, component, displayName),
      },
      onMessage: record
        ? (message) => {
            const index = messages.findIndex((known) => known.id === message.id);
            if (index === -1) messages.push(message);
            else messages[index] = message;
          }
        : undefined,
    });
  const context: RunContext<Record<string, unknown>, string> = {
    inputs: resolved.inputs,
    dynamicInputs: resolved.dynamicInputs,
    signal: exec.signal,
    logger: logs.logger,
    events: messageEvents(exec.signal, true),
    sessionId: settings.sessionId,
    flowId: settings.flowId,
    vertexId: id,
    displayName,
    services: settings.services,
    // A tool call answers with the tool's own output, whatever edge the Toolset has.
    usedOutputs: toolMode || read.size === 0 ? new Set(outputs.keys()) : read,
    stop(output) {
      checkOutput(output);
      stopped.add(output);
    },
    excludeBranch(output) {
      checkOutput(output);
      excluded.add(output);
    },
    iterate(output, items) {
      checkOutput(output);
      if (outputs.get(output)?.allows_loop !== true) throw engineError('NOT_A_LOOP_OUTPUT', { component: displayName, output });
      return scope.iterate(id, output, items);
    },
  };
  const checkedValues = (returned: unknown): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    if (returned !== undefined && returned !== null) {
      for (const name of Object.keys(returned as Record<string, unknown>)) {
        checkOutput(name);
        values[name] = (returned as Record<string, unknown>)[name];
      }
    }
    return values;
  };

  if (toolMode) {
    // The node's branches were settled when it was built: a call cannot close them afterwards.
    const runAsTool = async (inputs: Record<string, unknown>, call: ToolCall): Promise<Record<string, unknown>> => {
      const signal = call.signal ? AbortSignal.any([exec.signal, call.signal]) : exec.signal;
      signal.throwIfAborted();
      // Langflow's tool wrappers report the node as building while the agent uses it.
      settings.sink.emit({ event: 'build_start', data: { id } });
      try {
        const callLogs = createComponentLogger({
          outputs: component.outputs.map((output) => output.name),
          engineLogger: settings.logger,
          context: { flowId: settings.flowId, vertexId: id, tool: call.toolName },
        });
        const returned: unknown = await component.run({
          ...context,
          inputs,
          signal,
          logger: callLogs.logger,
          events: messageEvents(signal, false),
          stop: checkOutput,
          excludeBranch: checkOutput,
          toolCall: { name: call.toolName },
        });
        return checkedValues(returned);
      } finally {
        settings.sink.emit({ event: 'build_end', data: { id } });
      }
    };
    const tools = componentTools({ component, template: node.data.node.template, displayName, configured: resolved.inputs, run: runAsTool });
    return { values: { [TOOL_OUTPUT_NAME]: tools }, stopped, excluded };
  }

  const returned: unknown = await component.run(context);
  return { values: checkedValues(returned), stopped, excluded };
}
