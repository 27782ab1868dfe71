// Loop bodies (reference section 4, Langflow's loop_utils): the vertices between a Loop's
// `allows_loop` output and the edge that comes back to it. The body runs once per item inside the
// Loop's build, in a scope of its own; the outer scope never schedules it.
import { collectReachable } from '@app/flow-graph';
import { successorsOf, type Connection, type FlowIndex } from './flowIndex';

export interface LoopBody {
  vertices: Set<string>;
  /** The edge bringing an iteration's result back to the loop output, when the loop is closed. */
  feedback: Connection | undefined;
}

export function loopBody(index: FlowIndex, loopId: string, output: string): LoopBody {
  const entries = (index.outgoing.get(loopId) ?? []).filter((c) => !c.isLoopBack && c.sourceOutput === output);
  const feedback = (index.incoming.get(loopId) ?? []).find((c) => c.isLoopBack && c.targetName === output);
  if (entries.length === 0) return { vertices: new Set(), feedback };
  // Walk forward from the output's targets; the vertex that feeds back ends the body.
  const vertices = collectReachable(
    entries.map((c) => c.target),
    (id) => (id === feedback?.source ? [] : successorsOf(index, id)),
  );
  vertices.delete(loopId);
  return { vertices, feedback };
}

/** The union of the bodies behind every `allows_loop` output of a loop vertex. */
export function loopBodies(index: FlowIndex, loopId: string, loopOutputs: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const output of loopOutputs) for (const id of loopBody(index, loopId, output).vertices) all.add(id);
  return all;
}
