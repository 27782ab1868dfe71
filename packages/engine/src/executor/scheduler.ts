// A promise-based scheduler: a vertex starts the moment everything it waits for has settled, so
// independent vertices run concurrently instead of layer by layer.
import type { ScopePlan } from './scopePlan';

type VertexPhase = 'waiting' | 'running' | 'settled';

/** Pending dependencies per vertex; a dropped vertex settles without running. */
export class DependencyTracker {
  private readonly phase = new Map<string, VertexPhase>();
  private readonly pending = new Map<string, Set<string>>();
  private readonly dependents = new Map<string, string[]>();

  constructor(private readonly plan: ScopePlan) {
    for (const id of plan.order) {
      this.phase.set(id, 'waiting');
      const waitsFor = new Set(plan.dependencies.get(id));
      this.pending.set(id, waitsFor);
      for (const dependency of waitsFor) {
        const list = this.dependents.get(dependency);
        if (list) list.push(id);
        else this.dependents.set(dependency, [id]);
      }
    }
  }

  /** Waiting vertices with nothing pending, in plan order; they are now running. */
  takeReady(): string[] {
    const ready = this.plan.order.filter((id) => this.phase.get(id) === 'waiting' && this.pending.get(id)?.size === 0);
    for (const id of ready) this.phase.set(id, 'running');
    return ready;
  }

  settle(id: string): void {
    this.phase.set(id, 'settled');
    for (const dependent of this.dependents.get(id) ?? []) this.pending.get(dependent)?.delete(id);
  }

  /** Settles the given vertices that have not started: they will not run. */
  drop(ids: Iterable<string>): void {
    for (const id of ids) if (this.phase.get(id) === 'waiting') this.settle(id);
  }
}

/**
 * Given to a vertex's build once it succeeded: drops what the vertex switched off, settles it and
 * returns the vertices that may start now (they start after the build returns).
 */
export type CompleteVertex = (switchedOff: Iterable<string>) => string[];

/** Builds one vertex; returns without calling `complete` when it failed or the build halted. */
export type BuildScheduledVertex = (id: string, complete: CompleteVertex) => Promise<void>;

/** Resolves when nothing more can start; rejects as soon as a build throws (an engine fault). */
export function runScheduled(plan: ScopePlan, build: BuildScheduledVertex, isHalted: () => boolean): Promise<void> {
  const tracker = new DependencyTracker(plan);
  return new Promise<void>((resolve, reject) => {
    let inFlight = 0;
    let broken = false;
    const launch = (ids: readonly string[]) => {
      for (const id of ids) {
        inFlight += 1;
        void execute(id);
      }
    };
    const execute = async (id: string) => {
      let next: string[] = [];
      try {
        await build(id, (switchedOff) => {
          tracker.drop(switchedOff);
          tracker.settle(id);
          next = tracker.takeReady();
          return next;
        });
      } catch (error) {
        broken = true;
        reject(error);
      } finally {
        inFlight -= 1;
        if (!broken && !isHalted()) launch(next);
        if (inFlight === 0) resolve();
      }
    };
    launch(tracker.takeReady());
    if (inFlight === 0) resolve();
  });
}
