// An append-only list of encoded events with independent readers: a build job keeps one so that
// streaming clients, pollers and late readers each read at their own pace, and nothing is lost
// between two polls.

export interface ReadResult {
  /** Everything appended since this reader's previous read. */
  chunks: string[];
  /** The writer is done and this reader has read everything. */
  finished: boolean;
}

export interface ReadOptions {
  /** How long to wait for a first chunk when there is none yet; 0 answers at once. */
  timeoutMs: number;
  /** Stops the wait early (the client went away). */
  signal?: AbortSignal;
}

export class EventBuffer {
  readonly #chunks: string[] = [];
  #closed = false;
  readonly #waiters = new Set<() => void>();

  get closed(): boolean {
    return this.#closed;
  }

  append(chunk: string): void {
    if (this.#closed) return;
    this.#chunks.push(chunk);
    this.#wake();
  }

  /** No more chunks will come; waiting readers are answered. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#wake();
  }

  /** A reader from the first chunk on. */
  reader(): EventReader {
    return new EventReader(this);
  }

  /** @internal the reader's view */
  slice(from: number): string[] {
    return this.#chunks.slice(from);
  }

  /** @internal the reader's view */
  get size(): number {
    return this.#chunks.length;
  }

  /** @internal resolves on the next append or close, or when `cancel` is called. */
  changed(): { promise: Promise<void>; cancel: () => void } {
    let wake!: () => void;
    const promise = new Promise<void>((resolve) => {
      wake = resolve;
    });
    this.#waiters.add(wake);
    return {
      promise,
      cancel: () => {
        this.#waiters.delete(wake);
        wake();
      },
    };
  }

  #wake(): void {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }
}

export class EventReader {
  readonly #buffer: EventBuffer;
  #position = 0;

  constructor(buffer: EventBuffer) {
    this.#buffer = buffer;
  }

  /** Takes what is there without waiting; when nothing is, waits for one chunk up to the timeout. */
  async read(options: ReadOptions): Promise<ReadResult> {
    if (this.#buffer.size === this.#position && !this.#buffer.closed && options.timeoutMs > 0 && !options.signal?.aborted) {
      await this.#waitForChange(options);
    }
    const chunks = this.#buffer.slice(this.#position);
    this.#position += chunks.length;
    return { chunks, finished: this.#buffer.closed && this.#position === this.#buffer.size };
  }

  async #waitForChange({ timeoutMs, signal }: ReadOptions): Promise<void> {
    const change = this.#buffer.changed();
    const timer = setTimeout(change.cancel, timeoutMs);
    signal?.addEventListener('abort', change.cancel, { once: true });
    try {
      await change.promise;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', change.cancel);
    }
  }
}
