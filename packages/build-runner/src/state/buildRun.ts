import { isCodedText, type BuildEvent, type ChatMessage, type CodedText, type ErrorPayload, type EventDelivery, type VertexBuildResponse } from '@app/flow-graph';
import type { BuildError } from '../buildError';
import { BUILD_MESSAGES } from '../messages';
import type { BuildTimers } from '../timers';
import type { DeliveryFallbackReason } from '../transport/types';
import type { BuildCache } from './buildCache';
import { buildReducer, createInitialState, type BuildAction } from './buildReducer';
import type { BuildRunState } from './types';
import { MIN_VISIBLE_BUILDING_MS, remainingBuildingTime } from './vertexStatus';

export interface BuildRunConfig {
  runId: string;
  flowId: string;
  delivery: EventDelivery;
  cache: BuildCache;
  timers: BuildTimers;
  /** Adds the outdated-components hint to a failure. */
  hasOutdatedComponents?: boolean;
}

type QueueItem = { kind: 'event'; event: BuildEvent } | { kind: 'failed'; error: BuildError } | { kind: 'closed' };

/**
 * One build: the model behind the observers (query-core's Query). Events go through a queue so a
 * successful vertex can be held BUILDING for the minimum visible time without reordering what
 * follows it, as the Langflow editor does by awaiting before it handles the next event.
 */
export class BuildRun {
  readonly runId: string;
  readonly flowId: string;
  readonly finished: Promise<BuildRunState>;
  readonly #cache: BuildCache;
  readonly #timers: BuildTimers;
  readonly #hint: boolean;
  readonly #queue: QueueItem[] = [];
  // Vertices that completed once in this run: a loop body rebuilding must not pay the delay each pass.
  readonly #completed = new Set<string>();
  #state: BuildRunState;
  #pause: { handle: unknown } | null = null;
  #resolveFinished!: (state: BuildRunState) => void;

  constructor(config: BuildRunConfig) {
    this.runId = config.runId;
    this.flowId = config.flowId;
    this.#cache = config.cache;
    this.#timers = config.timers;
    this.#hint = config.hasOutdatedComponents ?? false;
    this.#state = createInitialState(config.runId, config.flowId, config.delivery, config.timers.now());
    this.finished = new Promise((resolve) => {
      this.#resolveFinished = resolve;
    });
  }

  get state(): BuildRunState {
    return this.#state;
  }

  get isFinished(): boolean {
    return this.#state.status !== 'building';
  }

  receive(event: BuildEvent): void {
    this.#enqueue({ kind: 'event', event });
  }

  /** The transport failed; queued behind the events it delivered before failing. */
  fail(error: BuildError): void {
    this.#enqueue({ kind: 'failed', error });
  }

  /** The transport is done. A run that is still building then lost its stream. */
  close(): void {
    this.#enqueue({ kind: 'closed' });
  }

  jobStarted(jobId: string): void {
    this.#dispatch({ type: 'jobStarted', jobId });
  }

  deliveryChanged(delivery: EventDelivery, reason: DeliveryFallbackReason): void {
    this.#dispatch({ type: 'deliveryChanged', delivery, reason });
  }

  /** The user stopped the build: immediate, dropping whatever is still queued. */
  stop(): void {
    if (this.isFinished) return;
    this.#dispatch({ type: 'stopped', at: this.#timers.now() });
  }

