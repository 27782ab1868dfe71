// The catalogue of GET all (category -> type -> node) as the store keeps it: by component type.
import type { ComponentCatalogue } from '@app/api-client';
import type { ComponentNode } from '@app/flow-graph';

export function componentsByType(catalogue: ComponentCatalogue): Record<string, ComponentNode> {
  return Object.assign({}, ...Object.values(catalogue)) as Record<string, ComponentNode>;
}
