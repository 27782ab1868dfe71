// The store of a screen without a canvas (the playground): everything but canvas changes works
// without xyflow's appliers; canvas changes are refused loudly instead of being dropped.
import { describe, expect, it } from 'vitest';
import { createFlowStoreCore } from './flowStoreCore';
import { templateData, testFlowRecord } from './testFlowStore';

describe('a flow store without a canvas', () => {
  it('holds, edits and saves the flow like the canvas store', () => {
    const data = templateData();
    const store = createFlowStoreCore({ flow: testFlowRecord(data), components: {} }, null);
    expect(store.getState().nodes.map((node) => node.id)).toEqual(data.nodes.map((node) => node.id));
    expect(store.getState().toFlowData().edges).toHaveLength(data.edges.length);
    store.getState().addNote({ x: 0, y: 0 });
    expect(store.getState().nodes).toHaveLength(data.nodes.length + 1);
    expect(store.getState().saveState).toBe('dirty');
    store.getState().undo();
    expect(store.getState().nodes).toHaveLength(data.nodes.length);
  });

  it('refuses canvas changes and leaves the graph alone', () => {
    const store = createFlowStoreCore({ flow: testFlowRecord(templateData()), components: {} }, null);
    const { nodes, edges } = store.getState();
    const nodeId = nodes[0]!.id;
    expect(() => store.getState().onNodesChange([{ type: 'select', id: nodeId, selected: true }])).toThrow(/no canvas/);
    expect(() => store.getState().onEdgesChange([{ type: 'remove', id: edges[0]!.id }])).toThrow(/no canvas/);
    expect(store.getState().nodes).toBe(nodes);
    expect(store.getState().edges).toBe(edges);
  });
});
