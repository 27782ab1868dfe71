import type { EventDelivery } from '@app/flow-graph';
import { BuildError } from '../buildError';
import { systemTimers, type BuildTimers } from '../timers';
import { EventReader } from './eventReader';
import {
  buildUrl,
  eventsUrl,
  isReadableBody,
  readDetail,
  send,
  sleep,
  Stopped,
  type FetchLike,
  type HeadersProvider,
  type RequestContext,
} from './request';
import type { BuildTransport, DeliveryFallbackReason, TransportOutcome, TransportRequest, TransportSink } from './types';

export interface HttpTransportOptions {
  /** Default `/api/v1`. */
  baseUrl?: string;
  /** Default the global fetch. */
  fetch?: FetchLike;
  headers?: HeadersProvider;
  /** Path of the start call under baseUrl; the playground and REST variants use their own. Default `build/{flowId}/flow`. */
  startPath?: (flowId: string) => string;
  /** Extra query parameters on every call, e.g. `x-api-key`. */
  query?: Record<string, string>;
  /** Default 100 ms (spec/3 section 9). */
  pollIntervalMs?: number;
  timers?: BuildTimers;
}

// Answers that mean "this server cannot serve that delivery", so polling is tried instead.
// 400 is what a Langflow-style events endpoint answers for a delivery mode it does not know; the
// start call also uses 400 for invalid flows, so only 405/501 count there.
const EVENTS_UNSUPPORTED_STATUSES: ReadonlySet<number> = new Set([400, 405, 501]);
const START_UNSUPPORTED_STATUSES: ReadonlySet<number> = new Set([405, 501]);
const UNSUPPORTED_DETAIL = /streaming not supported|endpoint not available/i;

/** The build protocol over HTTP: streaming, polling or direct delivery, with fallback to polling. */
export function createHttpTransport(options: HttpTransportOptions = {}): BuildTransport {
  const context: RequestContext = {
    baseUrl: options.baseUrl ?? '/api/v1',
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    headers: options.headers,
    query: options.query ?? {},
  };
  const config: HttpConfig = {
    context,
    startPath: options.startPath ?? ((flowId: string) => `build/${encodeURIComponent(flowId)}/flow`),
    pollIntervalMs: options.pollIntervalMs ?? 100,
    timers: options.timers ?? systemTimers,
  };
  return { run: (request, sink) => new HttpBuild(config, request, sink).run() };
}

interface HttpConfig {
  context: RequestContext;
  startPath: (flowId: string) => string;
  pollIntervalMs: number;
  timers: BuildTimers;
}

/** One build's conversation with the server. */
class HttpBuild {
  readonly #config: HttpConfig;
  readonly #request: TransportRequest;
  readonly #sink: TransportSink;
  readonly #reader: EventReader;
  #jobId: string | null = null;
  #delivery: EventDelivery;

  constructor(config: HttpConfig, request: TransportRequest, sink: TransportSink) {
    this.#config = config;
    this.#request = request;
    this.#sink = sink;
    this.#reader = new EventReader(sink, request.signal);
    this.#delivery = request.delivery;
  }

  async run(): Promise<TransportOutcome> {
    const { signal } = this.#request;
    try {
      if (this.#delivery === 'direct') {
        await this.#runDirect();
      } else {
        await this.#startJob(this.#delivery);
        await this.#readJob();
      }
    } catch (error) {
      // Once the caller aborted, whatever failed afterwards is a consequence of the abort.
      if (!(error instanceof Stopped) && !signal.aborted) throw error;
    } finally {
      if (signal.aborted && this.#jobId !== null && !this.#reader.terminal) this.#cancelJob(this.#jobId);
    }
    return { jobId: this.#jobId, delivery: this.#delivery };
  }

  async #startJob(delivery: EventDelivery): Promise<void> {
    const response = await this.#postStart(delivery);
    if (!response.ok) throw await startError(response);
    this.#acceptJobId(await readJobId(response));
  }

  async #postStart(delivery: EventDelivery): Promise<Response> {
    const { flowId, startComponentId, stopComponentId, logBuilds, body, signal } = this.#request;
    const url = buildUrl(this.#config.context, this.#config.startPath(flowId), {
      start_component_id: startComponentId,
      stop_component_id: stopComponentId,
      log_builds: logBuilds,
      event_delivery: delivery,
    });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    return send(this.#config.context, url, init, signal);
  }

