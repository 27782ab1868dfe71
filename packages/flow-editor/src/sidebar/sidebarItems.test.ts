import type { FlowHeader } from '@app/api-client';
import { describe, expect, it, vi } from 'vitest';
import { templateData } from '../store/testFlowStore';
import { sampleCatalogue } from '../testing/memoryComponentsApi';
import { catalogueItems, savedItems, sidebarSections } from './sidebarItems';

const label = (category: string) => category.toUpperCase();
const items = catalogueItems(sampleCatalogue, label);
const typesOf = (search: string) => sidebarSections(items, search).flatMap((section) => section.items.map((item) => item.type));

function componentFlow(id: string, official?: boolean): FlowHeader {
  const node = templateData().nodes.find((candidate) => candidate.data.type === 'Prompt')!;
  if (official !== undefined && node.type === 'genericNode') node.data.node = { ...node.data.node, official, display_name: `My ${id}` };
  return { id, name: `Flow ${id}`, folder_id: null, is_component: true, endpoint_name: null, description: null, data: { nodes: [node], edges: [] }, tags: [], icon: null, icon_bg_color: null, updated_at: null, released_at: null };
}

describe('sidebar sections', () => {
  it('lists the non-empty categories in the order of spec/3 section 9', () => {
    expect(sidebarSections(items, '').map((section) => section.category)).toEqual([
      'inputs',
      'outputs',
      'prompts',
      'data',
      'processing',
      'models',
      'vector stores',
      'embeddings',
      'agents',
      'memories',
      'text splitters',
      'tools',
      'logic',
    ]);
  });

  it('puts saved components first and unknown categories last', () => {
    const extra = catalogueItems({ zeta: { Z: { display_name: 'Z', template: {} } } }, label);
    const sections = sidebarSections([...extra, ...items, ...savedItems([componentFlow('c1')], label)], '');
    expect(sections[0]?.category).toBe('saved');
    expect(sections.at(-1)?.category).toBe('zeta');
  });

  it('orders by priority, then name', () => {
    const ordered = catalogueItems({ tools: { B: { display_name: 'B', template: {} }, A: { display_name: 'A', template: {} }, C: { display_name: 'C', template: {}, priority: 0 } } }, label);
    expect(sidebarSections(ordered, '')[0]?.items.map((item) => item.type)).toEqual(['C', 'A', 'B']);
  });

  it.each([
    ['display name', '聊天输入', 'ChatInput'],
    ['type', 'OpenAIEmbeddings', 'OpenAIEmbeddings'],
    ['fuzzy type', 'Webhok', 'Webhook'],
    ['category key', 'vector stores', 'DatabaseVectorStore'],
    ['category label', 'TEXT SPLITTERS', 'SplitText'],
  ])('finds a component by its %s', (_what, search, type) => {
    expect(typesOf(search)).toContain(type);
  });

  it('orders names with one collator, not a localeCompare per comparison (slow for the whole catalogue on open)', () => {
    const perCall = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const names = sidebarSections(items, '').flatMap((section) => section.items.filter((item) => item.priority === Number.MAX_SAFE_INTEGER).map((item) => item.display_name));
      expect(names.length).toBeGreaterThan(1);
      expect(perCall).not.toHaveBeenCalled();
    } finally {
      perCall.mockRestore();
    }
  });

  it('finds nothing for a search that matches nothing', () => {
    expect(sidebarSections(items, 'qqqqzzzz')).toEqual([]);
  });

  it('makes saved components deletable unless official, catalogue ones never', () => {
    expect(items.every((item) => !item.deletable)).toBe(true);
    const saved = savedItems([componentFlow('mine', false), componentFlow('theirs', true), { ...componentFlow('flow'), is_component: false }], label);
    expect(saved.map((item) => [item.flowId, item.type, item.deletable])).toEqual([
      ['mine', 'Prompt', true],
      ['theirs', 'Prompt', false],
    ]);
  });
});
