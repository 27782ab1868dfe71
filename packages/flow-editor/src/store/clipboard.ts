// Copies of canvas nodes for copy/paste and duplicate: fresh ids from each node's type, edges
// between the copies rebuilt so their handle ids name the new nodes, and unique components
// (chat input, webhook, UI input, UI output) left out when the flow already has one. A copied
// group's members get fresh ids too, so ungrouping the copy never clashes with the original.
import {
  buildEdge,
  canAddComponent,
  createNodeId,
  edgeHandles,
  expectedTargetHandle,
  findOutput,
  isGenericNode,
  isGroupNode,
  sourceHandleFor,
  withFreshMemberIds,
  type FlowData,
  type RandomSource,
  type WorkflowNode,
  type XYPosition,
} from '@app/flow-graph';
import { asEditorEdges, asEditorNodes, asWorkflowEdges, asWorkflowNodes, graphToFlowData, isEditorGenericNode } from './graph';
import type { EditorEdge, EditorNode } from './types';

/** Copy-paste shifts the copies by 10 px; duplicate by x 50, y 10 (spec/3 section 9). */
export const PASTE_OFFSET: XYPosition = { x: 10, y: 10 };
export const DUPLICATE_OFFSET: XYPosition = { x: 50, y: 10 };

/** Where copies go: shifted from the originals, or with their top-left corner at a canvas point. */
export type Placement = { offset: XYPosition } | { position: XYPosition };

/** The given nodes and the edges between them, detached from the canvas state. */
export function selectionData(nodes: readonly EditorNode[], edges: readonly EditorEdge[], ids: ReadonlySet<string>): FlowData {
  const picked = nodes.filter((node) => ids.has(node.id));
  const inner = edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
  return structuredClone(graphToFlowData(picked, inner));
}

function shiftFor(nodes: readonly EditorNode[], placement: Placement): XYPosition {
  if ('offset' in placement) return placement.offset;
  const left = Math.min(...nodes.map((node) => node.position.x));
  const top = Math.min(...nodes.map((node) => node.position.y));
  return { x: placement.position.x - left, y: placement.position.y - top };
}

/** Selected copies of `data` ready to add next to `present`; empty when nothing may be added. */
export function copiesWithFreshIds(
  data: FlowData,
  present: readonly EditorNode[],
  placement: Placement,
  random?: RandomSource,
): { nodes: EditorNode[]; edges: EditorEdge[] } {
  const accepted: EditorNode[] = [];
  for (const node of asEditorNodes(data.nodes)) {
    const allowed = !isEditorGenericNode(node) || canAddComponent(node.data.type, asWorkflowNodes([...present, ...accepted])).ok;
    if (allowed) accepted.push(node);
  }
  if (accepted.length === 0) return { nodes: [], edges: [] };

  const shift = shiftFor(accepted, placement);
  const newIds = new Map<string, string>();
  const nodes = accepted.map((original): EditorNode => {
    const cloned = structuredClone(original);
    const node = isEditorGenericNode(cloned) && isGroupNode(cloned) ? withFreshMemberIds(cloned, random) : cloned;
    const id = createNodeId(node.data.type ?? 'note', random);
    newIds.set(original.id, id);
    const { dragging: _dragging, measured: _measured, ...rest } = node;
    return { ...rest, id, selected: true, position: { x: node.position.x + shift.x, y: node.position.y + shift.y }, data: { ...node.data, id } } as EditorNode;
  });

  const byId = new Map(asWorkflowNodes(nodes).map((node) => [node.id, node]));
  const edges = asWorkflowEdges(asEditorEdges(data.edges)).flatMap((edge) => {
    const sourceNode = byId.get(newIds.get(edge.source) ?? '');
    const targetNode = byId.get(newIds.get(edge.target) ?? '');
    const { source, target } = edgeHandles(edge);
    if (!sourceNode || !targetNode || !source || !target) return [];
    return [buildEdge(sourceHandleOf(sourceNode, source.name) ?? { ...source, id: sourceNode.id }, expectedTargetHandle(targetNode, target) ?? { ...target, id: targetNode.id })];
  });
  return { nodes, edges: asEditorEdges(edges) };
}

/** The handle a copy offers for an output (its proxies may differ from the original's). */
function sourceHandleOf(node: WorkflowNode, outputName: string) {
  if (!isGenericNode(node)) return undefined;
  const output = findOutput(node, outputName);
  return output && sourceHandleFor(node, output);
}
