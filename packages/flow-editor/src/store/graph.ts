// Pure helpers over the canvas graph: reading and replacing one node, and converting between the
// editor's xyflow nodes and the flow data that is saved. Store actions compose them.
import { cleanEdges, getField, normalizeEdge, type ComponentNode, type FlowData, type TemplateField, type WorkflowEdge, type WorkflowNode } from '@app/flow-graph';
import type { EditorEdge, EditorGenericNode, EditorNode, EditorNoteNode } from './types';

export function isEditorGenericNode(node: EditorNode): node is EditorGenericNode {
  return node.type !== 'noteNode';
}

export function isEditorNoteNode(node: EditorNode): node is EditorNoteNode {
  return node.type === 'noteNode';
}

export function findGenericNode(nodes: readonly EditorNode[], nodeId: string): EditorGenericNode | undefined {
  const node = nodes.find((candidate) => candidate.id === nodeId);
  return node && isEditorGenericNode(node) ? node : undefined;
}

/** The nodes with one node replaced; the same array when the node is missing or `update` returns it unchanged. */
function replaceNode<N extends EditorNode>(
  nodes: EditorNode[],
  nodeId: string,
  accepts: (node: EditorNode) => node is N,
  update: (node: N) => N,
): EditorNode[] {
  const index = nodes.findIndex((node) => node.id === nodeId);
  const node = nodes[index];
  if (!node || !accepts(node)) return nodes;
  const updated = update(node);
  if (updated === node) return nodes;
  const copy = [...nodes];
  copy[index] = updated;
  return copy;
}

/** The nodes with a component node's ComponentNode replaced (by `update`, which may return it unchanged). */
export function updateComponent(nodes: EditorNode[], nodeId: string, update: (component: ComponentNode, node: EditorGenericNode) => ComponentNode): EditorNode[] {
  return replaceNode(nodes, nodeId, isEditorGenericNode, (node) => {
    const component = update(node.data.node, node);
    return component === node.data.node ? node : { ...node, data: { ...node.data, node: component } };
  });
}

export function updateGenericNode(nodes: EditorNode[], nodeId: string, update: (node: EditorGenericNode) => EditorGenericNode): EditorNode[] {
  return replaceNode(nodes, nodeId, isEditorGenericNode, update);
}

export function updateNoteNode(nodes: EditorNode[], nodeId: string, update: (node: EditorNoteNode) => EditorNoteNode): EditorNode[] {
  return replaceNode(nodes, nodeId, isEditorNoteNode, update);
}

/** A component with one template field merged with `patch`; unchanged when the field is missing. */
export function patchTemplateField(component: ComponentNode, name: string, patch: Partial<TemplateField>): ComponentNode {
  const field = getField(component.template, name);
  if (!field) return component;
  return { ...component, template: { ...component.template, [name]: { ...field, ...patch } } };
}

/** Editor nodes are xyflow nodes; flow-graph's WorkflowNode is the same shape (see WorkflowNodeBase). */
export function asWorkflowNodes(nodes: readonly EditorNode[]): WorkflowNode[] {
  return nodes as WorkflowNode[];
}

export function asWorkflowEdges(edges: readonly EditorEdge[]): WorkflowEdge[] {
  return edges as WorkflowEdge[];
}

export function asEditorNodes(nodes: readonly WorkflowNode[]): EditorNode[] {
  return nodes as EditorNode[];
}

export function asEditorEdges(edges: readonly WorkflowEdge[]): EditorEdge[] {
  return edges as EditorEdge[];
}

/**
 * The graph of a loaded flow: nodes as they are (a component missing from the catalogue stays and
 * is shown invalid), edges in canonical form without those that no longer fit their nodes.
 */
export function graphFromFlowData(data: FlowData | null): { nodes: EditorNode[]; edges: EditorEdge[] } {
  const nodes = data?.nodes ?? [];
  // Checked before normalizing: both read the same edge objects' decoded handles, decoded once.
  const edges = cleanEdges(nodes, data?.edges ?? []).map(normalizeEdge);
  return { nodes: asEditorNodes(nodes), edges: asEditorEdges(edges) };
}

/** Nodes and edges without what only the canvas uses (selection, drag state, measured sizes). */
export function graphToFlowData(nodes: readonly EditorNode[], edges: readonly EditorEdge[]): Pick<FlowData, 'nodes' | 'edges'> {
  return {
    nodes: asWorkflowNodes(nodes.map(({ selected: _selected, dragging: _dragging, measured: _measured, resizing: _resizing, ...node }) => node as EditorNode)),
    edges: asWorkflowEdges(edges.map(({ selected: _selected, ...edge }) => edge)),
  };
}
