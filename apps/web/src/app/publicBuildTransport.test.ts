import { describe, expect, it } from 'vitest';
import { createPublicBuildTransport } from './publicBuildTransport';

describe('createPublicBuildTransport', () => {
  it('starts the public build without the canvas graph, keeping the inputs and files', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const transport = createPublicBuildTransport('http://app.test', async (url, init) => {
      calls.push({ url: String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      return new Response('{"event":"end","data":{}}\n\n', { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    });
    await transport.run(
      {
        flowId: 'f-1',
        delivery: 'direct',
        body: { inputs: { input_value: 'hi', session: 's' }, files: ['f-1/a.png'], data: { nodes: [{ id: 'n' }], edges: [] } },
        signal: new AbortController().signal,
      },
      { onEvent: () => undefined },
    );
    expect(calls[0]?.url).toMatch(/^http:\/\/app\.test\/api\/v1\/build_public_tmp\/f-1\/flow\?/);
    expect(calls[0]?.body).toEqual({ inputs: { input_value: 'hi', session: 's' }, files: ['f-1/a.png'] });
  });
});
