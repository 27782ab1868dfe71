// The runnable graph of a stored flow, prepared once per version of its data: expanding groups
// and checking the components cost more than running a small flow. Keyed by the parsed data the
// run's flow read keeps while the flow is unchanged (runFlows), so a new save, a release's
// snapshot or another flow never meets a stale graph; the engine copies the nodes it changes
// (tweaks, streaming), so one prepared graph serves every run.
import type { ComponentRegistry } from '@app/engine';
import type { FlowData } from '@app/flow-graph';

const byRegistry = new WeakMap<ComponentRegistry, WeakMap<object, FlowData>>();

/** `prepare`'s graph for this stored data, prepared again only for other data. A refusal is not kept. */
export function preparedGraph(registry: ComponentRegistry, data: object, prepare: () => FlowData): FlowData {
  let graphs = byRegistry.get(registry);
  if (!graphs) {
    graphs = new WeakMap();
    byRegistry.set(registry, graphs);
  }
  const known = graphs.get(data);
  if (known) return known;
  const graph = prepare();
  graphs.set(data, graph);
  return graph;
}
