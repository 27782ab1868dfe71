import { describe, expect, it } from 'vitest';
import { selectOutdatedNodeIds } from './outdated';
import { createTestFlowStore, nodeIdOf, testCatalogue } from './testFlowStore';

describe('selectOutdatedNodeIds', () => {
  const prompt = testCatalogue.Prompt;
  if (!prompt) throw new Error('fixture');
  const newer = { ...testCatalogue, Prompt: { ...prompt, template: { ...prompt.template, code: { type: 'code', show: true, value: '# newer' } } } };

  it('lists nodes whose code differs from the catalogue, never edited ones', () => {
    const store = createTestFlowStore();
    expect(selectOutdatedNodeIds(store.getState())).toEqual([]);
    store.getState().setComponents(newer);
    const promptId = nodeIdOf(store, 'Prompt');
    expect(selectOutdatedNodeIds(store.getState())).toEqual([promptId]);
    const node = store.getState().nodes.find((candidate) => candidate.id === promptId);
    if (!node || node.type !== 'genericNode') throw new Error('fixture');
    store.getState().replaceComponent(promptId, node.data.node, { edited: true });
    expect(selectOutdatedNodeIds(store.getState())).toEqual([]);
  });

  it('answers the same array while nodes and catalogue are the same, or the answer is', () => {
    const store = createTestFlowStore(undefined, newer);
    const first = selectOutdatedNodeIds(store.getState());
    expect(selectOutdatedNodeIds(store.getState())).toBe(first);
    store.getState().addNote({ x: 0, y: 0 });
    expect(selectOutdatedNodeIds(store.getState())).toBe(first);
  });
});
