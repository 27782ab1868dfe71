// The markdown renderer module, fetched once on the first reply (a failed fetch is retried by the
// next). Once loaded it is kept, so replies mounted later render at once instead of flashing their source.
// A type-only import: erased from the output, so the module itself still loads lazily.
import type * as MarkdownRender from './markdownRender';

type MarkdownModule = typeof MarkdownRender;

let loaded: MarkdownModule | undefined;
let loading: Promise<MarkdownModule> | undefined;

export function loadedMarkdown(): MarkdownModule | undefined {
  return loaded;
}

export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdownRender').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches the renderer ahead of the first reply (the chat input does when it is pointed at or focused). */
export function preloadChatMarkdown(): void {
  loadMarkdown().catch(() => undefined);
}
