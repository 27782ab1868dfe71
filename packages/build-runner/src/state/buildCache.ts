import type { BuildAction } from './buildReducer';
import type { BuildRun } from './buildRun';
import { Subscribable } from './subscribable';

export type BuildCacheEvent =
  | { type: 'added'; run: BuildRun }
  | { type: 'removed'; run: BuildRun }
  | { type: 'updated'; run: BuildRun; action: BuildAction };

export type BuildCacheListener = (event: BuildCacheEvent) => void;

export interface BuildCacheOptions {
  /** Finished runs kept per flow (their messages and results stay readable). Default 5. */
  maxRunsPerFlow?: number;
}

/** Every run the client knows, newest last; observers listen here (query-core's QueryCache). */
export class BuildCache extends Subscribable<BuildCacheListener> {
  readonly #runs = new Map<string, BuildRun>();
  readonly #maxRunsPerFlow: number;

  constructor(options: BuildCacheOptions = {}) {
    super();
    this.#maxRunsPerFlow = Math.max(1, options.maxRunsPerFlow ?? 5);
  }

  add(run: BuildRun): void {
    this.#runs.delete(run.runId);
    this.#runs.set(run.runId, run);
    this.notify({ type: 'added', run });
    this.#evict(run.flowId);
  }

  get(runId: string): BuildRun | undefined {
    return this.#runs.get(runId);
  }

  getAll(): BuildRun[] {
    return [...this.#runs.values()];
  }

  /** The most recently started run of a flow. */
  findLatest(flowId: string): BuildRun | undefined {
    let latest: BuildRun | undefined;
    for (const run of this.#runs.values()) if (run.flowId === flowId) latest = run;
    return latest;
  }

  remove(runId: string): void {
    const run = this.#runs.get(runId);
    if (!run) return;
    this.#runs.delete(runId);
    this.notify({ type: 'removed', run });
  }

  clear(): void {
    for (const runId of [...this.#runs.keys()]) this.remove(runId);
  }

  notify(event: BuildCacheEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  // Only finished runs go: a running build must stay reachable until it settles.
  #evict(flowId: string): void {
    const runs = this.getAll().filter((run) => run.flowId === flowId);
    let excess = runs.length - this.#maxRunsPerFlow;
    for (const run of runs) {
      if (excess <= 0) return;
      if (!run.isFinished) continue;
      this.remove(run.runId);
      excess -= 1;
    }
  }
}
