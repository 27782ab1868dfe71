// The frozen-vertex cache of each flow (the engine's VertexCache), kept in this process. Only the
// most recently built flows keep theirs, so memory stays bounded; a frozen vertex whose cache
// entry went simply runs again.
import { LRUCache } from 'lru-cache';
import { createMemoryVertexCache, type VertexCache } from '@app/engine';

export interface VertexCaches {
  forFlow(flowId: string): VertexCache;
  drop(flowIds: readonly string[]): void;
}

export function createVertexCaches(maxFlows = 200): VertexCaches {
  const caches = new LRUCache<string, VertexCache>({ max: maxFlows });
  return {
    forFlow(flowId) {
      let cache = caches.get(flowId);
      if (!cache) {
        cache = createMemoryVertexCache();
        caches.set(flowId, cache);
      }
      return cache;
    },
    drop(flowIds) {
      for (const id of flowIds) caches.delete(id);
    },
  };
}
