import { getBuildResult, type BuildResult } from './buildResult';
import type { BuildRun } from './buildRun';
import { RunObserver, type BuildCacheOwner, type RunSelector } from './runObserver';

export interface BuildObserverOptions extends RunSelector {
  /**
   * Props whose change notifies. By default the props the consumer read from a result are tracked
   * (query-core's tracked results) and, until it read any, every change notifies.
   */
  notifyOnChangeProps?: ReadonlyArray<keyof BuildResult> | 'all';
}

/** Watches a whole build: statuses, messages, failure (query-core's QueryObserver). */
export class BuildObserver extends RunObserver<BuildObserverOptions, BuildResult> {
  readonly #trackedProps = new Set<keyof BuildResult>();
  #presented: { result: BuildResult; proxy: BuildResult } | null = null;

  constructor(client: BuildCacheOwner, options: BuildObserverOptions = {}) {
    super(client, options);
  }

  protected select(run: BuildRun | undefined): BuildResult {
    return getBuildResult(run);
  }

  protected override shouldNotify(previous: BuildResult, next: BuildResult): boolean {
    const props = this.options.notifyOnChangeProps ?? (this.#trackedProps.size > 0 ? this.#trackedProps : 'all');
    if (props === 'all') return true;
    return [...props].some((key) => !Object.is(previous[key], next[key]));
  }

  // The same proxy is returned until the result changes, so snapshot-based consumers
  // (useSyncExternalStore) see a stable identity.
  protected override present(result: BuildResult): BuildResult {
    if (this.#presented?.result === result) return this.#presented.proxy;
    const tracked = this.#trackedProps;
    const proxy = new Proxy(result, {
      get(target, key, receiver) {
        if (typeof key === 'string' && key in target) tracked.add(key as keyof BuildResult);
        return Reflect.get(target, key, receiver);
      },
    });
    this.#presented = { result, proxy };
    return proxy;
  }
}
