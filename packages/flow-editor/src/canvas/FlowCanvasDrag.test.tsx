// What a drag costs the canvas beyond moving the node: every change of xyflow's store makes each
// node, edge and toolbar in view check its selection again, and a render of the canvas re-renders
// ReactFlow with all its props. A drag step may change xyflow's nodes and nothing else, renders
// ReactFlow but not the canvas around it, and the viewport an auto-pan reports back (onMoveEnd,
// each step) renders nothing.
import { act, waitFor } from '@testing-library/react';
import { useStoreApi } from '@xyflow/react';
import { Profiler, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFlowStore } from '../store/createFlowStore';
import { templateData, testCatalogue, testFlowRecord } from '../store/testFlowStore';
import { FlowCanvas } from './FlowCanvas';
import { renderWithStore } from './test/renderCanvas';

/** Records the keys of xyflow's store that each of its changes touches. */
function XyflowChanges({ into }: { into: string[] }) {
  const canvas = useStoreApi();
  useEffect(
    () =>
      canvas.subscribe((state, previous) => {
        for (const key of Object.keys(state) as (keyof typeof state)[]) if (state[key] !== previous[key]) into.push(key);
      }),
    [canvas, into],
  );
  return null;
}

const viewOf = (container: HTMLElement) => (container.querySelector('.react-flow__viewport') as HTMLElement).style.transform;

function savedViewStore() {
  return createFlowStore({ flow: testFlowRecord({ ...templateData(), viewport: { x: 0, y: 0, zoom: 1 } }), components: testCatalogue });
}

describe('FlowCanvas while a node is dragged', () => {
  it('hands xyflow the moved nodes and nothing else on each step', () => {
    const changed: string[] = [];
    const { store } = renderWithStore(<FlowCanvas toolbar={<XyflowChanges into={changed} />} />, { store: savedViewStore() });
    const moved = store.getState().nodes[0]!.id;
    for (let step = 1; step <= 3; step += 1) {
      act(() => store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]));
    }
    expect(changed.filter((key) => key === 'nodes')).toHaveLength(3);
    expect(new Set(changed)).toEqual(new Set(['nodes']));
  });

  it('renders ReactFlow with the moved nodes, not the canvas around it (Mantine asks matchMedia on each of its renders)', async () => {
    const { store, container } = renderWithStore(<FlowCanvas />, { store: savedViewStore() });
    const moved = store.getState().nodes[0]!.id;
    const matchMedia = vi.spyOn(window, 'matchMedia');
    try {
      for (let step = 1; step <= 3; step += 1) {
        act(() => store.getState().onNodesChange([{ type: 'position', id: moved, position: { x: 10 * step, y: 5 * step }, dragging: true }]));
      }
      expect(matchMedia).not.toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
    }
    // A node just outside the opening view is drawn a frame later (useNodesOnDemand).
    await waitFor(() => expect(container.querySelector<HTMLElement>(`.react-flow__node[data-id="${moved}"]`)?.style.transform).toBe('translate(30px, 15px)'));
  });

  it('renders nothing when the view it already shows comes back as the saved viewport', () => {
    let commits = 0;
    const { store, container } = renderWithStore(
      <Profiler id="canvas" onRender={() => (commits += 1)}>
        <FlowCanvas />
      </Profiler>,
      { store: savedViewStore() },
    );
    const shown = viewOf(container);
    commits = 0;
    act(() => store.getState().setViewport({ x: 0, y: 0, zoom: 1 }));
    expect(commits).toBe(0);
    expect(viewOf(container)).toBe(shown);
  });

  it('still follows a viewport the store is given (a reload or an import)', () => {
    const { store, container } = renderWithStore(<FlowCanvas />, { store: savedViewStore() });
    act(() => store.getState().setViewport({ x: 120, y: -40, zoom: 1.5 }));
    expect(viewOf(container)).toBe('translate(120px, -40px) scale(1.5)');
  });
});
