// What the component sidebar lists: the catalogue's components and the user's saved components,
// grouped by category in the order of spec/3 section 9, filtered by a fuzzy search (threshold 0.2
// over name, description, type and category) and ordered by priority, then score, then name.
import type { ComponentCatalogue, FlowHeader } from '@app/api-client';
import { isGenericNode, type ComponentNode } from '@app/flow-graph';
import Fuse from 'fuse.js';

export const SAVED_CATEGORY = 'saved';

/** The sidebar's categories in the spec's order; catalogue categories not listed here follow them. */
export const SIDEBAR_CATEGORIES = [
  SAVED_CATEGORY,
  'inputs',
  'outputs',
  'prompts',
  'data',
  'processing',
  'models',
  'vector stores',
  'embeddings',
  'agents',
  'media',
  'chains',
  'loaders',
  'link extractors',
  'memories',
  'output parsers',
  'prototypes',
  'retrievers',
  'text splitters',
  'toolkits',
  'tools',
  'logic',
  'helpers',
] as const;

export const SEARCH_THRESHOLD = 0.2;

export interface SidebarItem {
  /** Unique among the items: category and type, or the saved component's flow id. */
  key: string;
  /** The component type added to the canvas. */
  type: string;
  category: string;
  /** The category's shown name, searched along with the key. */
  categoryLabel: string;
  display_name: string;
  description: string;
  node: ComponentNode;
  /** Lower comes first; components without one go last. */
  priority: number;
  /** The flow a saved component is stored as; absent for the catalogue's components. */
  flowId?: string;
  /** Only the user's own, non-official components can be deleted. */
  deletable: boolean;
}

export interface SidebarSection {
  category: string;
  items: SidebarItem[];
}

function priorityOf(node: ComponentNode): number {
  return typeof node.priority === 'number' ? node.priority : Number.MAX_SAFE_INTEGER;
}

/** The catalogue's components as sidebar items. */
export function catalogueItems(catalogue: ComponentCatalogue, labelOf: (category: string) => string): SidebarItem[] {
  return Object.entries(catalogue).flatMap(([category, components]) =>
    Object.entries(components).map(([type, node]) => ({
      key: `${category}/${type}`,
      type,
      category,
      categoryLabel: labelOf(category),
      display_name: node.display_name || type,
      description: node.description ?? '',
      node,
      priority: priorityOf(node),
      deletable: false,
    })),
  );
}

/** The user's component flows (header_flows answers keep a component's graph) as saved items: each holds one component node. */
export function savedItems(flows: readonly FlowHeader[], labelOf: (category: string) => string): SidebarItem[] {
  return flows.flatMap((flow) => {
    const node = flow.data?.nodes.find(isGenericNode);
    if (!flow.is_component || !node) return [];
    const component = node.data.node;
    return [
      {
        key: `${SAVED_CATEGORY}/${flow.id}`,
        type: node.data.type,
        category: SAVED_CATEGORY,
        categoryLabel: labelOf(SAVED_CATEGORY),
        display_name: component.display_name || flow.name,
        description: component.description ?? flow.description ?? '',
        node: component,
        priority: priorityOf(component),
        flowId: flow.id,
        deletable: component.official !== true,
      },
    ];
  });
}

// One collator for every comparison: localeCompare sets up the comparison on each call, which
// took about 100 ms to order the catalogue when the editor opened (issue 19).
const names = new Intl.Collator();

const byOrder = (a: SidebarItem & { score: number }, b: SidebarItem & { score: number }) =>
  a.priority - b.priority || a.score - b.score || names.compare(a.display_name, b.display_name);

function categoryRank(category: string): number {
  const index = (SIDEBAR_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? SIDEBAR_CATEGORIES.length : index;
}

/**
 * The non-empty categories with their items, in the spec's order (unknown categories after, by
 * name). With a search, only matches are kept.
 */
export function sidebarSections(items: readonly SidebarItem[], search: string): SidebarSection[] {
  const query = search.trim();
  const scored = query
    ? new Fuse(items, {
        keys: ['display_name', 'description', 'type', 'category', 'categoryLabel'],
        threshold: SEARCH_THRESHOLD,
        ignoreLocation: true,
        includeScore: true,
      })
        .search(query)
        .map((result) => ({ ...result.item, score: result.score ?? 0 }))
    : items.map((item) => ({ ...item, score: 0 }));
  const byCategory = new Map<string, Array<SidebarItem & { score: number }>>();
  for (const item of scored) {
    const list = byCategory.get(item.category);
    if (list) list.push(item);
    else byCategory.set(item.category, [item]);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || names.compare(a, b))
    .map(([category, list]) => ({ category, items: list.sort(byOrder).map(({ score: _score, ...item }) => item) }));
}
