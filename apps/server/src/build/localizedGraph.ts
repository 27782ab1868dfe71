// A stored graph as a reader of another language sees it: flows made from the starter templates
// (stored in Chinese) or in another language's editor keep the texts they were made with, and the
// editor shows built-in components in the user's language from its catalogue. Pages that have no
// catalogue (the public playground) get the graph with those texts already in their language.
import type { ComponentRegistry, TextLanguage } from '@app/engine';
import { isGenericNode, localizeNodeTexts, type ComponentNode, type FlowData, type WorkflowNode } from '@app/flow-graph';

/** Component types of the nodes, those inside group nodes included. */
function typesOf(nodes: readonly WorkflowNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (!isGenericNode(node)) continue;
    into.add(node.data.type);
    const inner = node.data.node.flow?.data?.nodes;
    if (inner) typesOf(inner, into);
  }
  return into;
}

/** The graph with its built-in components' names, descriptions and field texts in `language` (localizeNodeTexts). */
export function localizedGraph(data: FlowData, registry: ComponentRegistry, language: TextLanguage): FlowData {
  const known: Record<string, ComponentNode> = {};
  for (const type of typesOf(data.nodes)) {
    const node = registry.frontendNode(type, language);
    if (node) known[type] = node;
  }
  const nodes = localizeNodeTexts(data.nodes, known);
  return nodes === data.nodes ? data : { ...data, nodes };
}
