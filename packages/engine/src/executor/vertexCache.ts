// The last result of each vertex, kept by the server per flow. A frozen vertex reuses it instead of
// running (reference section 4, build_vertex); every successful build refreshes it, so freezing a
// vertex after a build keeps that build's result.
import type { ResultData } from '@app/flow-graph';

export interface CachedVertexResult {
  values: Record<string, unknown>;
  /** Outputs the vertex stopped; a reused router closes the same branches again. */
  stopped: string[];
  excluded: string[];
  data: ResultData;
}

export interface VertexCache {
  get(vertexId: string): CachedVertexResult | undefined | Promise<CachedVertexResult | undefined>;
  set(vertexId: string, result: CachedVertexResult): void | Promise<void>;
}

/** An in-process cache; create one per flow. */
export function createMemoryVertexCache(): VertexCache {
  const entries = new Map<string, CachedVertexResult>();
  return {
    get: (vertexId) => entries.get(vertexId),
    set: (vertexId, result) => {
      entries.set(vertexId, result);
    },
  };
}
