// Conditional routing (reference section 4): what lies behind outputs a vertex stopped or excluded.
import { collectReachable } from '@app/flow-graph';
import { successorsOf, type FlowIndex } from './flowIndex';

/**
 * The vertices behind `outputs` of `vertexId`: everything reachable through an edge leaving one of
 * them, except what is also reachable through an output that stays open (not in `allClosed`).
 * Those protected vertices (a merge fed by both sides of an If-Else) still run, with the closed
 * side's input left unset.
 */
export function branchBehind(
  index: FlowIndex,
  vertexId: string,
  outputs: ReadonlySet<string>,
  allClosed: ReadonlySet<string> = outputs,
): Set<string> {
  if (outputs.size === 0) return new Set();
  const closedTargets: string[] = [];
  const openTargets: string[] = [];
  for (const connection of index.outgoing.get(vertexId) ?? []) {
    if (connection.isLoopBack) continue;
    if (outputs.has(connection.sourceOutput)) closedTargets.push(connection.target);
    else if (!allClosed.has(connection.sourceOutput)) openTargets.push(connection.target);
  }
  const next = (id: string) => successorsOf(index, id);
  const closed = collectReachable(closedTargets, next);
  const open = collectReachable(openTargets, next);
  for (const id of open) closed.delete(id);
  closed.delete(vertexId);
  return closed;
}
