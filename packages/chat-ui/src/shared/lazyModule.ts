// A module fetched once when first needed (a renderer kept out of the first load). A failed fetch
// is retried by the next ask; once loaded the module is kept, so what mounts later renders at once
// instead of flashing its fallback first.
import { useEffect, useState } from 'react';

export interface LazyModule<T> {
  /** The module when it has loaded, else undefined. */
  loaded(): T | undefined;
  /** Fetches the module once; rejects when the fetch fails, and the next call fetches again. */
  load(): Promise<T>;
}

/** `importModule` must be an `import()` of its own, so bundlers keep the module in a chunk apart. */
export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module once it has loaded, undefined until then; mounting asks for it. A failed fetch keeps
 * the fallback on screen, and the next component mounted asks again.
 */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  const [value, setValue] = useState(module.loaded);
  useEffect(() => {
    if (value) return;
    let live = true;
    module.load().then(
      (loaded) => live && setValue(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, value]);
  return value;
}
