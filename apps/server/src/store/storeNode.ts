// The chat page's UI node (spec/2: "Suggestions are fetched after each run via a UIOutput node";
// "Chat UI output: greeting and suggestions"): the node a search names in an app's graph, and the
// greeting and suggestion chips the graph configures, read without running anything. After a run
// the page takes newer chips from that node's end_vertex event.
import type { StoreNode } from '@app/api-client';
import { cleanSuggestions, MAX_SUGGESTIONS, suggestionsIn } from '@app/components';
import { flattenGroups, FlowGraphError, isGenericNode, type FlowData, type GenericNode } from '@app/flow-graph';

function fieldValue(node: GenericNode | undefined, field: string): unknown {
  const entry = node?.data.node.template[field];
  return typeof entry === 'object' && entry !== null ? entry.value : undefined;
}

function flat(graph: FlowData): FlowData {
  try {
    return flattenGroups(graph);
  } catch (error) {
    // A group that cannot be expanded still has its outer nodes to read.
    if (error instanceof FlowGraphError) return graph;
    throw error;
  }
}

/** The first node whose type is `search`, else whose display name contains it (case-insensitive). */
function findNode(nodes: GenericNode[], search: string): GenericNode | undefined {
  const wanted = search.toLowerCase();
  return (
    nodes.find((node) => node.data.type.toLowerCase() === wanted) ??
    nodes.find((node) => (node.data.node.display_name ?? '').toLowerCase().includes(wanted))
  );
}

export function storeNodeOf(graph: FlowData, search: string): StoreNode {
  const { nodes: all, edges } = flat(graph);
  const nodes = all.filter(isGenericNode);
  const uiOutput = nodes.find((node) => node.data.type === 'UIOutput');
  const feeding = new Set(edges.filter((edge) => edge.target === uiOutput?.id).map((edge) => edge.source));
  const uiInputs = nodes.filter((node) => node.data.type === 'UIInput');
  const uiInput = uiInputs.find((node) => feeding.has(node.id)) ?? uiInputs[0];
  const greetingConnected = edges.some((edge) => edge.target === uiOutput?.id && edge.data?.targetHandle && 'fieldName' in edge.data.targetHandle && edge.data.targetHandle.fieldName === 'greeting');
  const ownGreeting = fieldValue(uiOutput, 'greeting');
  const configured = fieldValue(uiInput, 'greeting');
  const greeting = !greetingConnected && typeof ownGreeting === 'string' && ownGreeting.trim() !== '' ? ownGreeting : typeof configured === 'string' ? configured : '';
  const rows = fieldValue(uiInput, 'suggestions');
  return {
    node_id: findNode(nodes, search)?.id ?? null,
    greeting,
    suggestions: cleanSuggestions(suggestionsIn(Array.isArray(rows) ? rows : []), MAX_SUGGESTIONS),
  };
}
