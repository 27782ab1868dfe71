// The build calls beside the event protocol, in memory: freezing orders the posted graph like the
// server; the pool holds what the seed gives.
import type { BuildsApi, VertexBuildRecord } from '@app/api-client';
import { verticesToRunForFreeze } from '@app/flow-graph';

export function createMemoryBuildsApi(pool: Readonly<Record<string, Record<string, VertexBuildRecord[]>>> = {}): BuildsApi {
  return {
    freeze: async (_flowId, stopComponentId, data) => verticesToRunForFreeze(data ?? { nodes: [], edges: [] }, stopComponentId),
    vertexBuilds: async (flowId) => structuredClone(pool[flowId] ?? {}),
  };
}
