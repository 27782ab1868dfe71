// A new group keeps Langflow's stored name ("Group") and shows it in the user's language.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodeIdOf } from '../../store/testFlowStore';
import { measureNodes, renderNodes } from '../test/renderNodes';

describe('group node name', () => {
  it('shows a new group as 组合 while its stored name stays Group, and a renamed one as named', () => {
    const { store } = renderNodes();
    const members = new Set([nodeIdOf(store, 'Prompt'), nodeIdOf(store, 'OpenAIModel')]);
    let groupId = '';
    act(() => {
      store.getState().onNodesChange(store.getState().nodes.map((node) => ({ type: 'select', id: node.id, selected: members.has(node.id) })));
      const result = store.getState().groupSelection();
      if (result.ok) groupId = result.nodeId;
      measureNodes(store);
    });
    expect(store.getState().nodes.find((node) => node.id === groupId)?.data.node?.display_name).toBe('Group');
    expect(screen.getByRole('group', { name: '组件 组合' })).toBeTruthy();
    act(() => store.getState().renameNode(groupId, '检索'));
    expect(screen.getByRole('group', { name: '组件 检索' })).toBeTruthy();
  });
});
