// Edges that no longer fit their nodes (spec/3 section 4 "Edges dropped"): a missing source or
// target node; a handle that differs from the one the node now offers (rebuilt from the current
// template and outputs, e.g. after a component update changed a field's types); or a target
// field that is hidden, including fields taken over by the agent while the node is in tool mode.
import { encodeHandle } from '../handles/encoding';
import { edgeHandles, expectedTargetHandle, findOutput, isLoopTargetHandle, sourceHandleFor } from '../handles/build';
import { getField, indexNodes, isGenericNode } from '../nodes/accessors';
import type { SourceHandle, TargetHandle, WorkflowEdge } from '../types/edges';
import type { GenericNode, WorkflowNode } from '../types/nodes';

export type BrokenEdgeReason = 'missing-node' | 'handle-mismatch' | 'hidden-field';

export interface BrokenEdge {
  edge: WorkflowEdge;
  reason: BrokenEdgeReason;
}

/** The edges that would be dropped, each with the reason. */
export function findBrokenEdges(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): BrokenEdge[] {
  const check = edgeChecker(nodes);
  const broken: BrokenEdge[] = [];
  for (const edge of edges) {
    const reason = check(edge);
    if (reason) broken.push({ edge, reason });
  }
  return broken;
}

/** The edges that still fit their nodes, in their original order and unchanged. */
export function cleanEdges(nodes: readonly WorkflowNode[], edges: readonly WorkflowEdge[]): WorkflowEdge[] {
  const check = edgeChecker(nodes);
  return edges.filter((edge) => check(edge) === undefined);
}

/**
 * The check of one edge against the nodes. The handle each node offers is encoded once per call
 * (edges share outputs and fields), and an edge whose id is already that compact encoding is
 * not encoded again: on loading a large flow, encoding dominated the check.
 */
function edgeChecker(nodes: readonly WorkflowNode[]): (edge: WorkflowEdge) => BrokenEdgeReason | undefined {
  const nodeById = indexNodes(nodes);
  // Keyed by node id and handle name joined with a character ids and names never hold.
  const offered = new Map<string, string | undefined>();
  const offeredHandle = (node: GenericNode, name: string, build: () => SourceHandle | TargetHandle | undefined) => {
    const key = `${node.id}\u0000${name}`;
    if (!offered.has(key)) {
      const handle = build();
      offered.set(key, handle && encodeHandle(handle));
    }
    return offered.get(key);
  };
  const fits = (written: string | null | undefined, handle: SourceHandle | TargetHandle, expected: string | undefined) =>
    expected !== undefined && (written === expected || encodeHandle(handle) === expected);

  return (edge) => {
    const sourceNode = nodeById.get(edge.source);
    const targetNode = nodeById.get(edge.target);
    if (!sourceNode || !targetNode) return 'missing-node';

    const { source, target } = edgeHandles(edge);
    if (!source || !target || !isGenericNode(sourceNode) || !isGenericNode(targetNode)) return 'handle-mismatch';

    const sourceExpected = offeredHandle(sourceNode, `out\u0000${source.name}`, () => {
      const output = findOutput(sourceNode, source.name);
      return output && sourceHandleFor(sourceNode, output);
    });
    if (!fits(edge.sourceHandle, source, sourceExpected)) return 'handle-mismatch';

    const targetName = isLoopTargetHandle(target) ? `loop\u0000${target.name}` : `field\u0000${target.fieldName}`;
    const targetExpected = offeredHandle(targetNode, targetName, () => expectedTargetHandle(targetNode, target));
    if (!fits(edge.targetHandle, target, targetExpected)) return 'handle-mismatch';

    if (!isLoopTargetHandle(target)) {
      const field = getField(targetNode.data.node.template, target.fieldName);
      if (field?.show === false || (field?.tool_mode && targetNode.data.node.tool_mode)) return 'hidden-field';
    }
    return undefined;
  };
}
