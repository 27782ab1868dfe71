// The run API (spec/3 section 7, reference section 2): POST run/{flow_id_or_endpoint_name} for a
// whole answer or, with ?stream=true, its events as they happen, and the webhook that starts a run
// in the background. A signed-in owner runs their flow as it is; a client signed by an API key
// runs a published app's release.
import type { RunRequest, RunResponse, RunStreamEvent, WebhookResponse } from '@app/flow-graph';
import { readRunStream } from '../runStream';
import type { DomainContext } from './context';

export interface RunCallOptions {
  /** Cancels the call; for a stream it also closes the connection, which stops the run on the server. */
  signal?: AbortSignal;
}

export interface RunsApi {
  /** POST run/{flowIdOrName}?stream=false: the outputs' results once the flow has run. */
  run(flowIdOrName: string, body?: RunRequest, options?: RunCallOptions): Promise<RunResponse>;
  /**
   * POST run/{flowIdOrName}?stream=true: the run's events as they arrive. The last one is `end`
   * (with the same response `run` answers) or `error`; leaving the loop early stops the run.
   */
  stream(flowIdOrName: string, body?: RunRequest, options?: RunCallOptions): AsyncIterableIterator<RunStreamEvent>;
  /** POST webhook/{flowIdOrName} with `payload` as the flow's Webhook data (202): the run goes on in the background. */
  webhook(flowIdOrName: string, payload: unknown, options?: RunCallOptions): Promise<WebhookResponse>;
}

export function createRunsApi({ request }: DomainContext): RunsApi {
  const runPath = (flowIdOrName: string) => `/api/v1/run/${encodeURIComponent(flowIdOrName)}`;
  return {
    run: (flowIdOrName, body = {}, options = {}) =>
      request<RunResponse>({ method: 'POST', path: runPath(flowIdOrName), searchParams: { stream: false }, json: body, signal: options.signal }),
    async *stream(flowIdOrName, body = {}, options = {}) {
      const path = runPath(flowIdOrName);
      const bytes = await request<ReadableStream<Uint8Array>>({ method: 'POST', path, searchParams: { stream: true }, json: body, stream: true, signal: options.signal });
      yield* readRunStream(bytes, path);
    },
    webhook: (flowIdOrName, payload, options = {}) =>
      request<WebhookResponse>({ method: 'POST', path: `/api/v1/webhook/${encodeURIComponent(flowIdOrName)}`, json: payload, signal: options.signal }),
  };
}
