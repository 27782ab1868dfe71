// Which vertices a scope schedules and what each waits for. A scope is the whole build, or one
// iteration of a loop body. Loop bodies inside a scope are left to their Loop vertex, so anything
// waiting on a body vertex waits on that Loop instead, and the Loop also waits for whatever its
// body needs from outside.
import { predecessorsOf, type FlowIndex } from './flowIndex';
import { loopBodies } from './loopBody';

export interface ScopePlan {
  /** The scheduled vertices, in the order ties are started. */
  order: string[];
  dependencies: Map<string, Set<string>>;
}

export function planScope(
  index: FlowIndex,
  vertexIds: readonly string[],
  loopOutputsOf: (id: string) => readonly string[],
): ScopePlan {
  const inScope = new Set(vertexIds);
  const bodies = new Map<string, Set<string>>();
  for (const id of vertexIds) {
    const outputs = loopOutputsOf(id);
    if (outputs.length === 0) continue;
    const body = new Set([...loopBodies(index, id, outputs)].filter((member) => inScope.has(member)));
    if (body.size > 0) bodies.set(id, body);
  }
  // A loop inside another loop's body belongs to that body's iterations, not to this scope.
  const owner = new Map<string, string>();
  for (const [loopId, body] of bodies) {
    const nested = [...bodies].some(([other, otherBody]) => other !== loopId && otherBody.has(loopId));
    if (nested) continue;
    for (const member of body) owner.set(member, loopId);
  }

  const order = vertexIds.filter((id) => !owner.has(id));
  const scheduled = new Set(order);
  const representative = (id: string): string | undefined => {
    const resolved = owner.get(id) ?? id;
    return scheduled.has(resolved) ? resolved : undefined;
  };
  const dependencies = new Map<string, Set<string>>();
  for (const id of order) {
    const waitsFor = new Set<string>();
    for (const predecessor of predecessorsOf(index, id)) {
      const dependency = representative(predecessor);
      if (dependency !== undefined && dependency !== id) waitsFor.add(dependency);
    }
    dependencies.set(id, waitsFor);
  }
  for (const [member, loopId] of owner) {
    const waitsFor = dependencies.get(loopId) as Set<string>;
    for (const predecessor of predecessorsOf(index, member)) {
      if (owner.get(predecessor) === loopId || predecessor === loopId) continue;
      const dependency = representative(predecessor);
      if (dependency !== undefined && dependency !== loopId) waitsFor.add(dependency);
    }
  }
  return { order, dependencies };
}
