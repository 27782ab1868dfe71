// The runnable graph of a stored flow, prepared once per version of its data: parsing the stored
// JSON (every node carries its component's template), expanding groups and checking the
// components cost more than running a small flow. Keyed by the stored text itself (SQLite), or by
// the parsed value the run's flow read keeps while the flow is unchanged (PostgreSQL's driver
// parses JSON; runFlows), so a new save, a release's snapshot or another flow never meets a stale
// graph; the engine copies the nodes it changes (tweaks, streaming), so one prepared graph serves
// every run.
import { LRUCache } from 'lru-cache';
import type { ComponentRegistry } from '@app/engine';
import type { FlowData } from '@app/flow-graph';

const MAX_PREPARED = 100;

const byRegistry = new WeakMap<ComponentRegistry, LRUCache<string, FlowData>>();
const byParsedData = new WeakMap<ComponentRegistry, WeakMap<object, FlowData>>();

/** `prepare`'s graph for this stored data, prepared again only when the data differs. A refusal is not kept. */
export function preparedGraph(registry: ComponentRegistry, data: string | object, prepare: () => FlowData): FlowData {
  if (typeof data === 'object') return preparedForParsed(registry, data, prepare);
  let graphs = byRegistry.get(registry);
  if (!graphs) {
    graphs = new LRUCache({ max: MAX_PREPARED });
    byRegistry.set(registry, graphs);
  }
  const known = graphs.get(data);
  if (known) return known;
  const graph = prepare();
  graphs.set(data, graph);
  return graph;
}

/** Held as long as the parsed data is (a run's flow read keeps it while the flow is unchanged). */
function preparedForParsed(registry: ComponentRegistry, data: object, prepare: () => FlowData): FlowData {
  let graphs = byParsedData.get(registry);
  if (!graphs) {
    graphs = new WeakMap();
    byParsedData.set(registry, graphs);
  }
  const known = graphs.get(data);
  if (known) return known;
  const graph = prepare();
  graphs.set(data, graph);
  return graph;
}
