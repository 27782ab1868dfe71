// Every build and run has a deadline (RUN_TIMEOUT): a flow stuck in a component that ignores
// every stop still ends, with an error naming the limit, through the editor's build, the run API
// and its stream. A build that was running when its server stopped is known afterwards: its
// events end with that error instead of a 404, and the flow's logs show the run failed — whether
// the server stopped cleanly or died. On SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { serverMessages } from '@app/i18n/locales/zh/serverMessages';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { SERVER_RESTARTED } from '../src/build/jobs/jobEndings';
import { createJobRecords, STALE_AFTER_MS } from '../src/build/jobs/jobRecords';
import { isoTimestamp } from '../src/db/rowValues';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { createSlow, sourcesOf, Stuck } from './support/components';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';

function stuckFlow(catalogue: Catalogue, middle: 'Stuck' | 'Slow') {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), makeNode(catalogue, `${middle}-mid00`), makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', `${middle}-mid00.text`), connect(nodes, `${middle}-mid00.text`, 'ChatOutput-out00.input_value')] };
}

async function streamedEvents(server: TestServer, api: Api, jobId: string) {
  const response = await fetch(`${server.url}/api/v1/build/${jobId}/events`, { headers: { authorization: `Bearer ${api.token}` } });
  return { status: response.status, events: parseEvents(await response.text()) };
}

