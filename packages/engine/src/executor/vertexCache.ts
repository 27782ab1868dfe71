// The last result of each vertex, kept by the server per flow. A frozen vertex reuses it instead of
// running while its inputs stay the same (reference section 4, build_vertex; frozenCache.ts); every
// successful build refreshes it, so freezing a vertex after a build keeps that build's result.
import type { ResultData } from '@app/flow-graph';

export interface CachedVertexResult {
  values: Record<string, unknown>;
  /** Outputs the vertex stopped; a reused router closes the same branches again. */
  stopped: string[];
  excluded: string[];
  data: ResultData;
  /**
   * What the result was made from (frozenCache.ts): a frozen vertex reuses it only for the same.
   * Kept as is and compared when a frozen vertex asks, so building costs nothing for it.
   */
  made: VertexInputs;
}

/** A vertex's type, code and resolved inputs: what decides its result. */
export interface VertexInputs {
  type: string;
  code: unknown;
  inputs: Record<string, unknown>;
  dynamicInputs: Record<string, unknown>;
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
