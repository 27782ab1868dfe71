// The runnable graph of a stored flow or release, for runs and for app chats' builds, prepared once
// per version of its data: expanding groups and checking the components cost more than running a
// small flow. Keyed by the parsed data the run's flow read keeps while the flow is unchanged
// (runFlows), so a new save, a release's snapshot or another flow never meets a stale graph; the
// engine copies the nodes it changes (tweaks, streaming), so one prepared graph serves every run.
import type { ComponentRegistry } from '@app/engine';
import type { FlowData } from '@app/flow-graph';

/**
 * What the graph is prepared for: a run checks only what stops components from running, a build
 * (app chats) the whole flow as the editor does, after mapping Langflow's nodes. One snapshot serves
 * both, so each keeps its own.
 */
export type PreparedFor = 'run' | 'build';

const byRegistry = new WeakMap<ComponentRegistry, Record<PreparedFor, WeakMap<object, FlowData>>>();

/** `prepare`'s graph for this stored data and purpose, prepared again only for other data. A refusal is not kept. */
export function preparedGraph(registry: ComponentRegistry, purpose: PreparedFor, data: object, prepare: () => FlowData): FlowData {
  let kinds = byRegistry.get(registry);
  if (!kinds) {
    kinds = { run: new WeakMap(), build: new WeakMap() };
    byRegistry.set(registry, kinds);
  }
  const graphs = kinds[purpose];
  const known = graphs.get(data);
  if (known) return known;
  const graph = prepare();
  graphs.set(data, graph);
  return graph;
}
