// xyflow draws every node once to measure it, in view or not, because an edge needs the places of
// its handles: a large flow opened on a saved view paid for hundreds of full node cards before its
// first frame. The canvas gives xyflow the nodes the view needs (nodesNearView) and marks the
// others hidden until a view needs them: a pan or zoom that brings them near, or a fit of the view.
// Once every node has been needed the store's nodes go to xyflow as they are. Nodes added after
// opening are never held back; the store itself never sees the hidden flag.
import { useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlowStore } from '../store/FlowStoreProvider';
import type { EditorEdge, EditorNode } from '../store/types';
import { nodesNearView } from './nodesNearView';

const heldCopies = new WeakMap<EditorNode, EditorNode>();

/** The node as xyflow gets it while held back: the same object for the same node, so xyflow sees no change. */
function heldCopy(node: EditorNode): EditorNode {
  let copy = heldCopies.get(node);
  if (!copy) {
    copy = { ...node, hidden: true };
    heldCopies.set(node, copy);
  }
  return copy;
}

export interface NodesOnDemand {
  /** The ids of the nodes held back; give xyflow the store's nodes through shownNodes with it. */
  held: ReadonlySet<string>;
  /** Hands xyflow these nodes (all when none are named), e.g. before fitting the view to them. */
  release(ids?: readonly string[]): void;
}

/**
 * `initialView`: the saved view the canvas opens on; null when it opens fitted to the whole flow,
 * which needs every node. The nodes are read from the store, not taken as an argument: the canvas
 * that holds this hook then need not render on each change of a node (every step of a drag).
 */
export function useNodesOnDemand(store: FlowStore, edges: EditorEdge[], initialView: { x: number; y: number; zoom: number } | null): NodesOnDemand {
  const canvas = useStoreApi();
  const [held, setHeld] = useState<ReadonlySet<string>>(() => {
    if (!initialView) return new Set();
    const { nodes } = store.getState();
    // The pane is not measured yet; it is no larger than the window.
    const needed = nodesNearView(nodes, edges, initialView, { width: window.innerWidth, height: window.innerHeight });
    return new Set(nodes.filter((node) => !needed.has(node.id)).map((node) => node.id));
  });
  const latestEdges = useRef(edges);
  latestEdges.current = edges;

  const release = useCallback((ids?: readonly string[]) => {
    setHeld((current) => {
      if (current.size === 0) return current;
      if (!ids) return new Set();
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next.size === current.size ? current : next;
    });
  }, []);

  const holding = held.size > 0;
  useEffect(() => {
    if (!holding) return;
    const releaseNearView = () => {
      const { transform, width, height } = canvas.getState();
      if (width === 0 || height === 0) return;
      const [x, y, zoom] = transform;
      release([...nodesNearView(store.getState().nodes, latestEdges.current, { x, y, zoom }, { width, height })]);
    };
    releaseNearView();
    return canvas.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height) releaseNearView();
    });
  }, [canvas, store, holding, release]);

  return useMemo(() => ({ held, release }), [held, release]);
}

/** The nodes to give xyflow: `nodes` with those `held` marked hidden. */
export function useShownNodes(nodes: EditorNode[], held: ReadonlySet<string>): EditorNode[] {
  return useMemo(() => (held.size > 0 ? nodes.map((node) => (held.has(node.id) ? heldCopy(node) : node)) : nodes), [nodes, held]);
}
