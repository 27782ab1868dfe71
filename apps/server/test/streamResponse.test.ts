// A pushed response body (the run stream's): a chunk written while the response flows is written
// to the response itself in that same tick, so a streamed token waits for no reader and passes
// through no stream (issue 19); chunks written before the response flows arrive too, in order,
// and the body ends when told. A body sent after its client left stops the work behind it.
import type { ServerResponse } from 'node:http';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { pushedBody, sendStream, type PushedBody } from '../src/streaming/streamResponse';

describe('pushedBody', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function serve(): Promise<{ url: string; body: PushedBody; response: () => ServerResponse }> {
    const app = Fastify();
    const body = pushedBody();
    let raw: ServerResponse | undefined;
    app.get('/events', (_request, reply) => {
      raw = reply.raw;
      return sendStream(reply, body.stream, { contentType: 'text/event-stream', disconnect: new AbortController() });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    return { url: `${address}/events`, body, response: () => raw as ServerResponse };
  }

  it('writes a chunk to the response in the tick it is pushed', async () => {
    const { url, body, response } = await serve();
    body.write('{"event": "add_message"}\n\n');
    const answer = await fetch(url);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('{"event": "add_message"}\n\n');

    const written: string[] = [];
    const raw = response();
    const write = raw.write.bind(raw) as (chunk: unknown, ...rest: unknown[]) => boolean;
    raw.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof raw.write;
    let pushes = 0;
    const push = body.stream.push.bind(body.stream);
    body.stream.push = (chunk: unknown) => {
      pushes += 1;
      return push(chunk);
    };
    body.write('{"event": "token"}\n\n');
    expect(written).toEqual(['{"event": "token"}\n\n']);
    // Written to the response itself, not handed on through the stream (issue 19).
    expect(pushes).toBe(0);

    body.end();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += decoder.decode(part.value, { stream: true });
    expect(rest).toBe('{"event": "token"}\n\n');
  });

  it('sends what was pushed before the response flowed, in order, and nothing after the end', async () => {
    const { url, body } = await serve();
    body.write('a\n\n');
    body.write('b\n\n');
    body.end();
    body.write('late\n\n');
    expect(await (await fetch(url)).text()).toBe('a\n\nb\n\n');
  });

  it('tells the caller the client is gone when the answer starts after it left', async () => {
    const app = Fastify();
    const disconnect = new AbortController();
    let sent!: () => void;
    const started = new Promise<void>((resolve) => (sent = resolve));
    app.post('/events', async (_request, reply) => {
      // The answer starts late (streamRun starts it once the run first waits): here, after the client left.
      await new Promise((resolve) => reply.raw.once('close', resolve));
      const body = pushedBody();
      const answer = sendStream(reply, body.stream, { contentType: 'text/event-stream', disconnect });
      sent();
      return answer;
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('POST /events HTTP/1.1\r\nHost: test\r\nContent-Length: 0\r\n\r\n', () => setTimeout(() => socket.destroy(), 20));
    await started;
    expect(disconnect.signal.aborted).toBe(true);
  });
});
