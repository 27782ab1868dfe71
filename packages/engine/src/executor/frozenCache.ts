// When a vertex may answer with its cached result instead of running. Freezing saves reruns of a
// component whose inputs did not change; it must never answer a new question with an old result:
// - input components (Chat Input, Text Input, Webhook, UI Input …) always take the run's input,
//   so a `frozen` flag on them (an older editor set one; imported flows may carry it) is ignored;
// - a frozen vertex reuses its cached result only while its resolved inputs are the same as when
//   the result was cached; otherwise it runs again and its log says why.
import { getField, isInputComponentType, type GenericNode, type ResultData } from '@app/flow-graph';
import { engineMessages } from '../errors';
import { isLoopComponent, type AnyComponent } from '../sdk/defineComponent';
import { isChatMessage } from '../sdk/message';
import type { VertexLogs } from './componentLogger';
import type { Execution } from './execution';
import type { ResolvedVertexInputs } from './resolveInputs';
import { isToolModeNode, type ComponentRunResult } from './runComponent';
import type { Scope } from './scope';
import type { VertexInputs } from './vertexCache';

export interface BuiltVertex extends ComponentRunResult {
  data: ResultData;
}

/** A component that takes the run's input: it runs on every build, frozen or not. */
export function isFlowInputComponent(node: GenericNode, component: AnyComponent): boolean {
  return component.io?.role === 'input' || isInputComponentType(node.data.type);
}

/**
 * Whether this vertex's result may go into the flow's cache: not inside a loop body, whose results
 * vary by item, nor a Toolset, whose tools belong to the build that made them.
 */
export function isCacheable(exec: Execution, scope: Scope, node: GenericNode, component: AnyComponent): boolean {
  return exec.settings.cache !== undefined && !scope.inLoop && !isToolModeNode(node, component);
}

/** Whether a cached result may stand in for running: frozen, cacheable, and neither a Loop nor an input. */
export function mayReuse(exec: Execution, scope: Scope, node: GenericNode, component: AnyComponent): boolean {
  return (
    node.data.node.frozen === true &&
    isCacheable(exec, scope, node, component) &&
    !isLoopComponent(component) &&
    !isFlowInputComponent(node, component)
  );
}

/**
 * The frozen vertex's cached result when it was made from the same inputs. A cached result from
 * other inputs is left alone (the run that follows replaces it) and the vertex's log says so.
 */
export async function reuseFrozen(exec: Execution, node: GenericNode, made: VertexInputs, logs: VertexLogs): Promise<BuiltVertex | undefined> {
  const cached = await exec.settings.cache?.get(node.id);
  if (!cached) return undefined;
  if (!sameValue(cached.made, made, new Set())) {
    logs.logger.log(engineMessages.FROZEN_INPUTS_CHANGED(), { name: 'frozen' });
    logs.logger.info('Frozen vertex rebuilt: its inputs changed', { vertexId: node.id });
    return undefined;
  }
  return {
    values: cached.values,
    stopped: new Set(cached.stopped),
    excluded: new Set(cached.excluded),
    data: { ...cached.data, used_frozen_result: true },
  };
}

/** A cache that cannot take a result costs the next frozen build a rerun, not this build. */
export async function storeInCache(exec: Execution, id: string, made: VertexInputs, built: BuiltVertex): Promise<void> {
  try {
    await exec.settings.cache?.set(id, {
      values: built.values,
      stopped: [...built.stopped],
      excluded: [...built.excluded],
      data: built.data,
      made,
    });
  } catch (error) {
    exec.settings.logger?.warn('Could not cache a vertex result', { vertexId: id, error: error instanceof Error ? error.message : String(error) });
  }
}

/** What a vertex's run receives: its type, its code, and its resolved inputs. */
export function vertexInputs(node: GenericNode, resolved: ResolvedVertexInputs): VertexInputs {
  return { type: node.data.type, code: getField(node.data.node.template, 'code')?.value, inputs: resolved.inputs, dynamicInputs: resolved.dynamicInputs };
}

/** Keys of a message that differ between two messages with the same content. */
const MESSAGE_INSTANCE_KEYS = new Set(['id', 'timestamp']);

function isPlainValue(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/**
 * Whether two inputs are the same: plain values by content, a message without the id and time
 * each new one gets (the same question asked again is the same input), any other object (a model
 * client, a stream) by identity, so it matches only when it is the very value cached upstream.
 */
function sameValue(a: unknown, b: unknown, ancestors: Set<object>): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!isPlainValue(a) || !isPlainValue(b) || Array.isArray(a) !== Array.isArray(b) || ancestors.has(a)) return false;
  ancestors.add(a);
  try {
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => sameValue(item, (b as unknown[])[index], ancestors));
    const skipped = isChatMessage(a) ? MESSAGE_INSTANCE_KEYS : undefined;
    const keys = (value: object) => Object.keys(value).filter((key) => !skipped?.has(key) && (value as Record<string, unknown>)[key] !== undefined);
    const keysA = keys(a);
    const keysB = new Set(keys(b));
    return keysA.length === keysB.size && keysA.every((key) => keysB.has(key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], ancestors));
  } finally {
    ancestors.delete(a);
  }
}
