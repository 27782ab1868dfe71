// Which nodes a view of the canvas needs drawn: those within `margin` views around it (half a view
// unless told), and both ends of every edge that may cross that area (an edge is drawn only when
// xyflow knows both its ends).
// Nodes never measured count with a size larger than they can be, so nothing that may show is missed.
import type { Viewport } from '@xyflow/react';
import type { PlacedNode } from './viewportShowsNodes';

export interface LinkedNodes {
  source: string;
  target: string;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Wider and taller than any node card: the widest card and a row per template entry and output, each taller than drawn. */
function sizeOf(node: PlacedNode & { data?: unknown }): { width: number; height: number } {
  if (node.measured?.width !== undefined && node.measured.height !== undefined) return { width: node.measured.width, height: node.measured.height };
  const component = (node.data as { node?: { template?: object; outputs?: unknown[] } } | undefined)?.node;
  const rows = Object.keys(component?.template ?? {}).length + (component?.outputs?.length ?? 0);
  return { width: node.width ?? 640, height: node.height ?? 400 + 160 * rows };
}

function boxOf(node: PlacedNode): Box {
  const { width, height } = sizeOf(node);
  return { left: node.position.x, top: node.position.y, right: node.position.x + width, bottom: node.position.y + height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** The ids of `nodes` that the view (`viewport` over a pane of `size`) needs. Children of groups always count. */
export function nodesNearView<Node extends PlacedNode & { id: string }>(
  nodes: readonly Node[],
  edges: readonly LinkedNodes[],
  viewport: Viewport,
  size: { width: number; height: number },
  margin = 0.5,
): Set<string> {
  const width = size.width / viewport.zoom;
  const height = size.height / viewport.zoom;
  const left = -viewport.x / viewport.zoom - width * margin;
  const top = -viewport.y / viewport.zoom - height * margin;
  const area: Box = { left, top, right: left + width * (1 + 2 * margin), bottom: top + height * (1 + 2 * margin) };
  const boxes = new Map(nodes.map((node) => [node.id, boxOf(node)]));
  const needed = new Set(nodes.filter((node) => node.parentId !== undefined || overlaps(area, boxes.get(node.id)!)).map((node) => node.id));
  for (const edge of edges) {
    const source = boxes.get(edge.source);
    const target = boxes.get(edge.target);
    if (!source || !target) continue;
    const span = { left: Math.min(source.left, target.left), top: Math.min(source.top, target.top), right: Math.max(source.right, target.right), bottom: Math.max(source.bottom, target.bottom) };
    if (overlaps(area, span)) {
      needed.add(edge.source);
      needed.add(edge.target);
    }
  }
  return needed;
}
