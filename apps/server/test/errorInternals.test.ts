// Failing components never show the server's internals, on SQLite and PostgreSQL: no host frames,
// paths or bundle names in build events, run answers or what the monitor returns later. The
// flow's owner sees the traceback of their own failing code (a custom component in the sandbox),
// a public visitor not even that; the server log keeps the full error. Code that exhausts the
// sandbox gets the component's clear error, in the code check and in builds.
import type { BuildEvent, ChatMessage, ErrorPayload, GenericNode } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideStoredTracebacksMigration } from '../src/db/migrations/0013_hide_stored_tracebacks';
import { fromJson, toJson } from '../src/db/rowValues';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { eventNames, parseEvents, userApi, type Api } from './support/api';
import { endVertices, pollEvents, startBuild } from './support/builds';
import { Boom, sourcesOf } from './support/components';
import { customCode, customNode } from './support/customCode';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

/** What only the server may know: its files, its packages and its bundle's chunks. */
const HOST_INTERNALS = ['file://', '/work', 'node_modules', '.js:', '.ts:', 'chunk-', process.cwd()];

function expectNoHostInternals(what: string, answer: unknown): void {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
  for (const internal of HOST_INTERNALS) expect(text, `${what} contains ${internal}`).not.toContain(internal);
}

/** A custom component whose bug is two calls deep in the user's own functions. */
const BUGGY_CODE = customCode('Buggy', 'return { text: textMessage(context, shout(context.inputs.text)) };').replace(
  'export const Buggy',
  `function check(text: string): string {
  throw new TypeError(\`cannot shout "\${text}"\`);
}
function shout(text: string): string {
  return check(text).toUpperCase();
}

export const Buggy`,
);
const CHECK_LINE = BUGGY_CODE.split('\n').findIndex((line) => line.includes('throw new TypeError')) + 1;
const SHOUT_LINE = BUGGY_CODE.split('\n').findIndex((line) => line.includes('return check(text)')) + 1;

function around(catalogue: Catalogue, middle: GenericNode): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), middle, makeNode(catalogue, 'ChatOutput-out00')];
  return { nodes, edges: [connect(nodes, 'ChatInput-in000.message', `${middle.id}.text`), connect(nodes, `${middle.id}.text`, 'ChatOutput-out00.input_value')] };
}

function failurePayload(events: readonly BuildEvent[], id: string): ErrorPayload {
  const failed = endVertices(events).find((result) => result.id === id && !result.valid);
  if (!failed) throw new Error(`${id} did not fail: ${eventNames(events).join(', ')}`);
  return Object.values(failed.data.outputs).find((output) => output.type === 'error')?.message as ErrorPayload;
}

function errorEventTraceback(events: readonly BuildEvent[]): string | undefined {
  const error = events.find((event) => event.event === 'error')?.data as ChatMessage | undefined;
  return error?.content_blocks[0]?.contents[0]?.traceback as string | undefined;
}