  #acceptJobId(jobId: string): void {
    this.#jobId = jobId;
    this.#sink.onJobId?.(jobId);
  }

  async #readJob(): Promise<void> {
    if (this.#delivery === 'streaming' && (await this.#stream(this.#jobId as string)) === 'done') return;
    await this.#poll(this.#jobId as string);
  }

  async #runDirect(): Promise<void> {
    const response = await this.#postStart('direct');
    if (!response.ok) {
      const detail = await readDetail(response);
      if (!isUnsupported(START_UNSUPPORTED_STATUSES, response.status, detail)) throw await startError(response, detail);
      // Nothing was started, so starting again with polling cannot run the flow twice.
      this.#fallBackToPolling('ENDPOINT_NOT_AVAILABLE');
      await this.#startJob('polling');
      await this.#poll(this.#jobId as string);
      return;
    }
    if (response.headers.get('content-type')?.includes('application/json')) {
      // A server without direct delivery started an ordinary job and answered its id.
      this.#acceptJobId(await readJobId(response));
      this.#fallBackToPolling('ENDPOINT_NOT_AVAILABLE');
      await this.#poll(this.#jobId as string);
      return;
    }
    if (isReadableBody(response.body)) {
      await this.#reader.readStream(response.body, this.#request.signal);
      return;
    }
    // Without a readable stream there is no job id to poll; the whole body still carries every event.
    this.#reader.push(new Uint8Array(await this.#readAll(response)));
    this.#reader.end();
  }

  /** Reads the streaming events endpoint; 'unsupported' means the caller should poll instead. */
  async #stream(jobId: string): Promise<'done' | 'unsupported'> {
    const { signal } = this.#request;
    const local = linkedController(signal);
    try {
      const response = await send(this.#config.context, eventsUrl(this.#config.context, jobId, 'streaming'), { method: 'GET' }, local.signal);
      if (!response.ok) {
        const detail = await readDetail(response);
        if (!isUnsupported(EVENTS_UNSUPPORTED_STATUSES, response.status, detail)) throw eventsError(response.status, detail);
        this.#fallBackToPolling('ENDPOINT_NOT_AVAILABLE');
        return 'unsupported';
      }
      if (!isReadableBody(response.body)) {
        // Drop this connection so it does not keep taking events from the job's queue.
        local.abort();
        this.#fallBackToPolling('STREAMING_NOT_SUPPORTED');
        return 'unsupported';
      }
      await this.#reader.readStream(response.body, local.signal);
      return 'done';
    } finally {
      local.dispose();
    }
  }

  /** Asks for what has queued since the last poll, every pollIntervalMs, until `end` or `error`. */
  async #poll(jobId: string): Promise<void> {
    const { signal } = this.#request;
    for (;;) {
      const response = await send(this.#config.context, eventsUrl(this.#config.context, jobId, 'polling'), { method: 'GET' }, signal);
      if (!response.ok) {
        if (response.status === 404) throw new BuildError('JOB_NOT_FOUND', { status: 404 });
        const detail = await readDetail(response);
        throw new BuildError('EVENTS_FAILED', { status: response.status, detail, message: detail });
      }
      if (this.#reader.push(new Uint8Array(await this.#readAll(response)))) return;
      await sleep(this.#config.timers, this.#config.pollIntervalMs, signal);
    }
  }

  async #readAll(response: Response): Promise<ArrayBuffer> {
    try {
      return await response.arrayBuffer();
    } catch (error) {
      if (this.#request.signal.aborted) throw new Stopped();
      throw new BuildError('EVENTS_FAILED', { cause: error });
    }
  }

  #fallBackToPolling(reason: DeliveryFallbackReason): void {
    this.#delivery = 'polling';
    this.#sink.onDelivery?.('polling', reason);
  }

  #cancelJob(jobId: string): void {
    const url = buildUrl(this.#config.context, `build/${encodeURIComponent(jobId)}/cancel`, {});
    // Fire and forget: the build is already over for the caller, and an unreachable server must
    // not hold up the stop.
    send(this.#config.context, url, { method: 'POST' }, undefined).then(
      (response) => response.body?.cancel().catch(() => undefined),
      () => undefined,
    );
  }
}

function isUnsupported(statuses: ReadonlySet<number>, status: number, detail: string | undefined): boolean {
  return statuses.has(status) || (detail !== undefined && UNSUPPORTED_DETAIL.test(detail));
}

async function startError(response: Response, knownDetail?: string): Promise<BuildError> {
  if (response.status === 404) return new BuildError('FLOW_NOT_FOUND', { status: 404 });
  const detail = knownDetail ?? (await readDetail(response));
  return new BuildError('START_FAILED', { status: response.status, detail });
}

function eventsError(status: number, detail: string | undefined): BuildError {
  return status === 404 ? new BuildError('JOB_NOT_FOUND', { status, detail }) : new BuildError('EVENTS_FAILED', { status, detail });
}

async function readJobId(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { job_id?: unknown } | undefined;
  if (typeof body?.job_id !== 'string' || body.job_id === '') throw new BuildError('START_FAILED', { status: response.status });
  return body.job_id;
}

/** An AbortController that also aborts with `parent`, so one request can be dropped on its own. */
function linkedController(parent: AbortSignal): { signal: AbortSignal; abort(): void; dispose(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  if (parent.aborted) controller.abort();
  else parent.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispose: () => parent.removeEventListener('abort', onAbort),
  };
}
