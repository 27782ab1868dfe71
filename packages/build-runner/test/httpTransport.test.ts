// The HTTP transport against a real local server: delivery modes, fallback, errors and cancel.
import type { BuildEvent, EventDelivery } from '@app/flow-graph';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildClient, BuildError, createHttpTransport, type HttpTransportOptions, type TransportOutcome } from '../src/index';
import { loadFixture } from './helpers';
import { startTestServer, type Scenario, type TestServer } from './testServer';

const events = loadFixture('basic-prompting.events');
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface RunOptions {
  delivery: EventDelivery;
  transport?: Partial<HttpTransportOptions>;
  /** Abort once this many events arrived. */
  abortAfter?: number;
}

async function runAgainst(scenario: Scenario, options: RunOptions) {
  server = await startTestServer(scenario);
  const transport = createHttpTransport({ baseUrl: server.baseUrl, headers: () => ({ Authorization: 'Bearer t0ken' }), ...options.transport });
  const controller = new AbortController();
  const received: BuildEvent[] = [];
  const malformed: string[] = [];
  const deliveries: string[] = [];
  const jobIds: string[] = [];
  const run: Promise<TransportOutcome> = transport.run(
    {
      flowId: 'flow-1',
      delivery: options.delivery,
      startComponentId: 'Prompt-Qc3d4',
      logBuilds: false,
      body: { data: { nodes: [{ id: 'n' }], edges: [] }, inputs: { input_value: '你好', session: 's1' } },
      signal: controller.signal,
    },
    {
      onEvent: (event) => {
        received.push(event);
        if (received.length === options.abortAfter) controller.abort();
      },
      onMalformed: (piece) => malformed.push(piece.raw),
      onDelivery: (delivery, reason) => deliveries.push(`${delivery}: ${reason}`),
      onJobId: (jobId) => jobIds.push(jobId),
    },
  );
  return { server, run, received, malformed, deliveries, jobIds };
}

const pathsOf = (target: TestServer) => target.requests.map((request) => `${request.method} ${request.path} ${request.query.event_delivery ?? ''}`.trim());

describe('createHttpTransport delivery', () => {
  it('streaming: starts the job, then reads the streamed events body', async () => {
    const { server, run, received, jobIds } = await runAgainst({ events }, { delivery: 'streaming' });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'streaming' });
    expect(received).toEqual(events);
    expect(jobIds).toEqual(['job-42']);
    expect(pathsOf(server)).toEqual(['POST /api/v1/build/flow-1/flow streaming', 'GET /api/v1/build/job-42/events streaming']);
    const [start] = server.requests;
    expect(start?.query).toEqual({ start_component_id: 'Prompt-Qc3d4', log_builds: 'false', event_delivery: 'streaming' });
    expect(start?.body).toEqual({ data: { nodes: [{ id: 'n' }], edges: [] }, inputs: { input_value: '你好', session: 's1' } });
    expect(server.requests.every((request) => request.headers.authorization === 'Bearer t0ken')).toBe(true);
  });

  it('polling: asks every 100 ms for what queued since the last poll, until end', async () => {
    const { server, run, received } = await runAgainst({ events }, { delivery: 'polling' });
    const started = Date.now();
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'polling' });
    expect(received).toEqual(events);
    const polls = server.requests.filter((request) => request.method === 'GET' && request.query.event_delivery === 'polling');
    expect(polls).toHaveLength(Math.ceil(events.length / 2));
    expect(Date.now() - started).toBeGreaterThanOrEqual((polls.length - 1) * 100 - 20);
  });

  it('direct: the start call itself streams the events', async () => {
    const { server, run, received } = await runAgainst({ events, direct: 'ok' }, { delivery: 'direct' });
    expect(await run).toEqual({ jobId: null, delivery: 'direct' });
    expect(received).toEqual(events);
    expect(pathsOf(server)).toEqual(['POST /api/v1/build/flow-1/flow direct']);
  });

  it('reports a malformed piece and still delivers the events after it', async () => {
    const { run, received, malformed } = await runAgainst({ events, garbage: '{"event": "token", oops}\n\n' }, { delivery: 'streaming' });
    await run;
    expect(received).toEqual(events);
    expect(malformed).toEqual(['{"event": "token", oops}']);
  });
});

