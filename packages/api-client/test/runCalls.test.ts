// The run API: a whole answer, a streamed run read as typed events (split anywhere on the wire,
// ended by `end` or `error`, cut connections reported, an early exit closing the connection), the
// webhook, and both ways of signing: a session's bearer token and an API key.
import type { ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, runOutputText, type RunResponse, type RunStreamEvent } from '../src/index';
import { envelope, serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const FLOW = 'ask-me';
const RUN_PATH = `/api/v1/run/${FLOW}`;

const response = (text: string): RunResponse => ({
  session_id: 'chat-1',
  outputs: [
    {
      inputs: { input_value: '你好' },
      outputs: [
        {
          results: { message: { text } },
          artifacts: {},
          outputs: { message: { message: text, type: 'text' } },
          logs: {},
          messages: [{ message: text, sender: 'Machine', sender_name: 'AI', session_id: 'chat-1', stream_url: null, component_id: 'ChatOutput-x', files: [], type: 'text' }],
          timedelta: 0.1,
          duration: '0.1 seconds',
          component_display_name: 'Chat Output',
          component_id: 'ChatOutput-x',
          used_frozen_result: false,
        },
      ],
    },
  ],
});

const message = (text: string) => ({ id: 'm-1', flow_id: null, timestamp: '2026-01-01 00:00:00 UTC', sender: 'Machine', sender_name: 'AI', session_id: 'chat-1', text, files: [], error: false, edit: false, properties: { state: 'partial' }, category: 'message', content_blocks: [] }) as ChatMessage;
const wire = (event: unknown) => `${JSON.stringify(event)}\n\n`;
const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

async function collect(events: AsyncIterable<RunStreamEvent>): Promise<RunStreamEvent[]> {
  const seen: RunStreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe('runs.run', () => {
  it('posts the request with stream=false and answers the RunResponse', async () => {
    server().on('POST', RUN_PATH, () => ({ json: response('你好！') }));
    const answer = await signedInClient(server()).runs.run(FLOW, { input_value: '你好', session_id: 'chat-1', tweaks: { 'Prompt-1': { template: 'T' } } });
    expect(runOutputText(answer)).toBe('你好！');
    const [sent] = server().hits('POST', RUN_PATH);
    expect(queryOf(sent!.query)).toEqual({ stream: 'false' });
    expect(JSON.parse(sent!.body)).toEqual({ input_value: '你好', session_id: 'chat-1', tweaks: { 'Prompt-1': { template: 'T' } } });
    expect(sent!.headers.authorization).toBe('Bearer A1');
  });

  it('sends an empty body for the defaults and escapes the flow name in the path', async () => {
    server().on('POST', '/api/v1/run/my%20flow', () => ({ json: response('ok') }));
    await signedInClient(server()).runs.run('my flow');
    expect(server().hits('POST', '/api/v1/run/my%20flow')[0]?.body).toBe('{}');
  });

  it('throws the server’s refusal as an ApiError with its detail', async () => {
    server().on('POST', RUN_PATH, () => ({ status: 404, json: { detail: 'Flow not found' } }));
    const error = await signedInClient(server()).runs.run(FLOW).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Flow not found' });
  });
});

describe('runs.stream', () => {
  it('yields the typed events as they arrive, whatever the chunking, and stops after end', async () => {
    const body = [wire({ event: 'add_message', data: message('你') }), wire({ event: 'token', data: { chunk: '你', id: 'm-1' } }), wire({ event: 'token', data: { chunk: '好', id: 'm-1' } }), wire({ event: 'end', data: { result: response('你好') } })].join('');
    // Split inside the JSON and inside a multi-byte character; the server keeps the answer open after end.
    const bytes = Buffer.from(body);
    const cuts = [7, 40, bytes.indexOf(Buffer.from('好')) + 1, bytes.length - 3];
    const chunks = [0, ...cuts].map((start, index) => bytes.subarray(start, cuts[index] ?? bytes.length));
    server().on('POST', RUN_PATH, () => ({ chunks, hold: true }));
    const events = await collect(signedInClient(server()).runs.stream(FLOW, { input_value: '你好' }));
    expect(events.map((event) => event.event)).toEqual(['add_message', 'token', 'token', 'end']);
    const tokens = events.flatMap((event) => (event.event === 'token' ? [event.data.chunk] : []));
    expect(tokens.join('')).toBe('你好');
    const end = events.at(-1);
    expect(end?.event === 'end' && runOutputText(end.data.result)).toBe('你好');
    expect(queryOf(server().hits('POST', RUN_PATH)[0]!.query)).toEqual({ stream: 'true' });
  });

  it('skips events that are not the run stream’s and ends with an error event', async () => {
    server().on('POST', RUN_PATH, () => ({ chunks: [wire({ event: 'build_start', data: {} }), wire({ event: 'progress', data: { step: 1 } }), wire({ event: 'error', data: { error: '模型不可用' } })] }));
    const events = await collect(signedInClient(server()).runs.stream(FLOW));
    expect(events).toEqual([{ event: 'error', data: { error: '模型不可用' } }]);
  });

  it('reports a stream that ends before end or error', async () => {
    server().on('POST', RUN_PATH, () => ({ chunks: [wire({ event: 'token', data: { chunk: 'a', id: 'm-1' } })] }));
    const seen: string[] = [];
    const error = await (async () => {
      for await (const event of signedInClient(server()).runs.stream(FLOW)) seen.push(event.event);
    })().catch((caught: unknown) => caught);
    expect(seen).toEqual(['token']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: 'The run stream ended before its end event' });
  });

  it('reports a piece that is not an event', async () => {
    server().on('POST', RUN_PATH, () => ({ chunks: ['<html>oops</html>\n\n'] }));
    await expect(collect(signedInClient(server()).runs.stream(FLOW))).rejects.toThrow(/unreadable event/);
  });

  it('closes the connection when the caller leaves the loop early', async () => {
    server().on('POST', RUN_PATH, () => ({ chunks: [wire({ event: 'token', data: { chunk: 'a', id: 'm-1' } })], hold: true }));
    for await (const event of signedInClient(server()).runs.stream(FLOW)) {
      expect(event.event).toBe('token');
      break;
    }
    await server().hits('POST', RUN_PATH)[0]!.closed;
  });

  it('closes the connection when the caller aborts', async () => {
    server().on('POST', RUN_PATH, () => ({ chunks: [wire({ event: 'token', data: { chunk: 'a', id: 'm-1' } })], hold: true }));
    const controller = new AbortController();
    const error = await (async () => {
      for await (const event of signedInClient(server()).runs.stream(FLOW, {}, { signal: controller.signal })) if (event.event === 'token') controller.abort();
    })().catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    await server().hits('POST', RUN_PATH)[0]!.closed;
  });

  it('refreshes an expired session before the stream starts and replays the run', async () => {
    server().on('POST', RUN_PATH, (request) => (request.headers.authorization === 'Bearer A2' ? { chunks: [wire({ event: 'end', data: { result: response('ok') } })] } : { status: 401, json: { detail: 'Could not validate credentials' } }));
    server().on('POST', '/api/v1/refresh', () => envelope({ access_token: 'A2', refresh_token: 'R2', token_type: 'bearer' }));
    const events = await collect(signedInClient(server()).runs.stream(FLOW));
    expect(events.map((event) => event.event)).toEqual(['end']);
    expect(server().hits('POST', RUN_PATH)).toHaveLength(2);
  });

  it('throws a refused stream as an ApiError before any event', async () => {
    server().on('POST', RUN_PATH, () => ({ status: 403, json: { detail: 'Tweaks are accepted only from the flow’s owner' } }));
    const client = createApiClient({ baseUrl: server().url, apiKey: 'sk-other' });
    await expect(collect(client.runs.stream(FLOW, { tweaks: { x: { y: 1 } } }))).rejects.toMatchObject({ status: 403, detail: 'Tweaks are accepted only from the flow’s owner' });
  });
});

describe('runs.webhook', () => {
  it('posts the payload as JSON and answers the 202', async () => {
    server().on('POST', `/api/v1/webhook/${FLOW}`, () => ({ status: 202, json: { message: 'Task started in the background', status: 'in progress' } }));
    const answer = await signedInClient(server()).runs.webhook(FLOW, { order: 42, items: ['茶'] });
    expect(answer).toEqual({ message: 'Task started in the background', status: 'in progress' });
    expect(JSON.parse(server().hits('POST', `/api/v1/webhook/${FLOW}`)[0]!.body)).toEqual({ order: 42, items: ['茶'] });
  });
});

describe('runs with an API key', () => {
  it('sends x-api-key and no bearer token on run, stream and webhook', async () => {
    server().on('POST', RUN_PATH, (request) => (request.query.includes('stream=true') ? { chunks: [wire({ event: 'end', data: { result: response('ok') } })] } : { json: response('ok') }));
    server().on('POST', `/api/v1/webhook/${FLOW}`, () => ({ status: 202, json: { message: 'Task started in the background', status: 'in progress' } }));
    const client = createApiClient({ baseUrl: server().url, apiKey: 'sk-third-party' });
    await client.runs.run(FLOW, { input_value: 'a' });
    await collect(client.runs.stream(FLOW, { input_value: 'b' }));
    await client.runs.webhook(FLOW, { c: 1 });
    for (const request of server().requests) {
      expect(request.headers['x-api-key']).toBe('sk-third-party');
      expect(request.headers.authorization).toBeUndefined();
    }
    expect(server().requests).toHaveLength(3);
  });
});
