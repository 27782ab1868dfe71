// Validation and ordering of large flows with @app/flow-graph, next to a bare Kahn topological
// sort over the same edges (the least any ordering must do), in the same run.
import {
  buildEdge,
  fieldTargetHandleFor,
  findOutput,
  prepareGraph,
  sortGraph,
  sourceHandleFor,
  validateFlow,
  type GenericNode,
  type WorkflowEdge,
} from '@app/flow-graph';
import { median, printRows, type Row } from './lib/report.ts';

/** A deterministic pseudo-random generator, so every run measures the same graph. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function textComponent(id: string): GenericNode {
  return {
    id,
    type: 'genericNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      type: 'TextProcessor',
      node: {
        display_name: 'Text Processor',
        template: {
          _type: 'Component',
          input_value: { type: 'str', show: true, required: false, value: 'seed', list: true, input_types: ['Message'] },
        },
        outputs: [{ name: 'message', display_name: 'Message', types: ['Message'], selected: 'Message' }],
      },
    },
  };
}

/** A layered DAG: every node after the first takes one or two inputs from earlier nodes. */
export function generateFlow(size: number): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  const random = seeded(size);
  const nodes = Array.from({ length: size }, (_, i) => textComponent(`TextProcessor-${i.toString(36).padStart(5, '0')}`));
  const edges: WorkflowEdge[] = [];
  for (let i = 1; i < size; i++) {
    const sources = new Set([Math.floor(random() * i), ...(random() < 0.2 ? [Math.floor(random() * i)] : [])]);
    for (const s of sources) {
      const source = nodes[s]!;
      edges.push(buildEdge(sourceHandleFor(source, findOutput(source, 'message')!), fieldTargetHandleFor(nodes[i]!, 'input_value')!));
    }
  }
  return { nodes, edges };
}

function kahnLayers(nodeIds: string[], edges: Array<{ source: string; target: string }>): string[][] {
  const inDegree = new Map(nodeIds.map((id) => [id, 0]));
  const successors = new Map<string, string[]>();
  for (const { source, target } of edges) {
    inDegree.set(target, (inDegree.get(target) ?? 0) + 1);
    const list = successors.get(source);
    if (list) list.push(target);
    else successors.set(source, [target]);
  }
  const layers: string[][] = [];
  let layer = nodeIds.filter((id) => inDegree.get(id) === 0);
  while (layer.length > 0) {
    layers.push(layer);
    const next: string[] = [];
    for (const id of layer) {
      for (const target of successors.get(id) ?? []) {
        const remaining = inDegree.get(target)! - 1;
        inDegree.set(target, remaining);
        if (remaining === 0) next.push(target);
      }
    }
    layer = next;
  }
  return layers;
}

/** Median time of `fn` on a fresh copy of `flow` each time, as a server parsing a stored flow meets it. */
function time(flow: FlowCopy, fn: (copy: FlowCopy) => unknown, iterations: number): number {
  fn(structuredClone(flow));
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const copy = structuredClone(flow);
    const started = performance.now();
    fn(copy);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

type FlowCopy = ReturnType<typeof generateFlow>;

/** Issue 19's bound for validateFlow and sortGraph together on the 10,000-node flow. */
const GOAL_MS = 20;

export async function run(iterations: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of [1_000, 10_000]) {
    const flow = generateFlow(size);
    const ids = flow.nodes.map((n) => n.id);
    const plain = flow.edges.map((e) => ({ source: e.source, target: e.target }));
    const baseline = time(flow, () => kahnLayers(ids, plain), iterations);
    const issues = validateFlow(flow);
    if (issues.length > 0) throw new Error(`generated flow is invalid: ${issues[0]!.message}`);
    rows.push({ metric: `validateFlow, ${size} nodes`, ours: time(flow, (copy) => validateFlow(copy), iterations), baseline, unit: 'ms' });
    rows.push({ metric: `sortGraph, ${size} nodes`, ours: time(flow, (copy) => sortGraph(copy), iterations), baseline, unit: 'ms' });
    const both = (copy: FlowCopy) => {
      validateFlow(copy);
      sortGraph(copy);
    };
    rows.push({
      metric: `validateFlow + sortGraph, ${size} nodes`,
      ours: time(flow, both, iterations),
      baseline,
      unit: 'ms',
      ...(size === 10_000 ? { goal: `<= ${GOAL_MS} ms` } : {}),
    });
    // As a build calls them: one prepared graph, its preparation timed too.
    const shared = (copy: FlowCopy) => {
      const graph = prepareGraph(copy);
      validateFlow(copy, { graph });
      sortGraph(copy, { graph });
    };
    rows.push({
      metric: `validateFlow + sortGraph on one prepareGraph, ${size} nodes`,
      ours: time(flow, shared, iterations),
      baseline,
      unit: 'ms',
    });
  }
  printRows(`Flow graph validation and ordering, each on a fresh copy of the flow, median of ${iterations}`, 'bare Kahn layering of the same edges', rows);
  return rows;
}