describe.each(await databasesUnderTest())('deadlines and restarts on %s', (database) => {
  let server: TestServer;
  const { Slow } = createSlow();
  const components = [Stuck, Slow];

  afterEach(() => server?.close());

  async function start(env: Record<string, string> = {}) {
    server = await createTestServer({ database, env, components, componentSources: sourcesOf(components) });
    const dev = await userApi(server, `deadline-${randomUUID().slice(0, 8)}`);
    return { dev, catalogue: await fetchCatalogue(dev) };
  }

  it('ends a stuck build, run and streamed run at RUN_TIMEOUT with an error naming the limit', async () => {
    const { dev, catalogue } = await start({ RUN_TIMEOUT: '1' });
    const flow = await createFlow(dev, stuckFlow(catalogue, 'Stuck'));

    const build = await streamedEvents(server, dev, await startBuild(dev, flow.id, {}, 'event_delivery=streaming'));
    expect(eventNames(build.events).slice(-2)).toEqual(['error', 'end']);
    // Worded in the reader's language, Chinese without an Accept-Language (errorLanguage.test.ts).
    expect(JSON.stringify(build.events.at(-2)?.data)).toContain('1 秒的时限（RUN_TIMEOUT）');

    const run = await dev.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'hi' });
    expect(run.status).toBe(500);
    expect(run.body.detail).toContain('1 秒的时限（RUN_TIMEOUT）');

    const streamed = await dev.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'hi' });
    const last = parseEvents(streamed.text).at(-1);
    expect(last).toMatchObject({ event: 'error', data: { error: expect.stringContaining('1 秒的时限（RUN_TIMEOUT）') } });
  });

  it('tells the client of a build that was running when the server stopped, and logs the run as failed', async () => {
    const first = await start();
    const flow = await createFlow(first.dev, stuckFlow(first.catalogue, 'Slow'));
    const jobId = await startBuild(first.dev, flow.id, { inputs: { input_value: 'hi' } }, 'event_delivery=polling');
    // Running, not only queued (in queue mode a queued job would wait for the next worker).
    await pollEvents(first.dev, jobId, (event) => event.event === 'build_start' && event.data.id === 'Slow-mid00');
    server = await server.restart();
    const dev = { ...first.dev, call: first.dev.call };

    const afterRestart = await streamedEvents(server, dev, jobId);
    expect(afterRestart.status).toBe(200);
    // In queue mode the events before the stop are still there; either way the job ends with the error.
    expect(afterRestart.events.slice(-2)).toEqual([
      // Coded, so the editor and the chat word it in the reader's language; worded so for an API client.
      { event: 'error', data: expect.objectContaining({ text: serverMessages.JOB_SERVER_RESTARTED, category: 'error', content_blocks: [expect.objectContaining({ contents: [expect.objectContaining({ type: 'error', coded: SERVER_RESTARTED })] })] }) },
      { event: 'end', data: {} },
    ]);
    const polled = await fetch(`${server.url}/api/v1/build/${jobId}/events?event_delivery=polling`, { headers: { authorization: `Bearer ${dev.token}` } });
    expect(eventNames(parseEvents(await polled.text())).slice(-2)).toEqual(['error', 'end']);

    const logs = await fetch(`${server.url}/api/v1/monitor/transactions?flow_id=${flow.id}`, { headers: { authorization: `Bearer ${dev.token}` } });
    const { items } = (await logs.json()) as { items: Array<{ status: string; error: string | null }> };
    expect(items).toContainEqual(expect.objectContaining({ status: 'error', error: SERVER_RESTARTED.text }));

    // Someone else's job stays unknown to them.
    const stranger = await userApi(server, 'deadline-stranger');
    expect((await streamedEvents(server, stranger, jobId)).status).toBe(404);
  });

  it('records a job that ends as soon as it starts as ended, never left running', async () => {
    const { dev, catalogue } = await start();
    const flow = await createFlow(dev, stuckFlow(catalogue, 'Slow'));
    const { db, dialect } = server.app.database;
    const records = createJobRecords({ db, logger: pino({ level: 'silent' }), sharedDatabase: dialect === 'postgres' });
    // A server stopping right after a start: the end is written while the start may still be on its way.
    const ids = Array.from({ length: 20 }, () => randomUUID());
    for (const id of ids) {
      records.started({ id, ownerId: dev.userId, flowId: flow.id });
      records.finished({ id, ownerId: dev.userId, flowId: flow.id }, 'interrupted');
    }
    await records.close();
    const rows = await db.selectFrom('build_jobs').select('status').where('id', 'in', ids).execute();
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'interrupted'));
  });

  it('marks a lost job interrupted once, with its record inserted when its start was lost', async () => {
    const { dev, catalogue } = await start();
    const flow = await createFlow(dev, stuckFlow(catalogue, 'Slow'));
    const { db, dialect } = server.app.database;
    // Another instance noticing the loss (a stall check), twice: its start never reached the database.
    const records = createJobRecords({ db, logger: pino({ level: 'silent' }), sharedDatabase: dialect === 'postgres' });
    const job = { id: randomUUID(), ownerId: dev.userId, flowId: flow.id };
    records.finished(job, 'interrupted');
    records.finished(job, 'interrupted');
    records.finished(job, 'failed');
    await records.close();
    const stored = await db.selectFrom('build_jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('interrupted');
    const entries = await db.selectFrom('transactions').select('error').where('flow_id', '=', flow.id).execute();
    expect(entries).toEqual([{ error: SERVER_RESTARTED.text }]);
  });

  it('marks a build of a server that died (no clean stop) interrupted once nobody keeps it alive', async () => {
    const { dev, catalogue } = await start();
    const flow = await createFlow(dev, stuckFlow(catalogue, 'Slow'));
    const jobId = randomUUID();
    // What a killed server leaves: a running record its instance no longer refreshes.
    const lastSign = isoTimestamp(new Date(Date.now() - STALE_AFTER_MS - 1000));
    await server.app.database.db
      .insertInto('build_jobs')
      .values({ id: jobId, owner_id: dev.userId, flow_id: flow.id, status: 'running', instance_id: randomUUID(), created_at: lastSign, updated_at: lastSign })
      .execute();
    const answer = await streamedEvents(server, dev, jobId);
    expect(eventNames(answer.events)).toEqual(['error', 'end']);
    const stored = await server.app.database.db.selectFrom('build_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('interrupted');
  });
});
