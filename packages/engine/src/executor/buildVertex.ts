// One vertex of a build: build_start, the component (or its frozen result, see frozenCache.ts),
// then end_vertex with the vertices that may start next, and build_end. A failure halts the whole
// build.
import { codedText, codedTextOf, type ChatMessage, type GenericNode, type OutputMeta } from '@app/flow-graph';
import { engineError, engineMessages } from '../errors';
import type { AnyComponent } from '../sdk/defineComponent';
import { TOOL_OUTPUT_TYPE } from '../tools/toolMode';
import { wantsBuiltVertices } from '../events/eventSink';
import { branchBehind } from './branches';
import { BUILT_PARAMS, errorPayload, errorResultData, successResultData, vertexBuildResponse } from './buildResponse';
import { createComponentLogger } from './componentLogger';
import type { Execution } from './execution';
import { successorsOf } from './flowIndex';
import { isCacheable, mayReuse, reuseFrozen, storeInCache, vertexInputs, type BuiltVertex } from './frozenCache';
import type { VertexInputs } from './vertexCache';
import { isToolModeNode, resolveVertexInputs, runComponent, vertexOutputNames } from './runComponent';
import type { CompleteVertex } from './scheduler';
import type { Scope } from './scope';

export async function buildVertex(exec: Execution, scope: Scope, id: string, complete: CompleteVertex): Promise<void> {
  const { settings } = exec;
  const node = settings.index.nodes.get(id) as GenericNode;
  const component = settings.resolveComponent(node);
  const displayName = node.data.node.display_name || component?.display_name || node.data.type;
  const outputNames = vertexOutputNames(node, component);
  const logs = createComponentLogger({
    outputs: outputNames,
    engineLogger: settings.logger,
    context: { flowId: settings.flowId, vertexId: id },
  });
  const messages: ChatMessage[] = [];
  const inputs: Record<string, unknown> = {};
  const startedAt = performance.now();
  const elapsed = () => (performance.now() - startedAt) / 1000;
  settings.sink.emit({ event: 'build_start', data: { id } });

  let built: BuiltVertex;
  let made: VertexInputs | undefined;
  try {
    if (!component) throw engineError('COMPONENT_NOT_REGISTERED', { type: node.data.type });
    const resolved = await resolveVertexInputs(exec, scope, node, component);
    Object.assign(inputs, resolved.inputs);
    made = isCacheable(exec, scope, node, component) ? vertexInputs(node, resolved) : undefined;
    const reused = made !== undefined && mayReuse(exec, scope, node, component) ? await reuseFrozen(exec, node, made, logs) : undefined;
    built =
      reused ??
      (await runComponent({ exec, scope, node, component, displayName, logs, messages, resolved }).then((result) => ({
        ...result,
        data: successResultData({
          outputs: outputNames,
          values: result.values,
          logs: logs.entries,
          seconds: elapsed(),
          usedFrozenResult: false,
          maxTextLength: settings.maxTextLength,
        }),
      })));
  } catch (error) {
    // Cancelled, or stopped because another vertex failed first: that build reports, this one not.
    if (exec.halted) return;
    exec.halt('failed');
    // The full error (host frames, causes) is for the server's log; the user gets the message.
    settings.logger?.warn('A component failed', { vertexId: id, component: node.data.type, err: error });
    const message = engineMessages.COMPONENT_BUILD_FAILED({ component: displayName, message: errorText(error) });
    const coded = codedText('COMPONENT_BUILD_FAILED', message, { component: displayName, message: codedTextOf(error) ?? errorText(error) });
    const payload = { ...errorPayload(error, message, settings.showUserTracebacks), coded };
    const data = errorResultData({ outputs: outputNames, payload, logs: logs.entries, seconds: elapsed() });
    settings.sink.emit({
      event: 'end_vertex',
      data: {
        build_data: vertexBuildResponse({ id, valid: false, params: message, data, nextVertexIds: [], inactivatedVertexIds: [], topLevelVertexIds: [] }),
        output_meta: outputMeta(exec, node, component, displayName),
      },
    });
    settings.sink.emit({ event: 'build_end', data: { id } });
    exec.record({ vertexId: id, componentType: node.data.type, displayName, valid: false, inputs, data, params: message, error: coded, messages, values: {} });
    return;
  }
  if (exec.halted) return;

  const closed = new Set(built.stopped);
  for (const output of built.excluded) closed.add(output);
  const inactive = branchBehind(settings.index, id, built.stopped, closed);
  const excluded = branchBehind(settings.index, id, built.excluded, closed);
  scope.state.markExcluded(id, excluded);
  scope.state.record(id, { values: built.values, closed });
  if (made !== undefined && !built.data.used_frozen_result) {
    await storeInCache(exec, id, made, built);
    if (exec.halted) return;
  }
  const next = complete([...inactive, ...excluded]);
  if (wantsBuiltVertices(settings.sink)) {
    const topLevel = [...new Set(next.map((nextId) => settings.index.nodes.get(nextId)?.parent_node_id ?? nextId))];
    settings.sink.emit({
      event: 'end_vertex',
      data: {
        build_data: vertexBuildResponse({
          id,
          valid: true,
          params: BUILT_PARAMS,
          data: built.data,
          nextVertexIds: next,
          inactivatedVertexIds: [...new Set([...inactive, ...scope.state.excluded()])],
          topLevelVertexIds: topLevel,
        }),
        output_meta: outputMeta(exec, node, component, displayName),
      },
    });
  }
  settings.sink.emit({ event: 'build_end', data: { id } });
  exec.record({
    vertexId: id,
    componentType: node.data.type,
    displayName,
    valid: true,
    inputs,
    data: built.data,
    params: BUILT_PARAMS,
    messages,
    values: built.values,
  });
}

/** A component's output types without repeats, by component (a registry's components do not change). */
const outputTypesByComponent = new WeakMap<AnyComponent, readonly string[]>();

function distinctOutputTypes(outputs: ReadonlyArray<{ types: readonly string[] }>): string[] {
  return [...new Set(outputs.flatMap((output) => output.types))];
}

function outputTypes(node: GenericNode, component: AnyComponent | undefined): string[] {
  if (!component) return distinctOutputTypes(node.data.node.outputs ?? []);
  if (isToolModeNode(node, component)) return [TOOL_OUTPUT_TYPE];
  let types = outputTypesByComponent.get(component);
  if (!types) {
    types = distinctOutputTypes(component.outputs);
    outputTypesByComponent.set(component, types);
  }
  // A copy: the event's receivers own what they are given.
  return types.slice();
}

function outputMeta(exec: Execution, node: GenericNode, component: AnyComponent | undefined, displayName: string): OutputMeta {
  return {
    component_id: node.id,
    display_name: displayName,
    vertex_type: node.data.type,
    is_output: component?.io?.role === 'output',
    is_terminal: successorsOf(exec.settings.index, node.id).length === 0,
    output_types: outputTypes(node, component),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
