// The layering steps of Langflow's get_sorted_vertices (reference section 4): Kahn layers, the
// chat input moved to a layer of its own, and each layer ordered so no vertex precedes one it
// feeds within the same layer.
import { MAX_CYCLE_APPEARANCES } from '../constants';
import type { GraphMaps } from '../graph/maps';
import { flowGraphError } from '../messages';

export interface LayeringOptions {
  /** Where a graph with no vertex free of predecessors starts (the start component, else the entry). */
  startId?: string;
  /** The entry of a fully cyclic graph without start component: webhook, else chat input. */
  entryId?: string;
  cycleVertices: ReadonlySet<string>;
}

/**
 * Kahn layers over `vertexIds`. In a cyclic graph a vertex of a cycle is pulled into the queue as
 * soon as one of its successors is waiting on it, and may appear up to MAX_CYCLE_APPEARANCES times.
 * Langflow pulls waiting predecessors in acyclic graphs too, which can place a vertex before one
 * of its own predecessors; here an acyclic graph gets plain Kahn layers.
 */
export function layeredTopologicalSort(vertexIds: readonly string[], maps: GraphMaps, options: LayeringOptions): string[][] {
  const inSet = new Set(vertexIds);
  const isCyclic = options.cycleVertices.size > 0;
  const inDegree = new Map(vertexIds.map((id): [string, number] => [id, maps.inDegree.get(id) ?? 0]));
  const queue = new CountedQueue();

  if (isCyclic && vertexIds.length > 0 && vertexIds.every((id) => (inDegree.get(id) ?? 0) > 0)) {
    const entry = options.startId ?? options.entryId ?? (vertexIds[0] as string);
    queue.push(entry);
    inDegree.set(entry, 0);
  } else {
    for (const id of vertexIds) if (inDegree.get(id) === 0) queue.push(id);
  }

  const layers: string[][] = [];
  const appearances = new Map<string, number>();
  const canAppear = (id: string) => {
    const count = appearances.get(id) ?? 0;
    return count === 0 || (isCyclic && count < MAX_CYCLE_APPEARANCES);
  };
  // Only vertices on a cycle, or already free of predecessors, may be pulled in ahead of time.
  const pullable = (id: string) => inSet.has(id) && (inDegree.get(id) === 0 || options.cycleVertices.has(id));

  let firstLayer = true;
  while (queue.size > 0) {
    const layer: string[] = [];
    for (let remaining = queue.size; remaining > 0; remaining -= 1) {
      const id = queue.shift();
      // The first layer lists each vertex once even in a cyclic graph.
      if (firstLayer ? !layer.includes(id) : canAppear(id)) {
        appearances.set(id, (appearances.get(id) ?? 0) + 1);
        layer.push(id);
      }
      for (const next of maps.successors.get(id) ?? []) {
        if (!inSet.has(next)) continue;
        const degree = (inDegree.get(next) ?? 0) - 1;
        inDegree.set(next, degree);
        if (degree === 0 && !appearances.has(next)) queue.push(next);
        else if (degree > 0 && isCyclic) {
          for (const predecessor of maps.predecessors.get(next) ?? []) {
            const eligible = firstLayer ? !layer.includes(predecessor) : canAppear(predecessor);
            if (!queue.has(predecessor) && eligible && pullable(predecessor)) queue.push(predecessor);
          }
        }
      }
    }
    if (layer.length > 0) layers.push(layer);
    firstLayer = false;
  }
  return layers;
}

/**
 * Puts a chat input that has no predecessors in a layer of its own at the start. Left as is when
 * the chat input is fed by something; more than one free chat input is an error.
 */
export function sortChatInputsFirst(
  layers: string[][],
  isChatInput: (id: string) => boolean,
  predecessorsOf: (id: string) => readonly string[],
): string[][] {
  let chatInput: string | undefined;
  let chatLayer = -1;
  for (const [index, layer] of layers.entries()) {
    for (const id of layer) {
      if (!isChatInput(id)) continue;
      if (predecessorsOf(id).length > 0) return layers;
      if (chatInput !== undefined) throw flowGraphError('UNIQUE_CHAT_INPUT');
      chatInput = id;
      chatLayer = index;
    }
  }
  if (chatInput === undefined || (chatLayer === 0 && layers[0]?.length === 1)) return layers;
  const rest = layers.map((layer) => layer.filter((id) => id !== chatInput)).filter((layer) => layer.length > 0);
  return [[chatInput], ...rest];
}

/**
 * Orders each layer so a vertex comes before the vertices of the same layer it feeds: by the
 * highest position among itself and its in-layer successors, descending (a stable sort, so
 * independent vertices keep their order). Cycles within a layer are cut where they close.
 */
export function sortLayersByDependency(layers: string[][], successorsOf: (id: string) => readonly string[]): string[][] {
  return layers.map((layer) => {
    const position = new Map(layer.map((id, index): [string, number] => [id, index]));
    const rank = new Map<string, number>();
    const inProgress = new Set<string>();
    const rankOf = (id: string): number => {
      const known = rank.get(id);
      if (known !== undefined) return known;
      if (inProgress.has(id)) return position.get(id) as number;
      inProgress.add(id);
      let highest = position.get(id) as number;
      for (const successor of successorsOf(id)) {
        if (position.has(successor)) highest = Math.max(highest, rankOf(successor));
      }
      inProgress.delete(id);
      rank.set(id, highest);
      return highest;
    };
    // Ranks are computed in layer order, so where a cycle is cut does not depend on the sort.
    const ranked = layer.map((id) => ({ id, rank: rankOf(id) }));
    return ranked.sort((a, b) => b.rank - a.rank).map(({ id }) => id);
  });
}

/** A FIFO queue that knows how many copies of each id it holds. */
class CountedQueue {
  private readonly items: string[] = [];
  private head = 0;
  private readonly counts = new Map<string, number>();

  get size(): number {
    return this.items.length - this.head;
  }

  push(id: string): void {
    this.items.push(id);
    this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }

  shift(): string {
    const id = this.items[this.head] as string;
    this.head += 1;
    this.counts.set(id, (this.counts.get(id) ?? 0) - 1);
    return id;
  }

  has(id: string): boolean {
    return (this.counts.get(id) ?? 0) > 0;
  }
}
