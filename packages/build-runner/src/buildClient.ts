import type { EventDelivery } from '@app/flow-graph';
import { BuildError } from './buildError';
import type { ParsedPiece } from './parser/eventStreamParser';
import { BuildCache } from './state/buildCache';
import { getBuildResult, type BuildResult } from './state/buildResult';
import { BuildRun } from './state/buildRun';
import { systemTimers, type BuildTimers } from './timers';
import { createHttpTransport } from './transport/httpTransport';
import type { BuildRequestBody, BuildTransport } from './transport/types';

export interface BuildClientOptions {
  /** Default: createHttpTransport() with the global fetch and `/api/v1`. */
  transport?: BuildTransport;
  cache?: BuildCache;
  timers?: BuildTimers;
  /** Called for each complete piece of a stream that was not a valid event (for logging). */
  onMalformedEvent?: (piece: Extract<ParsedPiece, { type: 'malformed' }>) => void;
}

export interface StartBuildOptions extends BuildRequestBody {
  flowId: string;
  /** Default: a new id. */
  runId?: string;
  /** Default `streaming`; it falls back to polling where streaming is unavailable. */
  delivery?: EventDelivery;
  /** Build from this component on (its descendants and their ancestors). */
  startComponentId?: string;
  /** Build up to this component (it and its ancestors). */
  stopComponentId?: string;
  logBuilds?: boolean;
  /** The caller knows the flow has outdated components; failures then carry the outdated hint. */
  hasOutdatedComponents?: boolean;
  /** This build only; otherwise the client's transport. */
  transport?: BuildTransport;
}

export interface BuildHandle {
  runId: string;
  /** Stops the build: reading ends, the server is asked to cancel, the notice 构建已停止 is set. */
  cancel(): void;
  /** Settles when the run finished; never rejects (a failure is in `result.failure`). */
  done: Promise<BuildResult>;
}

/** Starts builds and owns their cache; observers are created against it. */
export class BuildClient {
  readonly #cache: BuildCache;
  readonly #timers: BuildTimers;
  readonly #onMalformedEvent: BuildClientOptions['onMalformedEvent'];
  #transport: BuildTransport;
  #runCount = 0;

  constructor(options: BuildClientOptions = {}) {
    this.#cache = options.cache ?? new BuildCache();
    this.#timers = options.timers ?? systemTimers;
    this.#transport = options.transport ?? createHttpTransport();
    this.#onMalformedEvent = options.onMalformedEvent;
  }

  getBuildCache(): BuildCache {
    return this.#cache;
  }

  /** Swaps the delivery for later builds (query-core's setEventListener pattern). */
  setTransport(transport: BuildTransport): void {
    this.#transport = transport;
  }

  startBuild(options: StartBuildOptions): BuildHandle {
    if (options.startComponentId !== undefined && options.stopComponentId !== undefined) {
      throw new TypeError('startBuild: give startComponentId or stopComponentId, not both');
    }
    const delivery = options.delivery ?? 'streaming';
    const run = new BuildRun({
      runId: options.runId ?? this.#nextRunId(),
      flowId: options.flowId,
      delivery,
      cache: this.#cache,
      timers: this.#timers,
      hasOutdatedComponents: options.hasOutdatedComponents,
    });
    this.#cache.add(run);

    const controller = new AbortController();
    let transportActive = true;
    // A run that ends while the transport still reads (stopped, or a component failed) must stop
    // the reading; the transport then asks the server to cancel the job.
    void run.finished.then(() => {
      if (transportActive) controller.abort();
    });
    const transport = options.transport ?? this.#transport;
    transport
      .run(
        {
          flowId: options.flowId,
          delivery,
          startComponentId: options.startComponentId,
          stopComponentId: options.stopComponentId,
          logBuilds: options.logBuilds,
          body: requestBody(options),
          signal: controller.signal,
        },
        {
          onEvent: (event) => run.receive(event),
          onJobId: (jobId) => run.jobStarted(jobId),
          onDelivery: (used, reason) => run.deliveryChanged(used, reason),
          onMalformed: this.#onMalformedEvent,
        },
      )
      .then(
        () => {
          transportActive = false;
          run.close();
        },
        (error: unknown) => {
          transportActive = false;
          run.fail(toBuildError(error));
        },
      );

    return {
      runId: run.runId,
      cancel: () => run.stop(),
      done: run.finished.then(() => getBuildResult(run)),
    };
  }

  #nextRunId(): string {
    this.#runCount += 1;
    return `run-${this.#timers.now().toString(36)}-${this.#runCount}`;
  }
}

function requestBody(options: StartBuildOptions): BuildRequestBody {
  const body: BuildRequestBody = {};
  if (options.files !== undefined) body.files = options.files;
  if (options.data !== undefined) body.data = options.data;
  if (options.inputs !== undefined) body.inputs = options.inputs;
  return body;
}

function toBuildError(error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  // A custom transport failed in its own way: keep its text as the detail, show the coded one.
  return new BuildError('EVENTS_FAILED', { detail: error instanceof Error ? error.message : String(error), cause: error });
}
