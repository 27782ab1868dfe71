import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nodeIdOf } from '../../store/testFlowStore';
import { renderNodes } from '../test/renderNodes';

function nodeCard(name: string): HTMLElement {
  return screen.getByRole('group', { name: `组件 ${name}` });
}

describe('GenericNode', () => {
  it('shows the shown, non-advanced fields in field order and the outputs', () => {
    const { store } = renderNodes();
    const chatInput = nodeIdOf(store, 'ChatInput');
    const card = nodeCard(store.getState().nodes.find((node) => node.id === chatInput)!.data.node.display_name as string);
    const rows = [...card.querySelectorAll('[data-field]')].map((row) => row.getAttribute('data-field'));
    expect(rows).toEqual(['input_value']);
    expect(card.querySelectorAll('[data-output]')).toHaveLength(1);
  });
});
