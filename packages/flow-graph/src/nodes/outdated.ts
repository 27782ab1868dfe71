// Outdated components (spec/3 section 4): a node whose stored code differs from the code the
// component registry now ships. A node the user edited is a custom component and never outdated.
import type { NodeTemplate } from '../types/fields';
import type { WorkflowNode } from '../types/nodes';
import { getField, isGenericNode } from './accessors';

/** The current component templates by component type, as the registry (GET all types) lists them. */
export type ComponentRegistry = Readonly<Record<string, { template: NodeTemplate }>>;

export function isNodeOutdated(node: WorkflowNode, registry: ComponentRegistry, excludedTypes: Iterable<string> = []): boolean {
  if (!isGenericNode(node) || node.data.node.edited) return false;
  const type = node.data.type;
  if (!Object.hasOwn(registry, type) || new Set(excludedTypes).has(type)) return false;
  const current = getField(registry[type]?.template, 'code')?.value;
  const stored = getField(node.data.node.template, 'code')?.value;
  return current !== undefined && current !== stored;
}

/** Ids of the outdated nodes, in node order. */
export function findOutdatedNodes(
  nodes: readonly WorkflowNode[],
  registry: ComponentRegistry,
  excludedTypes: Iterable<string> = [],
): string[] {
  const excluded = [...excludedTypes];
  return nodes.filter((node) => isNodeOutdated(node, registry, excluded)).map((node) => node.id);
}
