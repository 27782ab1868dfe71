// Calls a component's run with its context: resolved inputs, the build's signal, logger, message
// events, services, and the branch and loop controls.
import type { ChatMessage, GenericNode } from '@app/flow-graph';
import { engineError } from '../errors';
import type { RunContext } from '../sdk/context';
import type { AnyComponent } from '../sdk/defineComponent';
import type { Execution } from './execution';
import type { VertexLogs } from './componentLogger';
import { createMessageEvents } from './messageEvents';
import { resolveInputs } from './resolveInputs';
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
  /** Filled once the inputs are resolved, so a failure can still report them. */
  inputs: Record<string, unknown>;
}

export async function runComponent(target: ComponentRunTarget): Promise<ComponentRunResult> {
  const { exec, scope, node, component, displayName, logs, messages } = target;
  const { settings } = exec;
  const id = node.id;
  const resolved = await resolveInputs({
    component,
    node,
    incoming: settings.index.incoming.get(id) ?? [],
    read: (vertexId, output) => scope.state.read(vertexId, output),
    overrides: settings.overridesFor(node, component),
    resolveVariable: settings.resolveVariable,
  });
  Object.assign(target.inputs, resolved.inputs);

  const outputs = new Map(component.outputs.map((output) => [output.name, output]));
  const checkOutput = (name: string) => {
    if (!outputs.has(name)) throw engineError('UNKNOWN_OUTPUT', { component: displayName, output: name });
  };
  const stopped = new Set<string>();
  const excluded = new Set<string>();
  const events = createMessageEvents({
    sink: settings.sink,
    signal: exec.signal,
    defaults: {
      flowId: settings.flowId,
      sessionId: settings.sessionId,
      source: { id, display_name: displayName, source: displayName },
      icon: component.icon ?? null,
    },
    onMessage: (message) => {
      const index = messages.findIndex((known) => known.id === message.id);
      if (index === -1) messages.push(message);
      else messages[index] = message;
    },
  });
  const context: RunContext<Record<string, unknown>, string> = {
    inputs: resolved.inputs,
    dynamicInputs: resolved.dynamicInputs,
    signal: exec.signal,
    logger: logs.logger,
    events,
    sessionId: settings.sessionId,
    flowId: settings.flowId,
    vertexId: id,
    displayName,
    services: settings.services,
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

  const returned: unknown = await component.run(context);
  const values: Record<string, unknown> = {};
  if (returned !== undefined && returned !== null) {
    for (const [name, value] of Object.entries(returned as Record<string, unknown>)) {
      checkOutput(name);
      values[name] = value;
    }
  }
  return { values, stopped, excluded };
}
