// xyflow draws every node once to measure it, in view or not, because an edge needs the places of
// its handles: a large flow opened on a saved view paid for hundreds of full node cards before its
// first frame. The canvas gives xyflow the nodes the view needs (nodesNearView) and marks the
// others hidden until a view needs them: a pan or zoom that brings them near, or a fit of the view.
// A flow opens with the nodes in view only; those around it follow once a frame has drawn the view.
// Once every node has been needed the store's nodes go to xyflow as they are. Nodes added after
// opening are never held back; the store itself never sees the hidden flag.
import { useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FlowStore } from '../store/FlowStoreProvider';
import type { EditorEdge, EditorNode } from '../store/types';
import { nodesNearView } from './nodesNearView';

/** Nodes around the opening view mounted per frame: a full node card takes a few milliseconds. */
const AROUND_PER_FRAME = 4;

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
  // What opening on a saved view holds back, and which of those nodes are around the view.
  const [opening] = useState(() => {
    if (!initialView) return { held: new Set<string>(), around: [] };
    const { nodes } = store.getState();
    // The pane is not measured yet; it is no larger than the window.
    const pane = { width: window.innerWidth, height: window.innerHeight };
    const inView = nodesNearView(nodes, edges, initialView, pane, 0);
    const around = [...nodesNearView(nodes, edges, initialView, pane)].filter((id) => !inView.has(id));
    return { held: new Set(nodes.filter((node) => !inView.has(node.id)).map((node) => node.id)), around };
  });
  const [held, setHeld] = useState<ReadonlySet<string>>(opening.held);
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
    // The nodes around the opening view wait for the next frame, which draws (and measures) those
    // in it: mounting them first would make the view wait. They come a few per frame, so no frame
    // waits for all of them.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = (step: () => void) => {
      frame = requestAnimationFrame(() => (timer = setTimeout(step, 0)));
    };
    let next = 0;
    const releaseAround = () => {
      if (next >= opening.around.length) return releaseNearView();
      release(opening.around.slice(next, (next += AROUND_PER_FRAME)));
      afterFrame(releaseAround);
    };
    afterFrame(releaseAround);
    const stop = canvas.subscribe((state, previous) => {
      if (state.transform !== previous.transform || state.width !== previous.width || state.height !== previous.height) releaseNearView();
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
    };
  }, [canvas, store, holding, release, opening]);

  return useMemo(() => ({ held, release }), [held, release]);
}

/** The nodes to give xyflow: `nodes` with those `held` marked hidden. */
export function useShownNodes(nodes: EditorNode[], held: ReadonlySet<string>): EditorNode[] {
  return useMemo(() => (held.size > 0 ? nodes.map((node) => (held.has(node.id) ? heldCopy(node) : node)) : nodes), [nodes, held]);
}
