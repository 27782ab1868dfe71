// What finished vertices leave behind within one scope (the build, or one loop iteration), and
// which vertices conditional exclusion switched off there (reported with every later vertex).

export interface VertexOutcome {
  values: Readonly<Record<string, unknown>>;
  /** Outputs closed by stop() or excludeBranch(): nothing flows through them. */
  closed: ReadonlySet<string>;
}

export type ReadResult = { present: true; value: unknown } | { present: false };

const ABSENT: ReadResult = { present: false };

export class ScopeState {
  private readonly outcomes = new Map<string, VertexOutcome>();
  private readonly excludedBySource = new Map<string, Set<string>>();

  /**
   * @param parent the enclosing scope, read for values produced outside a loop body
   * @param injected per vertex, output values fixed for this scope (the loop's current item)
   */
  constructor(
    private readonly parent?: ScopeState,
    private readonly injected: ReadonlyMap<string, Readonly<Record<string, unknown>>> = new Map(),
  ) {}

  record(vertexId: string, outcome: VertexOutcome): void {
    this.outcomes.set(vertexId, outcome);
  }

  /** The value an output delivers to its edges; absent when it was closed or never produced. */
  read(vertexId: string, output: string): ReadResult {
    const injected = this.injected.get(vertexId);
    if (injected && output in injected) return { present: true, value: injected[output] };
    const outcome = this.outcomes.get(vertexId);
    if (outcome) {
      if (outcome.closed.has(output) || outcome.values[output] === undefined) return ABSENT;
      return { present: true, value: outcome.values[output] };
    }
    return this.parent ? this.parent.read(vertexId, output) : ABSENT;
  }

  /** Makes a finished iteration's results visible here (what a body vertex last produced). */
  adopt(child: ScopeState, vertexIds: Iterable<string>): void {
    for (const id of vertexIds) {
      const outcome = child.outcomes.get(id);
      if (outcome) this.outcomes.set(id, outcome);
    }
  }

  /** Replaces what `sourceId` excluded before, as Langflow does when a router runs again. */
  markExcluded(sourceId: string, vertexIds: Iterable<string>): void {
    this.excludedBySource.set(sourceId, new Set(vertexIds));
  }

  /** Every vertex conditionally excluded in this scope so far. */
  excluded(): string[] {
    const all = new Set<string>();
    for (const ids of this.excludedBySource.values()) for (const id of ids) all.add(id);
    return [...all];
  }
}
