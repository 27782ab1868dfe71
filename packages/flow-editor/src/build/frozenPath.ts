// Freezing in the editor (spec/3 "Frozen"): freezing a component freezes its path up to it (the
// server names the components, input components left out), so unfreezing it offers to thaw the
// components that freeze froze with it.
import { buildGraphMaps, collectReachable, isGenericNode, type FlowData } from '@app/flow-graph';

export interface FrozenComponent {
  id: string;
  name: string;
}

/** The other components on the path up to `nodeId` that are still frozen, in the flow's order. */
export function frozenWith(data: Pick<FlowData, 'nodes' | 'edges'>, nodeId: string): FrozenComponent[] {
  const maps = buildGraphMaps(data);
  const path = collectReachable(nodeId, (id) => maps.predecessors.get(id));
  return data.nodes
    .filter(isGenericNode)
    .filter((node) => node.id !== nodeId && path.has(node.id) && node.data.node.frozen === true)
    .map((node) => ({ id: node.id, name: node.data.node.display_name || node.data.type }));
}
