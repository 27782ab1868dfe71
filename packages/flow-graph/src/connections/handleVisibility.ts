// A field or output that carries an edge keeps its visibility (spec/3 section 5): hiding it would
// silently drop the edge, so the toggle is refused with 无法更改已连接句柄的可见性.
import { edgeHandles, isLoopTargetHandle } from '../handles/build';
import { refuse, RULE_OK, type RuleResult } from '../messages';
import type { WorkflowEdge } from '../types/edges';

export function isFieldConnected(nodeId: string, fieldName: string, edges: readonly WorkflowEdge[]): boolean {
  return edges.some((edge) => {
    if (edge.target !== nodeId) return false;
    const target = edgeHandles(edge).target;
    return target !== undefined && !isLoopTargetHandle(target) && target.fieldName === fieldName;
  });
}

/** Whether an output has an edge leaving it, or one looping back into it. */
export function isOutputConnected(nodeId: string, outputName: string, edges: readonly WorkflowEdge[]): boolean {
  return edges.some((edge) => {
    const { source, target } = edgeHandles(edge);
    if (edge.source === nodeId && source?.name === outputName) return true;
    return edge.target === nodeId && target !== undefined && isLoopTargetHandle(target) && target.name === outputName;
  });
}

export function canChangeFieldVisibility(nodeId: string, fieldName: string, edges: readonly WorkflowEdge[]): RuleResult {
  return isFieldConnected(nodeId, fieldName, edges) ? refuse('HANDLE_VISIBILITY_CONNECTED') : RULE_OK;
}

export function canChangeOutputVisibility(nodeId: string, outputName: string, edges: readonly WorkflowEdge[]): RuleResult {
  return isOutputConnected(nodeId, outputName, edges) ? refuse('HANDLE_VISIBILITY_CONNECTED') : RULE_OK;
}