describe.each(await databasesUnderTest())('no server internals in errors on %s', (database) => {
  let server: TestServer;
  let owner: Api;
  let catalogue: Catalogue;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await createTestServer({
      database,
      components: [Boom],
      componentSources: sourcesOf([Boom]),
      // Not the default 4 MB: the limit is the one configured.
      env: { LOG_LEVEL: 'warn', SANDBOX_MAX_OUTPUT_MB: '5' },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    owner = await userApi(server, 'internals-owner');
    catalogue = await fetchCatalogue(owner);
  });
  afterAll(() => server.close());

  /** The monitor's stored answers for a flow: vertex builds, messages, transactions. */
  const monitorAnswers = async (flowId: string) => ({
    builds: (await owner.get(`/api/v1/monitor/builds?flow_id=${flowId}`)).body,
    messages: (await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flowId}`)).body,
    transactions: (await owner.get(`/api/v1/monitor/transactions?flow_id=${flowId}`)).body,
  });

  it("a built-in component's failure: its reason and name, no traceback; the log has the full error", async () => {
    const flow = await createFlow(owner, around(catalogue, makeNode(catalogue, 'Boom-boom0')));
    const events = await pollEvents(owner, await startBuild(owner, flow.id, { inputs: { input_value: 'go' } }));
    expectNoHostInternals('build events', events);
    expect(failurePayload(events, 'Boom-boom0')).toMatchObject({ errorMessage: '构建组件 Boom 出错：\n\nthe component broke', stackTrace: '' });
    expect(errorEventTraceback(events)).toBe('');

    const run = await owner.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'go' });
    expect(run.status).toBe(500);
    expect(JSON.parse(run.body.detail)).toEqual({ message: '构建组件 Boom 出错：\n\nthe component broke', description: null, code: 'COMPONENT_BUILD_FAILED', suggestion: null });
    const streamed = await owner.post(`/api/v1/run/${flow.id}?stream=true`, { input_value: 'go' });
    expectNoHostInternals('the run answers', [run.text, streamed.text]);

    const stored = await monitorAnswers(flow.id);
    expect(stored.messages.filter((message) => message.error).map((message) => message.content_blocks[0]?.contents[0]?.traceback)).toEqual(['', '', '']);
    expectNoHostInternals('the monitor', stored);

    const logged = logLines.filter((line) => line.includes('the component broke') && line.includes('"vertexId":"Boom-boom0"'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toContain('components.ts');
  });

  it("a custom component's bug: the owner sees the traceback of their own functions and lines, nothing of the host", async () => {
    const flow = await createFlow(owner, around(catalogue, await customNode(owner, 'Buggy-bug00', BUGGY_CODE)));
    const events = await pollEvents(owner, await startBuild(owner, flow.id, { inputs: { input_value: 'hi' } }));
    expectNoHostInternals('build events', events);
    const payload = failurePayload(events, 'Buggy-bug00');
    expect(payload.errorMessage).toBe('构建组件 Buggy 出错：\n\ncannot shout "hi"');
    expect(payload.stackTrace.split('\n')).toEqual([
      'TypeError: cannot shout "hi"',
      expect.stringMatching(new RegExp(`^\\s+at check \\(custom/component:${CHECK_LINE}:\\d+\\)$`)),
      expect.stringMatching(new RegExp(`^\\s+at shout \\(custom/component:${SHOUT_LINE}:\\d+\\)$`)),
      expect.stringMatching(/^\s+at run \(custom\/component:\d+:\d+\)$/),
    ]);
    expect(errorEventTraceback(events)).toBe(payload.stackTrace);

    const run = await owner.post<{ detail: string }>(`/api/v1/run/${flow.id}`, { input_value: 'hi' });
    expect(run.status).toBe(500);
    expect(JSON.parse(run.body.detail)).toMatchObject({ message: '构建组件 Buggy 出错：\n\ncannot shout "hi"' });
    expectNoHostInternals('the run answer', run.text);

    const stored = await monitorAnswers(flow.id);
    expectNoHostInternals('the monitor', stored);
    expect(JSON.stringify(stored.builds)).toContain('at check (custom/component:');
    expect(stored.messages.filter((message) => message.error).map((message) => message.content_blocks[0]?.contents[0]?.traceback)).toEqual([payload.stackTrace, payload.stackTrace]);
  });

  it('empties the host tracebacks that earlier versions stored, keeping the reasons', async () => {
    const flow = await createFlow(owner, around(catalogue, makeNode(catalogue, 'Boom-boom0')));
    await pollEvents(owner, await startBuild(owner, flow.id, { inputs: { input_value: 'go' } }));
    // As an earlier version stored them: the server's stack in every failure record.
    const hostStack = 'Error: the component broke\n    at run (file:///srv/app/apps/server/dist/chunk-5KZQ3M2B.js:42922:10)';
    const planted = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/"(traceback|stackTrace)":""/g, `"$1":${JSON.stringify(hostStack)}`)) as unknown;
    const { db } = server.app.database;
    for (const row of await db.selectFrom('messages').select(['id', 'content_blocks']).where('flow_id', '=', flow.id).execute()) {
      await db.updateTable('messages').set({ content_blocks: toJson(planted(fromJson(row.content_blocks, []))) }).where('id', '=', row.id).execute();
    }
    for (const row of await db.selectFrom('vertex_builds').select(['build_id', 'data']).where('flow_id', '=', flow.id).execute()) {
      await db.updateTable('vertex_builds').set({ data: toJson(planted(fromJson(row.data, {}))) }).where('build_id', '=', row.build_id).execute();
    }
    for (const row of await db.selectFrom('transactions').select(['id', 'outputs']).where('flow_id', '=', flow.id).execute()) {
      await db.updateTable('transactions').set({ outputs: toJson(planted(fromJson(row.outputs, {}))) }).where('id', '=', row.id).execute();
    }
    expect(JSON.stringify(await monitorAnswers(flow.id)).split('chunk-5KZQ3M2B').length - 1).toBe(3);

    await hideStoredTracebacksMigration().up(db);
    const stored = await monitorAnswers(flow.id);
    expectNoHostInternals('the monitor after the upgrade', stored);
    expect(stored.messages.find((message) => message.error)?.text).toBe('Error building Component Boom: \n\nthe component broke');
    expect(JSON.stringify(stored.builds)).toContain('"errorMessage":"Error building Component Boom: \\n\\nthe component broke"');
  });

  it('a public visitor sees the reason of a failure, but no traceback at all', async () => {
    const flow = await createFlow(owner, around(catalogue, await customNode(owner, 'Buggy-bug00', BUGGY_CODE)));
    await owner.patch(`/api/v1/flows/${flow.id}`, { access_type: 'PUBLIC' });
    const started = await fetch(`${server.url}/api/v1/build_public_tmp/${flow.id}/flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputs: { input_value: 'hi' } }),
    });
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const { job_id: jobId } = (await started.json()) as { job_id: string };
    const answer = await fetch(`${server.url}/api/v1/build/${jobId}/events?event_delivery=streaming`, { headers: { cookie } });
    const text = await answer.text();
    expectNoHostInternals('public build events', text);
    const events = parseEvents(text);
    expect(failurePayload(events, 'Buggy-bug00')).toMatchObject({ errorMessage: '构建组件 Buggy 出错：\n\ncannot shout "hi"', stackTrace: '' });
    expect(errorEventTraceback(events)).toBe('');
    expect(text).not.toContain('custom/component');
  });

  it('a component returning too much fails with the output limit, and the sandbox keeps serving', async () => {
    const big = await customNode(owner, 'Big-big00', customCode('Big', "return { text: textMessage(context, 'x'.repeat(10 * 1024 * 1024)) };"));
    const flow = await createFlow(owner, around(catalogue, big));
    const events = await pollEvents(owner, await startBuild(owner, flow.id, { inputs: { input_value: 'hi' } }));
    expect(failurePayload(events, 'Big-big00')).toMatchObject({
      errorMessage: "构建组件 Big 出错：\n\nThe component's output is larger than 5 MB, the most a component may return, so it was stopped.",
      stackTrace: '',
    });
    const run = await owner.post(`/api/v1/run/${flow.id}`, { input_value: 'hi' });
    expect(run).toMatchObject({ status: 500, body: { detail: expect.stringContaining("The component's output is larger than 5 MB") } });

    const fine = await customNode(owner, 'Fine-fin00', customCode('Fine', "return { text: textMessage(context, 'y'.repeat(3 * 1024 * 1024)) };"));
    const fineFlow = await createFlow(owner, around(catalogue, fine));
    const fineEvents = await pollEvents(owner, await startBuild(owner, fineFlow.id, { inputs: { input_value: 'hi' } }));
    expect(endVertices(fineEvents).every((result) => result.valid)).toBe(true);
  });

  it('a code check of code that allocates without end, or describes too much, lists the clear error', async () => {
    const hungry = `let text = 'ab';\nfor (;;) text = text + text.slice(1) + text.length;\n${customCode('Hungry', 'return {};')}`;
    const memory = 'The component needed more than 64 MB of memory and was stopped.';
    expect(await owner.post('/api/v1/validate/code', { code: hungry })).toMatchObject({ status: 200, body: { imports: { errors: [] }, function: { errors: [memory] } } });
    expect(await owner.post('/api/v1/custom_component', { code: hungry })).toMatchObject({ status: 400, body: { detail: memory } });

    const wordy = customCode('Wordy', 'return {};').replace("description: 'A component written in a test.'", "description: 'd'.repeat(5 * 1024 * 1024)");
    const tooLarge = "The component's output is larger than 5 MB, the most a component may return, so it was stopped.";
    expect(await owner.post('/api/v1/validate/code', { code: wordy })).toMatchObject({ status: 200, body: { function: { errors: [tooLarge] } } });
    expect(await owner.post('/api/v1/custom_component', { code: wordy })).toMatchObject({ status: 400, body: { detail: tooLarge } });
  });
});