describe('createHttpTransport fallback to polling', () => {
  it('when the events endpoint answers that streaming is not supported', async () => {
    const { server, run, received, deliveries } = await runAgainst({ events, streaming: 'unsupported' }, { delivery: 'streaming' });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'polling' });
    expect(received).toEqual(events);
    expect(deliveries).toEqual(['polling: ENDPOINT_NOT_AVAILABLE']);
    expect(pathsOf(server).slice(0, 3)).toEqual([
      'POST /api/v1/build/flow-1/flow streaming',
      'GET /api/v1/build/job-42/events streaming',
      'GET /api/v1/build/job-42/events polling',
    ]);
  });

  it('when the runtime cannot read a response body as a stream', async () => {
    // The fetch of a runtime without streamed bodies: real requests, except that a streaming
    // answer arrives without a readable body.
    const noStreamFetch: HttpTransportOptions['fetch'] = async (url, init) =>
      url.includes('event_delivery=streaming') && url.includes('/events') ? new Response(null, { status: 200 }) : fetch(url, init);
    const { run, received, deliveries } = await runAgainst({ events }, { delivery: 'streaming', transport: { fetch: noStreamFetch } });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'polling' });
    expect(received).toEqual(events);
    expect(deliveries).toEqual(['polling: STREAMING_NOT_SUPPORTED']);
  });

  it('when the server has no direct delivery (405), by starting a polling job', async () => {
    const { server, run, received } = await runAgainst({ events, direct: 'unsupported' }, { delivery: 'direct' });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'polling' });
    expect(received).toEqual(events);
    expect(pathsOf(server).slice(0, 3)).toEqual([
      'POST /api/v1/build/flow-1/flow direct',
      'POST /api/v1/build/flow-1/flow polling',
      'GET /api/v1/build/job-42/events polling',
    ]);
  });

  it('when a direct start answers a job id instead of a stream, by polling that job', async () => {
    const { server, run, received } = await runAgainst({ events, direct: 'job' }, { delivery: 'direct' });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'polling' });
    expect(received).toEqual(events);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('createHttpTransport errors', () => {
  async function failure(scenario: Scenario, options: RunOptions): Promise<BuildError> {
    const { run } = await runAgainst(scenario, options);
    const error = await run.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BuildError);
    return error as BuildError;
  }

  it('404 on start: Flow not found', async () => {
    expect(await failure({ events, startStatus: 404 }, { delivery: 'streaming' })).toMatchObject({ code: 'FLOW_NOT_FOUND', message: 'Flow not found', status: 404 });
  });

  it('404 on events: Build job not found, streaming or polling', async () => {
    const notFound = { code: 'JOB_NOT_FOUND', message: 'Build job not found', status: 404 };
    expect(await failure({ events, eventsStatus: 404 }, { delivery: 'streaming' })).toMatchObject(notFound);
    await server?.close();
    expect(await failure({ events, eventsStatus: 404 }, { delivery: 'polling' })).toMatchObject(notFound);
  });

  it('other start failures: Error starting build process, keeping status and detail', async () => {
    expect(await failure({ events, startStatus: 500 }, { delivery: 'polling' })).toMatchObject({
      code: 'START_FAILED',
      message: 'Error starting build process',
      status: 500,
      detail: 'start went wrong',
    });
  });

  it('other streaming event failures: Error processing build events', async () => {
    expect(await failure({ events, eventsStatus: 502 }, { delivery: 'streaming' })).toMatchObject({ code: 'EVENTS_FAILED', message: 'Error processing build events', status: 502 });
  });

  it("polling failures show the server's detail", async () => {
    expect(await failure({ events, eventsStatus: 503, eventsDetail: 'Job queue unavailable' }, { delivery: 'polling' })).toMatchObject({
      code: 'EVENTS_FAILED',
      message: 'Job queue unavailable',
      status: 503,
    });
  });

  it('a server that cannot be reached: the network error text', async () => {
    server = await startTestServer({ events });
    const baseUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const transport = createHttpTransport({ baseUrl });
    const error = await transport.run({ flowId: 'f', delivery: 'polling', body: {}, signal: new AbortController().signal }, { onEvent: () => undefined }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: '网络错误。请检查与服务器的连接。' });
  });
});

describe('createHttpTransport cancel', () => {
  it('streaming: aborting stops reading and sends the cancel call', async () => {
    const { server, run, received } = await runAgainst({ events, stallAfter: 3 }, { delivery: 'streaming', abortAfter: 2 });
    expect(await run).toEqual({ jobId: 'job-42', delivery: 'streaming' });
    expect(await server.cancelled).toBe('job-42');
    await server.streamClosed;
    expect(received).toHaveLength(2);
  });

  it('polling: aborting stops the polls and sends the cancel call', async () => {
    const { server, run, received } = await runAgainst({ events, stallAfter: 3 }, { delivery: 'polling', abortAfter: 3 });
    await run;
    expect(await server.cancelled).toBe('job-42');
    const polls = () => server.requests.filter((request) => request.method === 'GET' && request.query.event_delivery === 'polling').length;
    const pollsAtCancel = polls();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(polls()).toBe(pollsAtCancel);
    expect(received).toHaveLength(3);
  });

  it('does not cancel a job that already ended', async () => {
    const { server, run } = await runAgainst({ events }, { delivery: 'streaming', abortAfter: events.length });
    await run;
    expect(server.requests.some((request) => request.path.endsWith('/cancel'))).toBe(false);
  });
});

describe('BuildClient over HTTP', () => {
  it('builds a flow end to end and reports success', async () => {
    server = await startTestServer({ events });
    const client = new BuildClient({ transport: createHttpTransport({ baseUrl: server.baseUrl }) });
    const result = await client.startBuild({ flowId: 'flow-1', delivery: 'streaming' }).done;
    expect(result).toMatchObject({ status: 'success', jobId: 'job-42', delivery: 'streaming', deliveryFallback: null });
    expect(Object.values(result.vertices).map((vertex) => vertex.status)).toEqual(['BUILT', 'BUILT', 'BUILT']);
  });

  it('records a fallback in the result', async () => {
    server = await startTestServer({ events, streaming: 'unsupported' });
    const client = new BuildClient({ transport: createHttpTransport({ baseUrl: server.baseUrl }) });
    const result = await client.startBuild({ flowId: 'flow-1', delivery: 'streaming' }).done;
    expect(result).toMatchObject({ status: 'success', delivery: 'polling', deliveryFallback: 'ENDPOINT_NOT_AVAILABLE' });
  });

  it('handle.cancel() stops a stalled build and the server hears the cancel', async () => {
    server = await startTestServer({ events, stallAfter: 3 });
    const client = new BuildClient({ transport: createHttpTransport({ baseUrl: server.baseUrl }) });
    const handle = client.startBuild({ flowId: 'flow-1', delivery: 'streaming' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    handle.cancel();
    const result = await handle.done;
    expect(result).toMatchObject({ status: 'stopped', notice: 'BUILD_STOPPED', jobId: 'job-42' });
    expect(await server.cancelled).toBe('job-42');
    await server.streamClosed;
  });
});
