// The frozen-vertex cache of each flow (the engine's VertexCache), kept in this process. Only the
// most recently built flows keep theirs, so memory stays bounded; a frozen vertex whose cache
// entry went simply runs again.
import { createMemoryVertexCache, type VertexCache } from '@app/engine';

export interface VertexCaches {
  forFlow(flowId: string): VertexCache;
  drop(flowIds: readonly string[]): void;
}

export function createVertexCaches(maxFlows = 200): VertexCaches {
  const caches = new Map<string, VertexCache>();
  return {
    forFlow(flowId) {
      let cache = caches.get(flowId);
      if (cache) {
        // Re-inserting moves the flow to the young end of the Map's order.
        caches.delete(flowId);
      } else {
        cache = createMemoryVertexCache();
      }
      caches.set(flowId, cache);
      if (caches.size > maxFlows) caches.delete(caches.keys().next().value as string);
      return cache;
    },
    drop(flowIds) {
      for (const id of flowIds) caches.delete(id);
    },
  };
}
