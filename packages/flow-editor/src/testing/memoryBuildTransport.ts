// A build transport that runs nothing: it orders the posted graph like the server (sortGraph of
// @app/flow-graph) and answers each component with a text output naming it, for stories and
// tests of the editor's build views. Scripted failures and delays make the other paths reachable.
import type { BuildTransport, TransportRequest, TransportSink } from '@app/build-runner';
import { sortGraph, type BuildEvent, type FlowData, type GenericNode, type VertexBuildResponse } from '@app/flow-graph';

export interface MemoryBuildScript {
  /** Components whose build fails with this message. */
  failures?: Readonly<Record<string, string>>;
  /** Milliseconds each component takes (default 0). */
  componentMs?: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function vertexResponse(node: GenericNode | undefined, id: string, error: string | undefined): VertexBuildResponse {
  const name = node?.data.node.display_name ?? id;
  const outputs = Object.fromEntries(
    (node?.data.node.outputs ?? []).map((output) => [
      output.name,
      error === undefined ? { message: `${name}: ${output.name}`, type: 'text' as const } : { message: { errorMessage: error, stackTrace: `Traceback: ${name}\n  ${error}` }, type: 'error' as const },
    ]),
  );
  return {
    id,
    inactivated_vertices: [],
    next_vertices_ids: [],
    top_level_vertices: [],
    valid: error === undefined,
    params: error ?? null,
    data: { results: {}, outputs, logs: {}, message: error === undefined ? {} : { errorMessage: error }, artifacts: {}, timedelta: 0.01, duration: '10 ms', used_frozen_result: false },
    timestamp: new Date().toISOString(),
  };
}

export function createMemoryBuildTransport(script: MemoryBuildScript = {}): BuildTransport {
  let jobs = 0;
  return {
    async run(request: TransportRequest, sink: TransportSink) {
      const jobId = `memory-job-${(jobs += 1)}`;
      sink.onJobId?.(jobId);
      const data = (request.body.data ?? { nodes: [], edges: [] }) as Pick<FlowData, 'nodes' | 'edges'>;
      const sorted = sortGraph(data, { startComponentId: request.startComponentId, stopComponentId: request.stopComponentId });
      const nodes = new Map(data.nodes.map((node) => [node.id, node as GenericNode]));
      const emit = (event: BuildEvent) => sink.onEvent(event);
      emit({ event: 'vertices_sorted', data: { ids: sorted.first_layer, to_run: sorted.vertices_to_run } });
      for (const id of sorted.vertices_to_run) {
        emit({ event: 'build_start', data: { id } });
        await wait(script.componentMs ?? 0, request.signal);
        if (request.signal.aborted) return { jobId, delivery: request.delivery };
        const error = script.failures?.[id];
        emit({ event: 'end_vertex', data: { build_data: vertexResponse(nodes.get(id), id, error) } });
        if (error !== undefined) return { jobId, delivery: request.delivery };
        emit({ event: 'build_end', data: { id } });
      }
      emit({ event: 'end', data: { build_duration: 0 } });
      return { jobId, delivery: request.delivery };
    },
  };
}
