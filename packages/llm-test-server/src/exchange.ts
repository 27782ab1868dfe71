// One request and its answer: the recorded request, JSON answers, and server-sent events paced
// with delays that stop as soon as the client goes away.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the server saw it, and how its answer went. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. "/v1/chat/completions". */
  path: string;
  /** The query parameters. */
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /**
   * The parsed JSON body, or the raw text when it is not JSON, or null without a body; a
   * transcription's multipart body as `{model, language, file: {name, type, size}}`.
   */
  body: unknown;
  /** performance.now() when the first piece of reply content (text or tool call) was written. */
  firstContentAt: number | undefined;
  /**
   * performance.now() of every piece of content as it was written (each streamed text piece, each
   * tool call's start, each audio chunk, or the one JSON answer): latency benchmarks match the
   * client's later tokens to them, not only its first.
   */
  contentAt: number[];
  /** True when the connection closed before the answer was complete: the client went away (a cancel), or the script dropped it. */
  closedEarly: boolean;
  /** Resolves once the answer is complete or the client has gone. */
  settled: Promise<void>;
}

export class Exchange {
  readonly record: RecordedRequest;
  private readonly response: ServerResponse;
  private streaming = false;

  constructor(request: IncomingMessage, response: ServerResponse, body: unknown) {
    this.response = response;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const url = new URL(request.url ?? '/', 'http://localhost');
    this.record = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
      firstContentAt: undefined,
      contentAt: [],
      closedEarly: false,
      settled,
    };
    response.on('close', () => {
      if (!response.writableFinished) this.record.closedEarly = true;
      settle();
    });
  }

  get gone(): boolean {
    return this.record.closedEarly || this.response.destroyed;
  }

  json(status: number, body: unknown): void {
    if (this.gone) return;
    this.response.writeHead(status, { 'content-type': 'application/json' });
    this.response.end(JSON.stringify(body));
  }

  /** Waits `ms` (0: a macrotask) unless the client has gone; returns whether it is still there. */
  async pause(ms: number): Promise<boolean> {
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    return !this.gone;
  }

  /** Sends one server-sent event: `event: <name>` (Anthropic) when named, then `data: <json>`. */
  event(data: unknown, name?: string): boolean {
    if (this.gone) return false;
    if (!this.streaming) {
      this.streaming = true;
      this.response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    }
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    this.response.write(`${name ? `event: ${name}\n` : ''}data: ${payload}\n\n`);
    return true;
  }

  /** Starts a binary answer sent in pieces with write(). */
  startBinary(status: number, contentType: string): void {
    if (this.gone || this.streaming) return;
    this.streaming = true;
    this.response.writeHead(status, { 'content-type': contentType });
  }

  write(bytes: Uint8Array): boolean {
    if (this.gone) return false;
    this.response.write(bytes);
    return true;
  }

  markContent(): void {
    const now = performance.now();
    this.record.firstContentAt ??= now;
    this.record.contentAt.push(now);
  }

  end(): void {
    if (!this.gone) this.response.end();
  }

  /** Breaks the connection without finishing the answer, once what was written has gone out. */
  async drop(): Promise<void> {
    await new Promise((resolve) => this.response.write('', resolve));
    this.response.socket?.destroy();
  }
}
