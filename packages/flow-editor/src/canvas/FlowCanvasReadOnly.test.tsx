// The read-only canvas of /flow/{id}/view: the flow drawn as in the editor, with nothing to move,
// connect, select, type in, drop or delete, and no graph actions on offer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { measureNodes } from '../nodes/test/StoreCanvas';
import { COMPONENT_DRAG_TYPE } from './componentDrag';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

describe('read-only FlowCanvas', () => {
  it('draws every node but none can be dragged, selected, connected or focused', async () => {
    const { store, container } = renderWithStore(<FlowCanvas readOnly />);
    measureNodes(store);
    await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(store.getState().nodes.length));
    const nodes = container.querySelectorAll('.react-flow__node');
    expect(container.querySelectorAll('.react-flow__node.draggable, .react-flow__node.selectable')).toHaveLength(0);
    const handles = [...container.querySelectorAll('.react-flow__handle')];
    expect(handles.length).toBeGreaterThan(0);
    expect(handles.every((handle) => handle.closest('[inert]') !== null)).toBe(true);
    expect([...nodes].every((node) => node.getAttribute('tabindex') === null)).toBe(true);
  });

  it('puts each node’s fields and buttons in an inert box, so nothing inside takes input', () => {
    const { container } = renderWithStore(<FlowCanvas readOnly />);
    const fields = container.querySelectorAll('.react-flow__node input, .react-flow__node textarea, .react-flow__node button');
    expect(fields.length).toBeGreaterThan(0);
    expect([...fields].every((field) => field.closest('[inert]') !== null)).toBe(true);
  });

  it('offers no note, lock, group or update actions, only zoom and share', () => {
    renderWithStore(<FlowCanvas readOnly toolbar={<button type="button">添加组件</button>} />);
    expect(screen.queryByRole('button', { name: '添加注释' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加组件' })).toBeNull();
    expect(screen.queryByRole('button', { name: '锁定画布' })).toBeNull();
    expect(screen.getByRole('button', { name: '放大' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '分享' })).toBeTruthy();
  });

  it('ignores keys and drops that would change the graph', () => {
    const { store, container } = renderWithStore(<FlowCanvas readOnly />);
    const before = store.getState().nodes.map((node) => node.id);
    store.setState({ nodes: store.getState().nodes.map((node, index) => ({ ...node, selected: index === 0 })) });
    fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
    fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD', ctrlKey: true });
    const pane = container.querySelector('.react-flow__pane')!;
    const dataTransfer = { types: [COMPONENT_DRAG_TYPE], files: [], getData: () => JSON.stringify({ type: 'Prompt' }), dropEffect: 'none' };
    fireEvent.dragOver(pane, { dataTransfer });
    fireEvent.drop(pane, { dataTransfer });
    expect(store.getState().nodes.map((node) => node.id)).toEqual(before);
    expect(store.getState().saveState).not.toBe('dirty');
  });
});
