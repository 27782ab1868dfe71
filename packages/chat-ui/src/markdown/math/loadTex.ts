// The KaTeX module, fetched once on the first formula (a failed fetch is retried by the next).
// Once loaded it is kept, so formulas mounted later typeset at once instead of flashing their TeX.
// A type-only import: erased from the output, so the module itself still loads lazily.
import type * as KatexRender from './katexRender';

type TexModule = typeof KatexRender;

let loaded: TexModule | undefined;
let loading: Promise<TexModule> | undefined;

export function loadedTex(): TexModule | undefined {
  return loaded;
}

export function loadTex(): Promise<TexModule> {
  loading ??= import('./katexRender').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
