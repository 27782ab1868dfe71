// Running a set of vertices to completion: the whole build, or one iteration of a loop body.
import { buildVertex } from './buildVertex';
import type { Execution } from './execution';
import { loopBody } from './loopBody';
import { runScheduled } from './scheduler';
import { planScope } from './scopePlan';
import { ScopeState } from './vertexState';

export interface Scope {
  state: ScopeState;
  /** Inside a loop iteration: results depend on the item, so the frozen cache is not used. */
  inLoop: boolean;
  /** Runs the body behind a loop vertex's output once per item (RunContext.iterate). */
  iterate(loopId: string, output: string, items: readonly unknown[]): Promise<unknown[]>;
}

/**
 * Builds `vertexIds` (in the build's order) within one scope and resolves when nothing more can
 * start: everything ran, or the build halted.
 */
export async function runScope(exec: Execution, state: ScopeState, vertexIds: readonly string[], inLoop: boolean): Promise<void> {
  const scope: Scope = {
    state,
    inLoop,
    iterate: (loopId, output, items) => iterateLoop(exec, state, vertexIds, loopId, output, items),
  };
  const plan = planScope(exec.settings.index, vertexIds, (id) => loopOutputsOf(exec, id));
  await runScheduled(plan, (id, complete) => buildVertex(exec, scope, id, complete), () => exec.halted !== undefined);
}

function loopOutputsOf(exec: Execution, id: string): string[] {
  const node = exec.settings.index.nodes.get(id);
  const component = node && exec.settings.resolveComponent(node);
  return (component?.outputs ?? []).filter((output) => output.allows_loop === true).map((output) => output.name);
}

/**
 * Langflow's loop semantics: each item runs the body in a scope of its own, where the loop output
 * carries the item; the value the body's last vertex sends back to the loop handle is that item's
 * result. Items run one after another. The last iteration's values stay visible to vertices
 * outside the body.
 */
async function iterateLoop(
  exec: Execution,
  parent: ScopeState,
  scopeIds: readonly string[],
  loopId: string,
  output: string,
  items: readonly unknown[],
): Promise<unknown[]> {
  const body = loopBody(exec.settings.index, loopId, output);
  const bodyIds = scopeIds.filter((id) => body.vertices.has(id));
  if (bodyIds.length === 0) return [];
  const results: unknown[] = [];
  let last: ScopeState | undefined;
  for (const item of items) {
    exec.signal.throwIfAborted();
    const iteration = new ScopeState(parent, new Map([[loopId, { [output]: item }]]));
    await runScope(exec, iteration, bodyIds, true);
    // A body vertex failed or the build was cancelled: the loop stops with it.
    exec.signal.throwIfAborted();
    const { feedback } = body;
    const returned = feedback ? iteration.read(feedback.source, feedback.sourceOutput) : undefined;
    results.push(returned?.present ? returned.value : undefined);
    last = iteration;
  }
  if (last) parent.adopt(last, bodyIds);
  return results;
}
