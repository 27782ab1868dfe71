// A real HTTP server speaking the build protocol, configurable per test: streaming, polling and
// direct delivery, error answers, a server without streaming, and one that stalls.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeBuildEvent, type BuildEvent } from '@app/flow-graph';

export interface Scenario {
  events: BuildEvent[];
  /** How GET events?event_delivery=streaming answers. */
  streaming?: 'ok' | 'unsupported';
  /** How POST …/flow?event_delivery=direct answers: a stream, 405, or a plain job id. */
  direct?: 'ok' | 'unsupported' | 'job';
  startStatus?: number;
  eventsStatus?: number;
  eventsDetail?: string;
  /** Raw text sent after the first event (to test malformed pieces). */
  garbage?: string;
  /** Stop after this many events and keep the connection (or keep answering empty polls). */
  stallAfter?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Resolves with the job id of the first cancel call. */
  cancelled: Promise<string>;
  /** Resolves when a streamed events response was closed by the client. */
  streamClosed: Promise<void>;
  close(): Promise<void>;
}

const JOB_ID = 'job-42';
const encoder = new TextEncoder();

export async function startTestServer(scenario: Scenario): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const limit = scenario.stallAfter ?? scenario.events.length;
  const wire = scenario.events.slice(0, limit).map(encodeBuildEvent);
  if (scenario.garbage !== undefined) wire.splice(1, 0, scenario.garbage);
  let next = 0; // the job's queue: what polling has not taken yet
  let resolveCancelled: (jobId: string) => void = () => undefined;
  const cancelled = new Promise<string>((resolve) => (resolveCancelled = resolve));
  let resolveStreamClosed: () => void = () => undefined;
  const streamClosed = new Promise<void>((resolve) => (resolveStreamClosed = resolve));
  const stalled = scenario.stallAfter !== undefined;

  async function stream(response: ServerResponse): Promise<void> {
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    response.on('close', () => resolveStreamClosed());
    // Odd-sized chunks with pauses, so events and multi-byte characters split across reads.
    const bytes = encoder.encode(wire.join(''));
    for (let offset = 0; offset < bytes.length; offset += 97) {
      if (response.destroyed) return;
      response.write(bytes.slice(offset, offset + 97));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (!stalled) response.end();
  }

  function json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: request.method ?? '', path: url.pathname, query, headers: request.headers, body: text ? JSON.parse(text) : undefined });

    const start = /^\/api\/v1\/build\/([^/]+)\/flow$/.exec(url.pathname);
    const events = /^\/api\/v1\/build\/([^/]+)\/events$/.exec(url.pathname);
    const cancel = /^\/api\/v1\/build\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && start) {
      if (scenario.startStatus === 404) return json(response, 404, { detail: 'Flow not found' });
      if (scenario.startStatus) return json(response, scenario.startStatus, { detail: 'start went wrong' });
      if (query.event_delivery === 'direct') {
        if (scenario.direct === 'unsupported') return json(response, 405, { detail: 'Method Not Allowed' });
        if (scenario.direct === 'ok') return stream(response);
      }
      return json(response, 200, { job_id: JOB_ID });
    }
    if (request.method === 'GET' && events) {
      if (events[1] !== JOB_ID) return json(response, 404, { detail: 'Job not found' });
      if (scenario.eventsStatus) return json(response, scenario.eventsStatus, { detail: scenario.eventsDetail ?? 'events went wrong' });
      if (query.event_delivery === 'streaming') {
        if (scenario.streaming === 'unsupported') return json(response, 400, { detail: 'Streaming not supported' });
        return stream(response);
      }
      // Polling: what queued since the last poll (at most two events here), joined by "\n".
      const batch = wire.slice(next, next + 2);
      next += batch.length;
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      return response.end(batch.join('\n'));
    }
    if (request.method === 'POST' && cancel) {
      resolveCancelled(cancel[1] as string);
      return json(response, 200, { success: true, message: 'Flow build cancelled successfully' });
    }
    return json(response, 404, { detail: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    cancelled,
    streamClosed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
