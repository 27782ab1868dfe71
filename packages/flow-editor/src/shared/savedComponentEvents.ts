// Tells the sidebar's saved category that a component was just saved (a node's 保存组件), so it
// appears without reloading the editor.
import type { FlowHeader } from '@app/api-client';

type Listener = (component: FlowHeader) => void;

const listeners = new Set<Listener>();

export function announceSavedComponent(component: FlowHeader): void {
  for (const listener of listeners) listener(component);
}

/** Returns the unsubscribe function. */
export function onSavedComponent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
