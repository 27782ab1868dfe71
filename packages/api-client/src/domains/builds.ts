// Build calls beside the event protocol of @app/build-runner (spec/3 section 7): freezing a path
// (which components refresh) and the flow pool, the last stored build of each component that the
// editor shows before anything is built in this visit.
import type { FlowData, VertexBuildResponse } from '@app/flow-graph';
import type { DomainContext } from './context';

/** One stored component build of GET monitor/builds; `data` is that build's result. */
export interface VertexBuildRecord {
  build_id: string;
  id: string;
  timestamp: string;
  data: VertexBuildResponse['data'];
  artifacts: unknown;
  params: string | null;
  valid: boolean;
  flow_id: string;
}

export interface BuildsApi {
  /** POST build/{flowId}/freeze: the components that freezing the path up to `stopComponentId` refreshes. */
  freeze(flowId: string, stopComponentId: string, data?: Pick<FlowData, 'nodes' | 'edges'>): Promise<string[]>;
  /** GET monitor/builds?flow_id: stored builds per component id, oldest first. */
  vertexBuilds(flowId: string): Promise<Record<string, VertexBuildRecord[]>>;
}

export function createBuildsApi({ request }: DomainContext): BuildsApi {
  return {
    freeze: async (flowId, stopComponentId, data) => {
      const answer = await request<{ vertices_to_run: string[] }>({
        method: 'POST',
        path: `/api/v1/build/${encodeURIComponent(flowId)}/freeze`,
        json: { stop_component_id: stopComponentId, data: data ?? null },
      });
      return answer.vertices_to_run;
    },
    vertexBuilds: async (flowId) => {
      const answer = await request<{ vertex_builds: Record<string, VertexBuildRecord[]> }>({
        path: '/api/v1/monitor/builds',
        searchParams: { flow_id: flowId },
      });
      return answer.vertex_builds;
    },
  };
}
