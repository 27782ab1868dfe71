// What `react` means in the chat page's build (vite.config.ts): Preact's compatibility layer, plus
// React 19's Activity, which Mantine's Transition uses for keep-mounted content and Preact lacks.
// Hidden content stays mounted (its state survives) under a wrapper that is display:none, and the
// wrapper is a layout-neutral display:contents while visible; the same element in both modes, so
// switching never remounts the children.
import { createElement, type ReactNode } from 'preact/compat';

// @ts-expect-error preact/compat declares its types with `export =`; the build reads its ES module, which has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}

export function Activity({ mode = 'visible', children }: ActivityProps) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
