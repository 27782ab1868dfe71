// The set of components a server offers: lookup by node type for the executor, and the frontend
// node of each for the component catalogue (GET /api/v1/all groups them by category).
import type { ComponentNode } from '@app/flow-graph';
import { engineError } from '../errors';
import type { AnyComponent } from '../sdk/defineComponent';
import type { TextLanguage } from '../sdk/texts';
import { frontendNode } from './frontendNode';

export interface ComponentRegistry {
  get(type: string): AnyComponent | undefined;
  has(type: string): boolean;
  list(): readonly AnyComponent[];
  /** The component's source text, as the server gave it; '' when it gave none. */
  source(type: string): string;
  /** The component as a new node, its texts in `language` (Chinese by default). */
  frontendNode(type: string, language?: TextLanguage): ComponentNode | undefined;
  /** Every frontend node by type; what flow-graph's findOutdatedNodes compares against. */
  frontendNodes(language?: TextLanguage): Record<string, ComponentNode>;
  /** Every frontend node by category, then by type: the catalogue's shape. */
  catalogue(language?: TextLanguage): Record<string, Record<string, ComponentNode>>;
}

export interface RegistryOptions {
  /** Source text per component type; it becomes each node's `code` field value. */
  sources?: Readonly<Record<string, string>>;
}

export function createRegistry(components: readonly AnyComponent[], options: RegistryOptions = {}): ComponentRegistry {
  const byType = new Map<string, AnyComponent>();
  for (const component of components) {
    if (byType.has(component.type)) throw engineError('DUPLICATE_COMPONENT', { type: component.type });
    byType.set(component.type, component);
  }
  const sourceOf = (type: string) => options.sources?.[type] ?? '';
  const nodes = new Map<string, ComponentNode>();
  const nodeOf = (type: string, language: TextLanguage = 'zh'): ComponentNode | undefined => {
    const component = byType.get(type);
    if (!component) return undefined;
    const key = `${language}:${type}`;
    let node = nodes.get(key);
    if (!node) {
      node = frontendNode(component, sourceOf(type), language);
      nodes.set(key, node);
    }
    return structuredClone(node);
  };
  return {
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    list: () => [...byType.values()],
    source: sourceOf,
    frontendNode: nodeOf,
    frontendNodes(language) {
      return Object.fromEntries([...byType.keys()].map((type) => [type, nodeOf(type, language) as ComponentNode]));
    },
    catalogue(language) {
      const catalogue: Record<string, Record<string, ComponentNode>> = {};
      for (const component of byType.values()) {
        (catalogue[component.category] ??= {})[component.type] = nodeOf(component.type, language) as ComponentNode;
      }
      return catalogue;
    },
  };
}
