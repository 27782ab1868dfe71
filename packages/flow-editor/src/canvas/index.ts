export { COMPONENT_DRAG_TYPE, readComponentDrag } from './componentDrag';
export type { ComponentDragPayload } from './componentDrag';
