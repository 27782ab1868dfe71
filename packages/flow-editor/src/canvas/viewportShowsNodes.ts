// Whether a saved viewport shows any of the flow's nodes: a flow opened on a view of empty canvas
// (a starter template's stored viewport, a flow edited on a far bigger screen) is fitted instead.
import type { Viewport } from '@xyflow/react';

export interface PlacedNode {
  position: { x: number; y: number };
  parentId?: string;
  measured?: { width?: number; height?: number };
  width?: number;
  height?: number;
}

/** What a node takes before it is measured (nodes outside the view are not drawn, so never measured). */
const UNMEASURED_SIZE = { width: 320, height: 160 };

export function viewportShowsNodes(viewport: Viewport, size: { width: number; height: number }, nodes: readonly PlacedNode[]): boolean {
  const left = -viewport.x / viewport.zoom;
  const top = -viewport.y / viewport.zoom;
  const right = left + size.width / viewport.zoom;
  const bottom = top + size.height / viewport.zoom;
  // Children sit relative to their group: the group's own box decides.
  return nodes
    .filter((node) => !node.parentId)
    .some((node) => {
      const width = node.measured?.width ?? node.width ?? UNMEASURED_SIZE.width;
      const height = node.measured?.height ?? node.height ?? UNMEASURED_SIZE.height;
      return node.position.x < right && node.position.x + width > left && node.position.y < bottom && node.position.y + height > top;
    });
}
