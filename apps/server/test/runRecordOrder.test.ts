// A run's records and its answer (a streamed run's end event): on SQLite the answer goes first and
// every later request waits for the records (createServerRecordWriter); on PostgreSQL, which other
// processes may read, the records are committed before the answer. Runs in this process, not
// through the queue (whose worker writes a run's records before it hands the answer back), also
// when the suite runs in queue mode.
import type { ChatMessage } from '@app/flow-graph';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, type Catalogue } from './support/flows';

const ANSWER = '(answer)';
const STREAM_END = '(end event)';

describe.each(await databasesUnderTest())('a run’s records on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;
  const log: string[] = [];

  beforeAll(async () => {
    server = await createTestServer({
      database,
      queue: false,
      onQuery: (sql) => void log.push(sql),
      onRoute: (route: RouteOptions) => {
        if (route.url !== '/api/v1/run/:flowIdOrName') return;
        const hooks = [route.onSend ?? []].flat();
        route.onSend = [...hooks, async (_request, _reply, payload) => (log.push(ANSWER), payload)];
        // A streamed run's answer ends with its end event, written to the response as it comes.
        const requestHooks = [route.onRequest ?? []].flat();
        route.onRequest = [
          ...requestHooks,
          (_request, reply, done) => {
            const raw = reply.raw;
            const write = raw.write.bind(raw) as (...args: unknown[]) => boolean;
            raw.write = ((chunk: unknown, ...rest: unknown[]) => {
              if (String(chunk).startsWith('{"event":"end"')) log.push(STREAM_END);
              return write(chunk, ...rest);
            }) as typeof raw.write;
            done();
          },
        ];
      },
    });
    dev = await userApi(server, 'record-order-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it.each([
    { title: 'answers before writing the messages on SQLite only, and the next request reads them', query: '', question: 'why', session: 'order-1', sent: ANSWER },
    { title: 'sends a streamed run’s end event before writing the messages on SQLite only, and the next request reads them', query: '?stream=true', question: 'how', session: 'order-2', sent: STREAM_END },
  ])('$title', async ({ query, question, session, sent }) => {
    const flow = await createFlow(dev, chatPromptGraph(catalogue));
    log.length = 0;
    const answer = await dev.post(`/api/v1/run/${flow.id}${query}`, { input_value: question, session_id: session });
    expect(answer.status).toBe(200);
    const stored = await dev.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}&session_id=${session}`);
    expect(stored.body.map((message) => [message.sender, message.text])).toEqual([
      ['User', question],
      ['Machine', `Q: ${question}`],
    ]);
    const answered = log.indexOf(sent);
    const written = log.findIndex((sql) => /insert into "messages"/i.test(sql));
    expect(answered).toBeGreaterThanOrEqual(0);
    expect(written).toBeGreaterThanOrEqual(0);
    if (database === 'sqlite') expect(written).toBeGreaterThan(answered);
    else expect(written).toBeLessThan(answered);
  });
});
