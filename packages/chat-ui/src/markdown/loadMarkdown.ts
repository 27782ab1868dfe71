// The markdown renderer, fetched on the first reply (or ahead of it, below) rather than with the chat.
import { lazyModule } from '../shared/lazyModule';

export const markdownRenderer = lazyModule(() => import('./markdownRender'));

/** Fetches the renderer ahead of the first reply (the chat input does when it is pointed at or focused). */
export function preloadChatMarkdown(): void {
  markdownRenderer.load().catch(() => undefined);
}
