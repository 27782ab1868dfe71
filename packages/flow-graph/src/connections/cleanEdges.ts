// Edges that no longer fit their nodes (spec/3 section 4 "Edges dropped"): a missing source or
// target node; a handle that differs from the one the node now offers (rebuilt from the current
// template and outputs, e.g. after a component update changed a field's types); or a target
// field that is hidden, including fields taken over by the agent while the node is in tool mode.
import { encodeHandle } from '../handles/encoding';
import { edgeHandles, expectedTargetHandle, findOutput, isLoopTargetHandle, sourceHandleFor } from '../handles/build';
import { getField, indexNodes, isGenericNode } from '../nodes/accessors';
import type { WorkflowEdge } from '../types/edges';
import type { WorkflowNode } from '../types/nodes';

export type BrokenEdgeReason = 'missing-node' | 'handle-mismatch' | 'hidden-field';

export interface BrokenEdge {
  edge: WorkflowEdge;
  reason: BrokenEdgeReason;
}

/** The edges that would be dropped, each with the reason. */
export function findBrokenEdges(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): BrokenEdge[] {
  const nodeById = indexNodes(nodes);
  const broken: BrokenEdge[] = [];
  for (const edge of edges) {
    const reason = edgeProblem(edge, nodeById);
    if (reason) broken.push({ edge, reason });
  }
  return broken;
}

/** The edges that still fit their nodes, in their original order and unchanged. */
export function cleanEdges(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowEdge[] {
  const nodeById = indexNodes(nodes);
  return edges.filter((edge) => edgeProblem(edge, nodeById) === undefined);
}

function edgeProblem(edge: WorkflowEdge, nodeById: ReadonlyMap<string, WorkflowNode>): BrokenEdgeReason | undefined {
  const sourceNode = nodeById.get(edge.source);
  const targetNode = nodeById.get(edge.target);
  if (!sourceNode || !targetNode) return 'missing-node';

  const { source, target } = edgeHandles(edge);
  if (!source || !target || !isGenericNode(sourceNode) || !isGenericNode(targetNode)) return 'handle-mismatch';

  const output = findOutput(sourceNode, source.name);
  if (!output || encodeHandle(sourceHandleFor(sourceNode, output)) !== encodeHandle(source)) return 'handle-mismatch';

  const expected = expectedTargetHandle(targetNode, target);
  if (!expected || encodeHandle(expected) !== encodeHandle(target)) return 'handle-mismatch';

  if (!isLoopTargetHandle(target)) {
    const field = getField(targetNode.data.node.template, target.fieldName);
    if (field?.show === false || (field?.tool_mode && targetNode.data.node.tool_mode)) return 'hidden-field';
  }
  return undefined;
}
