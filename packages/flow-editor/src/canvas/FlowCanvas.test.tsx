import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

describe('FlowCanvas', () => {
  it('renders the nodes of the store', () => {
    const { store, container } = renderWithStore(<FlowCanvas />);
    expect(container.querySelectorAll('.react-flow__node')).toHaveLength(store.getState().nodes.length);
    expect(screen.getByRole('button', { name: '锁定画布' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '锁定画布' }));
    expect(store.getState().locked).toBe(true);
  });
});
