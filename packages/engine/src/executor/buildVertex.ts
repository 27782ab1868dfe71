// One vertex of a build: build_start, the component (or its frozen result), then end_vertex with
// the vertices that may start next, and build_end. A failure halts the whole build.
import type { ChatMessage, GenericNode, OutputMeta, ResultData } from '@app/flow-graph';
import { engineError, engineMessages } from '../errors';
import { isLoopComponent, type AnyComponent } from '../sdk/defineComponent';
import { TOOL_OUTPUT_TYPE } from '../tools/toolMode';
import { branchBehind } from './branches';
import { BUILT_PARAMS, errorPayload, errorResultData, successResultData, vertexBuildResponse } from './buildResponse';
import { createComponentLogger } from './componentLogger';
import type { Execution } from './execution';
import { successorsOf } from './flowIndex';
import { isToolModeNode, runComponent, vertexOutputNames, type ComponentRunResult } from './runComponent';
import type { CompleteVertex } from './scheduler';
import type { Scope } from './scope';

interface Built extends ComponentRunResult {
  data: ResultData;
}

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

  let built: Built;
  try {
    if (!component) throw engineError('COMPONENT_NOT_REGISTERED', { type: node.data.type });
    built =
      (await reuseFrozen(exec, scope, node, component)) ??
      (await runComponent({ exec, scope, node, component, displayName, logs, messages, inputs }).then((result) => ({
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
    const message = engineMessages.COMPONENT_BUILD_FAILED({ component: displayName, message: errorText(error) });
    const data = errorResultData({ outputs: outputNames, payload: errorPayload(error, message), logs: logs.entries, seconds: elapsed() });
    settings.sink.emit({
      event: 'end_vertex',
      data: {
        build_data: vertexBuildResponse({ id, valid: false, params: message, data, nextVertexIds: [], inactivatedVertexIds: [], topLevelVertexIds: [] }),
        output_meta: outputMeta(exec, node, component, displayName),
      },
    });
    settings.sink.emit({ event: 'build_end', data: { id } });
    exec.record({ vertexId: id, componentType: node.data.type, displayName, valid: false, inputs, data, params: message, messages, values: {} });
    return;
  }
  if (exec.halted) return;

  const closed = new Set([...built.stopped, ...built.excluded]);
  const inactive = branchBehind(settings.index, id, built.stopped, closed);
  const excluded = branchBehind(settings.index, id, built.excluded, closed);
  scope.state.markExcluded(id, excluded);
  scope.state.record(id, { values: built.values, closed });
  if (settings.cache && !scope.inLoop && !built.data.used_frozen_result && !isToolModeNode(node, component)) {
    await storeInCache(exec, id, built);
    if (exec.halted) return;
  }
  const next = complete([...inactive, ...excluded]);
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

/**
 * A frozen vertex's cached result; never for a Loop, nor inside a loop body, whose results vary,
 * nor for a Toolset, whose tools belong to the build that made them.
 */
async function reuseFrozen(exec: Execution, scope: Scope, node: GenericNode, component: AnyComponent): Promise<Built | undefined> {
  const { cache } = exec.settings;
  if (!cache || node.data.node.frozen !== true || scope.inLoop || isLoopComponent(component) || isToolModeNode(node, component)) return undefined;
  const cached = await cache.get(node.id);
  if (!cached) return undefined;
  return {
    values: cached.values,
    stopped: new Set(cached.stopped),
    excluded: new Set(cached.excluded),
    data: { ...cached.data, used_frozen_result: true },
  };
}

/** A cache that cannot take a result costs the next frozen build a rerun, not this build. */
async function storeInCache(exec: Execution, id: string, built: Built): Promise<void> {
  try {
    await exec.settings.cache?.set(id, {
      values: built.values,
      stopped: [...built.stopped],
      excluded: [...built.excluded],
      data: built.data,
    });
  } catch (error) {
    exec.settings.logger?.warn('Could not cache a vertex result', { vertexId: id, error: errorText(error) });
  }
}

function outputMeta(exec: Execution, node: GenericNode, component: AnyComponent | undefined, displayName: string): OutputMeta {
  const types =
    component && isToolModeNode(node, component) ? [TOOL_OUTPUT_TYPE] : (component?.outputs ?? node.data.node.outputs ?? []).flatMap((output) => output.types);
  return {
    component_id: node.id,
    display_name: displayName,
    vertex_type: node.data.type,
    is_output: component?.io?.role === 'output',
    is_terminal: successorsOf(exec.settings.index, node.id).length === 0,
    output_types: [...new Set(types)],
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
