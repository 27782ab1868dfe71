import type { BuildCache, BuildCacheEvent } from './buildCache';
import { shallowEqualObjects } from './buildResult';
import type { BuildRun } from './buildRun';
import type { NotifySchedule } from './notifySchedule';
import { Subscribable } from './subscribable';

/** Which run an observer follows: a given run, or else the latest run of a flow. */
export interface RunSelector {
  runId?: string;
  flowId?: string;
  /** Coalesces notifications (e.g. animationFrameSchedule); default: each change at once. */
  schedule?: NotifySchedule;
}

/** Anything that owns a BuildCache (the BuildClient). */
export interface BuildCacheOwner {
  getBuildCache(): BuildCache;
}

/**
 * The shared part of BuildObserver and NodeBuildObserver: follows one run through the cache,
 * derives a result and notifies only when the derived result changed (shallow compare).
 */
export abstract class RunObserver<TOptions extends RunSelector, TResult extends object> extends Subscribable<(result: TResult) => void> {
  readonly #cache: BuildCache;
  #options: TOptions;
  #result: TResult;
  #unsubscribeCache: (() => void) | null = null;
  /** While a scheduled flush is pending: the result listeners heard last. */
  #heard: { result: TResult } | null = null;

  constructor(client: BuildCacheOwner, options: TOptions) {
    super();
    this.#cache = client.getBuildCache();
    this.#options = options;
    this.#result = this.select(this.#findRun(), options);
  }

  get options(): TOptions {
    return this.#options;
  }

  setOptions(options: TOptions): void {
    this.#options = options;
    this.#refresh(true);
  }

  getCurrentResult(): TResult {
    // Unsubscribed observers hear no cache events, so they recompute on read.
    if (!this.hasListeners()) this.#refresh(false);
    return this.present(this.#result);
  }

  destroy(): void {
    this.listeners.clear();
    this.onUnsubscribe();
  }

  protected override onSubscribe(): void {
    if (this.#unsubscribeCache) return;
    this.#unsubscribeCache = this.#cache.subscribe((event) => {
      if (this.#concerns(event)) this.#refresh(true);
    });
    this.#refresh(false);
  }

  protected override onUnsubscribe(): void {
    if (this.hasListeners() || !this.#unsubscribeCache) return;
    this.#unsubscribeCache();
    this.#unsubscribeCache = null;
  }

  /** Derives this observer's result from the followed run (undefined: no run yet). */
  protected abstract select(run: BuildRun | undefined, options: TOptions): TResult;

  /** Whether a changed result is worth telling listeners about. */
  protected shouldNotify(_previous: TResult, _next: TResult): boolean {
    return true;
  }

  /** The object handed to consumers for a result. */
  protected present(result: TResult): TResult {
    return result;
  }

  #findRun(): BuildRun | undefined {
    const { runId, flowId } = this.#options;
    if (runId !== undefined) return this.#cache.get(runId);
    return flowId === undefined ? undefined : this.#cache.findLatest(flowId);
  }

  #concerns(event: BuildCacheEvent): boolean {
    const { runId, flowId } = this.#options;
    return runId !== undefined ? event.run.runId === runId : event.run.flowId === flowId;
  }

  #refresh(notify: boolean): void {
    const previous = this.#result;
    const next = this.select(this.#findRun(), this.#options);
    if (shallowEqualObjects(previous, next)) return;
    this.#result = next;
    if (!notify) return;
    const { schedule } = this.#options;
    if (!schedule) return this.#notify(previous, next);
    if (this.#heard) return;
    this.#heard = { result: previous };
    schedule(() => {
      const heard = this.#heard;
      this.#heard = null;
      if (heard && heard.result !== this.#result) this.#notify(heard.result, this.#result);
    });
  }

  #notify(previous: TResult, next: TResult): void {
    if (!this.shouldNotify(previous, next)) return;
    const presented = this.present(next);
    for (const listener of [...this.listeners]) listener(presented);
  }
}
