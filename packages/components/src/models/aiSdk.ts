// The AI SDK loads with the first model, agent or embeddings call, not with the server: compiling
// it is most of what a start costs (issue 19), and a server may never call a model.
import type * as AiSdk from './aiSdkParts';

/** `load` run once: concurrent first callers share one load. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

let loaded: typeof AiSdk | undefined;

export const loadAiSdk = loadOnce(async () => (loaded = await import('./aiSdkParts')));

/** The SDK once a call has loaded it; before that, nothing can hold one of its objects. */
export function loadedAiSdk(): typeof AiSdk | undefined {
  return loaded;
}
