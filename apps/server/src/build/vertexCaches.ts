// The frozen-vertex cache of each flow (the engine's VertexCache), kept in this process. Only the
// most recently built flows keep theirs, so memory stays bounded; a frozen vertex whose cache
// entry went simply runs again.
import { LRUCache } from 'lru-cache';
import { createMemoryVertexCache, type VertexCache } from '@app/engine';

/** One run's or build's cache of a flow. */
export interface FlowVertexCache extends VertexCache {
  /** Sends the results held back (the shared cache writes them once per run); called when the run ends. */
  flush(): void;
}

export interface VertexCaches {
  forFlow(flowId: string): FlowVertexCache;
  drop(flowIds: readonly string[]): void;
}

export function createVertexCaches(maxFlows = 200): VertexCaches {
  const caches = new LRUCache<string, FlowVertexCache>({ max: maxFlows });
  return {
    forFlow(flowId) {
      let cache = caches.get(flowId);
      if (!cache) {
        // Kept at once: nothing to send.
        cache = Object.assign(createMemoryVertexCache(), { flush: () => undefined });
        caches.set(flowId, cache);
      }
      return cache;
    },
    drop(flowIds) {
      for (const id of flowIds) caches.delete(id);
    },
  };
}
