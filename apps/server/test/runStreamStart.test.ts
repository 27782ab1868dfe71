// A streamed run's answer starts once the run first waits (for a model's answer, say), not as soon
// as it has its first event: starting it (Fastify's send, its hooks) would otherwise come before
// the run's work up to that wait, e.g. before the model call is sent (issue 19).
import { setTimeout as sleep } from 'node:timers/promises';
import { defineComponent } from '@app/engine';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { sourcesOf } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';

const order: string[] = [];

/** Works through many promise turns (as a run does before its model call), then waits. */
const Busy = defineComponent({
  type: 'Busy',
  display_name: 'Busy',
  description: 'Works, then waits.',
  category: 'processing',
  inputs: [{ type: 'str', name: 'text', input_types: ['Message'], value: '' }],
  outputs: [{ name: 'text', display_name: 'Text', types: ['Message'] }],
  run: async ({ inputs }) => {
    for (let turn = 0; turn < 500; turn++) await Promise.resolve();
    order.push('waits');
    await sleep(10);
    return { text: inputs.text };
  },
});

describe('a streamed run’s answer', () => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({
      database: 'sqlite',
      // The run in this process: a queued run's answer starts when the worker's first event comes.
      queue: false,
      components: [Busy],
      componentSources: sourcesOf([Busy]),
      onRoute: (route: RouteOptions) => {
        if (route.url !== '/api/v1/run/:flowIdOrName') return;
        // Fastify's onSend hooks run as the answer starts, before its headers are written.
        route.onSend = [...[route.onSend ?? []].flat(), async (_request, _reply, payload) => (order.push('answer'), payload)];
      },
    });
    dev = await userApi(server, 'stream-start-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('starts once the run waits, with what it emitted before in order', async () => {
    const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, 'Busy-mid00'), makeNode(catalogue, 'ChatOutput-out00')];
    const flow = await createFlow(dev, {
      nodes,
      edges: [connect(nodes, 'ChatInput-in000.message', 'Busy-mid00.text'), connect(nodes, 'Busy-mid00.text', 'ChatOutput-out00.input_value')],
    });
    order.length = 0;
    const answer = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'hi' });
    expect(answer.status).toBe(200);
    expect(order).toEqual(['waits', 'answer']);
    const events = parseEvents(answer.text);
    expect(eventNames(events)).toEqual(['add_message', 'add_message', 'end']);
    expect(events.slice(0, 2).map((event) => (event.data as { text: string }).text)).toEqual(['hi', 'hi']);
  });
});
