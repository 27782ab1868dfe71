// The layering steps of Langflow's get_sorted_vertices (reference section 4): Kahn layers, the
// chat input moved to a layer of its own, and each layer ordered so no vertex precedes one it
// feeds within the same layer. On vertex numbers of a prepared graph: typed arrays instead of
// Maps and Sets keep a 10,000-component flow in milliseconds. Loops are indexed, not for-of or
// forEach: these run once per call, much of it before V8 optimizes them, where each for-of step
// calls the array iterator and each forEach step a closure.
import { MAX_CYCLE_APPEARANCES } from '../constants';
import { predecessorCount, type Adjacency } from '../graph/prepared';
import { flowGraphError } from '../messages';

export interface LayeringOptions {
  /** Where a graph with no vertex free of predecessors starts (the start component, else the entry). */
  startId?: number;
  /** The entry of a fully cyclic graph without start component: webhook, else chat input. */
  entryId?: number;
  /** Marks the vertices on a cycle. */
  onCycle: Uint8Array;
  isCyclic: boolean;
}

/**
 * Kahn layers over `vertexIds` (which may repeat a vertex, as a repeated node id does). In a
 * cyclic graph a vertex of a cycle is pulled into the queue as soon as one of its successors is
 * waiting on it, and may appear up to MAX_CYCLE_APPEARANCES times. Langflow pulls waiting
 * predecessors in acyclic graphs too, which can place a vertex before one of its own
 * predecessors; here an acyclic graph gets plain Kahn layers.
 */
export function layeredTopologicalSort(vertexIds: readonly number[], adjacency: Adjacency, options: LayeringOptions): number[][] {
  const count = adjacency.successorStart.length - 1;
  const { successorStart, successors, predecessorStart, predecessors } = adjacency;
  const { isCyclic, onCycle } = options;
  const inSet = new Uint8Array(count);
  const inDegree = new Int32Array(count);
  for (let index = 0; index < vertexIds.length; index += 1) {
    const id = vertexIds[index] as number;
    inSet[id] = 1;
    inDegree[id] = predecessorCount(adjacency, id);
  }
  const queue = new CountedQueue(count);

  if (isCyclic && vertexIds.length > 0 && vertexIds.every((id) => (inDegree[id] as number) > 0)) {
    const entry = options.startId ?? options.entryId ?? (vertexIds[0] as number);
    queue.push(entry);
    inDegree[entry] = 0;
  } else {
    for (let index = 0; index < vertexIds.length; index += 1) {
      const id = vertexIds[index] as number;
      if (inDegree[id] === 0) queue.push(id);
    }
  }

  const layers: number[][] = [];
  const appearances = new Int32Array(count);
  // Which vertices the first layer holds (it lists each vertex once even in a cyclic graph).
  const inFirstLayer = new Uint8Array(count);
  const canAppear = (id: number) => appearances[id] === 0 || (isCyclic && (appearances[id] as number) < MAX_CYCLE_APPEARANCES);
  const eligible = (id: number, firstLayer: boolean) => (firstLayer ? !inFirstLayer[id] : canAppear(id));
  // Only vertices on a cycle, or already free of predecessors, may be pulled in ahead of time.
  const pullable = (id: number) => inSet[id] === 1 && (inDegree[id] === 0 || onCycle[id] === 1);

  let firstLayer = true;
  while (queue.size > 0) {
    const layer: number[] = [];
    for (let remaining = queue.size; remaining > 0; remaining -= 1) {
      const id = queue.shift();
      if (eligible(id, firstLayer)) {
        appearances[id] += 1;
        if (firstLayer) inFirstLayer[id] = 1;
        layer.push(id);
      }
      for (let k = successorStart[id] as number; k < (successorStart[id + 1] as number); k += 1) {
        const next = successors[k] as number;
        if (!inSet[next]) continue;
        const degree = (inDegree[next] as number) - 1;
        inDegree[next] = degree;
        if (degree === 0 && appearances[next] === 0) queue.push(next);
        else if (degree > 0 && isCyclic) {
          for (let p = predecessorStart[next] as number; p < (predecessorStart[next + 1] as number); p += 1) {
            const predecessor = predecessors[p] as number;
            if (!queue.has(predecessor) && eligible(predecessor, firstLayer) && pullable(predecessor)) queue.push(predecessor);
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
export function sortChatInputsFirst(layers: number[][], isChatInput: (id: number) => boolean, adjacency: Adjacency): number[][] {
  let chatInput: number | undefined;
  let chatLayer = -1;
  for (let index = 0; index < layers.length; index += 1) {
    const layer = layers[index] as number[];
    for (let place = 0; place < layer.length; place += 1) {
      const id = layer[place] as number;
      if (!isChatInput(id)) continue;
      if (predecessorCount(adjacency, id) > 0) return layers;
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
export function sortLayersByDependency(layers: number[][], adjacency: Adjacency): number[][] {
  const { successorStart, successors } = adjacency;
  const count = successorStart.length - 1;
  // Per layer: a vertex's (last) position in it, its rank once known, whether it is being ranked.
  const position = new Int32Array(count).fill(-1);
  const rank = new Int32Array(count).fill(-1);
  const inProgress = new Uint8Array(count);
  const rankOf = (id: number): number => {
    const known = rank[id] as number;
    if (known >= 0) return known;
    if (inProgress[id]) return position[id] as number;
    inProgress[id] = 1;
    let highest = position[id] as number;
    for (let k = successorStart[id] as number; k < (successorStart[id + 1] as number); k += 1) {
      const successor = successors[k] as number;
      if ((position[successor] as number) >= 0) highest = Math.max(highest, rankOf(successor));
    }
    inProgress[id] = 0;
    rank[id] = highest;
    return highest;
  };
  return layers.map((layer) => {
    const size = layer.length;
    for (let index = 0; index < size; index += 1) position[layer[index] as number] = index;
    // Ranks are computed in layer order, so where a cycle is cut does not depend on the sort. One
    // number per entry orders by rank descending, then by place: a stable sort without objects.
    const keys = new Float64Array(size);
    for (let index = 0; index < size; index += 1) keys[index] = (size - 1 - rankOf(layer[index] as number)) * size + index;
    keys.sort();
    for (let index = 0; index < size; index += 1) {
      const id = layer[index] as number;
      position[id] = -1;
      rank[id] = -1;
    }
    const sorted = new Array<number>(size);
    for (let index = 0; index < size; index += 1) sorted[index] = layer[(keys[index] as number) % size] as number;
    return sorted;
  });
}

/** A FIFO queue of vertex numbers that knows how many copies of each it holds. */
class CountedQueue {
  private readonly items: number[] = [];
  private head = 0;
  private readonly counts: Int32Array;

  constructor(vertexCount: number) {
    this.counts = new Int32Array(vertexCount);
  }

  get size(): number {
    return this.items.length - this.head;
  }

  push(id: number): void {
    this.items.push(id);
    this.counts[id] += 1;
  }

  shift(): number {
    const id = this.items[this.head] as number;
    this.head += 1;
    this.counts[id] -= 1;
    return id;
  }

  has(id: number): boolean {
    return (this.counts[id] as number) > 0;
  }
}