  #enqueue(item: QueueItem): void {
    if (this.isFinished) return;
    this.#queue.push(item);
    this.#drain();
  }

  #drain(): void {
    while (this.#pause === null && !this.isFinished) {
      const item = this.#queue[0];
      if (item === undefined) return;
      const wait = this.#holdBeforeBuilt(item);
      if (wait > 0) {
        const pause = { handle: null as unknown };
        pause.handle = this.#timers.setTimeout(() => {
          if (this.#pause !== pause) return;
          this.#pause = null;
          this.#drain();
        }, wait);
        this.#pause = pause;
        return;
      }
      this.#queue.shift();
      this.#process(item);
    }
  }

  /** Milliseconds the queue must wait so the vertex this item completes has shown BUILDING long enough. */
  #holdBeforeBuilt(item: QueueItem): number {
    if (item.kind !== 'event') return 0;
    const { event } = item;
    let id: string;
    if (event.event === 'end_vertex' && event.data.build_data?.valid) id = event.data.build_data.id;
    else if (event.event === 'build_end' && typeof event.data.id === 'string') id = event.data.id;
    else return 0;
    if (this.#completed.has(id)) return 0;
    const now = this.#timers.now();
    const vertex = this.#state.vertices[id];
    if (vertex?.status === 'BUILDING') return remainingBuildingTime(vertex, now);
    // build_end only finishes a vertex that is building; end_vertex shows a spinner first even when
    // the server never announced the vertex (Langflow's editor route sends no per-vertex build_start).
    if (event.event === 'build_end') return 0;
    this.#dispatch({ type: 'building', ids: [id], at: now });
    return MIN_VISIBLE_BUILDING_MS;
  }

  #process(item: QueueItem): void {
    const at = this.#timers.now();
    if (item.kind === 'closed') {
      this.#dispatch({ type: 'failed', code: 'EVENTS_FAILED', message: BUILD_MESSAGES.EVENTS_FAILED, status: undefined, hint: this.#hint, at });
      return;
    }
    if (item.kind === 'failed') {
      const { error } = item;
      this.#dispatch({ type: 'failed', code: error.code, message: error.message, status: error.status, hint: this.#hint, at });
      return;
    }
    const action = this.#toAction(item.event, at);
    if (action) this.#dispatch(action);
  }

  #toAction(event: BuildEvent, at: number): BuildAction | null {
    switch (event.event) {
      case 'vertices_sorted':
        return { type: 'sorted', ids: event.data.ids ?? [], toRun: event.data.to_run ?? [], at };
      case 'build_start':
        // Without an id it announces the whole flow, which a building run already shows.
        return typeof event.data.id === 'string' ? { type: 'building', ids: [event.data.id], at } : null;
      case 'build_end':
        return typeof event.data.id === 'string' ? { type: 'buildEnded', id: event.data.id, at } : null;
      case 'end_vertex': {
        const result = event.data.build_data;
        if (!result) return null;
        if (!result.valid) return { type: 'vertexFailed', result, ...componentErrorMessages(result), hint: this.#hint, at };
        this.#completed.add(result.id);
        return { type: 'vertexBuilt', result, at };
      }
      case 'add_message':
        return { type: 'messageAdded', message: event.data };
      case 'token':
        return { type: 'tokenReceived', id: event.data.id, chunk: event.data.chunk ?? '' };
      case 'remove_message':
        return { type: 'messageRemoved', id: event.data.id };
      case 'error': {
        const { data } = event;
        const text = typeof data.text === 'string' && data.text !== '' ? data.text : typeof data.error === 'string' ? data.error : null;
        // The error event is message-shaped (category "error") and the chat shows it like one.
        const message = typeof data.id === 'string' ? (data as ChatMessage) : null;
        return { type: 'flowErrored', sourceId: data.properties?.source?.id ?? null, text, message, coded: codedReasonOf(data), hint: this.#hint, at };
      }
      case 'end':
        return { type: 'completed', buildDuration: typeof event.data.build_duration === 'number' ? event.data.build_duration : null, at };
    }
  }

  #dispatch(action: BuildAction): void {
    const previous = this.#state;
    this.#state = buildReducer(previous, action);
    if (this.#state === previous) return;
    if (this.isFinished) this.#settle();
    this.#cache.notify({ type: 'updated', run: this, action });
  }

  #settle(): void {
    this.#queue.length = 0;
    if (this.#pause) this.#timers.clearTimeout(this.#pause.handle);
    this.#pause = null;
    this.#resolveFinished(this.#state);
  }
}

/** The reason of an error event by code: its error block's (a job's error carries one without being a message). */
function codedReasonOf(data: { content_blocks?: ChatMessage['content_blocks'] }): CodedText | null {
  const block = data.content_blocks?.flatMap((content) => content.contents).find((content) => content.type === 'error');
  return isCodedText(block?.coded) ? block.coded : null;
}

/** The messages a failed component reports (`data.outputs[*].message.errorMessage`), else its params. */
function componentErrorMessages(result: VertexBuildResponse): { messages: string[]; coded: Array<CodedText | null> } {
  const payloads = Object.values(result.data?.outputs ?? {})
    .map((output) => output?.message as Partial<ErrorPayload> | null | undefined)
    .filter((payload): payload is Partial<ErrorPayload> & { errorMessage: string } => typeof payload?.errorMessage === 'string' && payload.errorMessage !== '');
  if (payloads.length > 0) return { messages: payloads.map((payload) => payload.errorMessage), coded: payloads.map((payload) => (isCodedText(payload.coded) ? payload.coded : null)) };
  return typeof result.params === 'string' && result.params !== '' ? { messages: [result.params], coded: [null] } : { messages: [], coded: [] };
}
