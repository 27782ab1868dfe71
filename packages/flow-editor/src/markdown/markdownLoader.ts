// The markdown renderer, fetched once when first needed (a failed fetch is retried by the next
// ask). Once loaded it is kept, so markdown mounted later renders at once instead of flashing its source.
// A type-only import: erased from the output, so the module itself still loads lazily.
import type * as SafeMarkdownModule from './SafeMarkdown';

type MarkdownModule = typeof SafeMarkdownModule;

let loaded: MarkdownModule | undefined;
let loading: Promise<MarkdownModule> | undefined;

export function loadedMarkdown(): MarkdownModule | undefined {
  return loaded;
}

export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./SafeMarkdown').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
