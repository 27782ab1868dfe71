// The nodes the canvas hands xyflow, as React state fed by a store subscription rather than a
// store selector. A selector (useSyncExternalStore) renders every store change synchronously, in
// the task that made it: each pointer move of a drag then also rendered ReactFlow, committed,
// and ran xyflow's update of its own store before the browser could draw a frame. As state, a
// change made during a pointer move is rendered at that event's (continuous) priority in a task
// of its own, as a bare xyflow page does with its useState nodes; clicks and keys still render
// at once. The nodes' own components read the store by id, so they never show an older node.
import { useEffect, useState } from 'react';
import type { FlowStore } from '../store/FlowStoreProvider';
import type { EditorNode } from '../store/types';

export function useCanvasNodes(store: FlowStore): EditorNode[] {
  const [nodes, setNodes] = useState(() => store.getState().nodes);
  useEffect(() => {
    // A change between the first render and this subscription is taken here.
    setNodes(store.getState().nodes);
    return store.subscribe((state, previous) => {
      if (state.nodes !== previous.nodes) setNodes(state.nodes);
    });
  }, [store]);
  return nodes;
}
