// The drag from the component sidebar onto the canvas: the sidebar writes this payload under its
// own media type, the canvas reads it back on drop (spec/3 section 2, Canvas and sidebar).
import type { ComponentNode } from '@app/flow-graph';

export const COMPONENT_DRAG_TYPE = 'application/x-flow-component';

/** `node` is set for the user's saved components, which are not in the catalogue by their type. */
export interface ComponentDragPayload {
  type: string;
  node?: ComponentNode;
}

/** The payload of a drag, or null when the drag carries none or it is not a component. */
export function readComponentDrag(dataTransfer: Pick<DataTransfer, 'getData'>): ComponentDragPayload | null {
  const raw = dataTransfer.getData(COMPONENT_DRAG_TYPE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type, node } = parsed as { type?: unknown; node?: unknown };
    if (typeof type !== 'string' || type === '') return null;
    return typeof node === 'object' && node !== null ? { type, node: node as ComponentNode } : { type };
  } catch {
    return null;
  }
}

/** Whether a drag (by its declared types, all that is readable before the drop) brings a component or files. */
export function dragKind(dataTransfer: Pick<DataTransfer, 'types'>): 'component' | 'files' | 'other' {
  const types = Array.from(dataTransfer.types);
  if (types.includes(COMPONENT_DRAG_TYPE)) return 'component';
  if (types.includes('Files')) return 'files';
  return 'other';
}
