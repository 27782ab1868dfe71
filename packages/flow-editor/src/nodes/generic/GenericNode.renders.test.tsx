// Proof that a node re-renders only for changes to itself: every render of a node's body renders
// its header element once (the stand-in below, not memoized, around the real memoized header), so
// counting those per node id counts node renders. Beside renders: what a drag step must not do
// for nodes it does not change (read their code, keep a toolbar subscribed to xyflow's store).
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isEditorGenericNode } from '../../store/graph';
import type { FlowStore } from '../../store/FlowStoreProvider';
import { nodeIdOf } from '../../store/testFlowStore';
import { renderNodes, selectNode } from '../test/renderNodes';
import type * as XyflowModule from '@xyflow/react';
import type * as FieldsModule from '../../fields';
import type { FieldRowProps } from '../../fields/FieldRow';
import type * as NodeHeaderModule from './NodeHeader';
import type { NodeHeaderProps } from './NodeHeader';

const renders = vi.hoisted(() => new Map<string, number>());
const fieldRowRenders = vi.hoisted(() => ({ count: 0 }));
const mountedToolbars = vi.hoisted(() => new Set<symbol>());

// xyflow's NodeToolbar counts the selected nodes of the whole flow on every change of its store.
vi.mock('@xyflow/react', async (importOriginal) => {
  const original = await importOriginal<typeof XyflowModule>();
  const { useEffect } = await import('react');
  return {
    ...original,
    NodeToolbar(props: Parameters<typeof original.NodeToolbar>[0]) {
      useEffect(() => {
        const mounted = Symbol('toolbar');
        mountedToolbars.add(mounted);
        return () => void mountedToolbars.delete(mounted);
      }, []);
      return <original.NodeToolbar {...props} />;
    },
  };
});

vi.mock('../../fields', async (importOriginal) => {
  const original = await importOriginal<typeof FieldsModule>();
  return {
    ...original,
    FieldRow(props: FieldRowProps) {
      fieldRowRenders.count += 1;
      return <original.FieldRow {...props} />;
    },
  };
});

vi.mock('./NodeHeader', async (importOriginal) => {
  const original = await importOriginal<typeof NodeHeaderModule>();
  return {
    NodeHeader(props: NodeHeaderProps) {
      renders.set(props.node.id, (renders.get(props.node.id) ?? 0) + 1);
      return <original.NodeHeader {...props} />;
    },
  };
});

describe('GenericNode renders', () => {
  beforeEach(() => renders.clear());

  it('dragging or editing one node never re-renders another', () => {
    const { store } = renderNodes();
    const moved = nodeIdOf(store, 'ChatInput');
    const others = store.getState().nodes.filter((node) => node.type === 'genericNode' && node.id !== moved).map((node) => node.id);
    expect(others.length).toBeGreaterThan(2);
    expect(others.every((id) => (renders.get(id) ?? 0) > 0)).toBe(true);
    renders.clear();

    act(() => {
      for (let step = 1; step <= 5; step += 1) {
        store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]);
      }
      store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 60, y: 30 }, dragging: false }]);
    });
    act(() => store.getState().setFieldValue(moved, 'input_value', '你好'));
    act(() => store.getState().renameNode(moved, '提问'));

    expect(renders.get(moved)).toBeGreaterThanOrEqual(2);
    for (const id of others) expect(renders.get(id) ?? 0).toBe(0);
  });

  it('moving a node renders no part of its card, which xyflow places; selecting it does', () => {
    const { store } = renderNodes();
    const moved = nodeIdOf(store, 'ChatInput');
    renders.clear();
    act(() => {
      for (let step = 1; step <= 5; step += 1) {
        store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]);
      }
      store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 60, y: 30 }, dragging: false }]);
    });
    expect(renders.get(moved) ?? 0).toBe(0);
    act(() => selectNode(store, moved));
    expect(renders.get(moved)).toBeGreaterThan(0);
  });

  it('removing an edge re-renders only what it touched: the field it fed gets its editor back', () => {
    const { store } = renderNodes();
    const edge = store.getState().edges.find((candidate) => candidate.source === nodeIdOf(store, 'Prompt'))!;
    renders.clear();
    act(() => store.getState().deleteEdges([edge.id]));
    expect([...renders.keys()].every((id) => id === edge.source || id === edge.target)).toBe(true);
    expect(renders.get(edge.target)).toBeGreaterThan(0);
  });

  it('dragging a node leaves its field rows alone: they read its content, which a move keeps', () => {
    const { store } = renderNodes();
    const moved = nodeIdOf(store, 'ChatInput');
    fieldRowRenders.count = 0;
    act(() => {
      for (let step = 1; step <= 5; step += 1) {
        store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]);
      }
    });
    expect(fieldRowRenders.count).toBe(0);
    act(() => store.getState().setFieldValue(moved, 'input_value', '你好'));
    expect(fieldRowRenders.count).toBeGreaterThan(0);
  });

  it('dragging a node reads no code: outdated and Langflow checks are kept per node content, which a move keeps', () => {
    const { store } = renderNodes();
    const reads = countCodeReads(store);
    const moved = nodeIdOf(store, 'ChatInput');
    act(() => {
      for (let step = 1; step <= 5; step += 1) {
        store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]);
      }
      store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 60, y: 30 }, dragging: false }]);
    });
    expect(reads.count).toBe(0);
  });

  it('mounts xyflow\'s toolbar on the selected node only', () => {
    const { store } = renderNodes();
    expect(mountedToolbars.size).toBe(0);
    act(() => selectNode(store, nodeIdOf(store, 'ChatInput')));
    expect(mountedToolbars.size).toBe(1);
    act(() => selectNode(store, nodeIdOf(store, 'Prompt')));
    expect(mountedToolbars.size).toBe(1);
  });
});

/** Counts reads of every component node's code from now on (the store keeps these objects while nodes move). */
function countCodeReads(store: FlowStore): { count: number } {
  const reads = { count: 0 };
  for (const node of store.getState().nodes) {
    const field = isEditorGenericNode(node) ? node.data.node.template.code : undefined;
    if (typeof field !== 'object' || field === null) continue;
    const { value } = field as { value: unknown };
    Object.defineProperty(field, 'value', {
      enumerable: true,
      get() {
        reads.count += 1;
        return value;
      },
    });
  }
  return reads;
}
