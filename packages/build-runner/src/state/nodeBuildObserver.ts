import type { BuildStatus, VertexBuildResponse } from '@app/flow-graph';
import type { BuildRun } from './buildRun';
import { RunObserver, type BuildCacheOwner, type RunSelector } from './runObserver';

export interface NodeBuildObserverOptions extends RunSelector {
  nodeId: string;
}

export interface NodeBuildResult {
  nodeId: string;
  runId: string | null;
  /** Undefined while the node is not part of the followed run. */
  status: BuildStatus | undefined;
  timestamp: number | null;
  isBuilding: boolean;
  /** The node's latest build answer in the run (outputs, logs, duration). */
  buildData: VertexBuildResponse | undefined;
}

/** Watches one node's status; a canvas node re-renders only when its own slice changes. */
export class NodeBuildObserver extends RunObserver<NodeBuildObserverOptions, NodeBuildResult> {
  constructor(client: BuildCacheOwner, options: NodeBuildObserverOptions) {
    super(client, options);
  }

  protected select(run: BuildRun | undefined, options: NodeBuildObserverOptions): NodeBuildResult {
    const vertex = run?.state.vertices[options.nodeId];
    return {
      nodeId: options.nodeId,
      runId: run?.runId ?? null,
      status: vertex?.status,
      timestamp: vertex?.timestamp ?? null,
      isBuilding: vertex?.status === 'BUILDING',
      buildData: run?.state.results[options.nodeId],
    };
  }
}
