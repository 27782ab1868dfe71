// Edited and custom components in real builds and runs, on SQLite and PostgreSQL: the edit takes
// effect, code that does not compile fails its node with the reason, and code that tries to leave
// the sandbox or to take the server down fails cleanly while the server keeps answering.
import type { RunResponse } from '@app/engine';
import type { BuildEvent, ChatMessage, GenericNode } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { customCode, customNode, editedSource, REVERSED_COMBINE_TEXT, withCode } from './support/customCode';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue, type Graph } from './support/flows';

const RUN_TIMEOUT_MS = 1500;

/** ChatInput -> middle.text(or text1) -> ChatOutput. */
function around(catalogue: Catalogue, middle: GenericNode, inputField = 'text', outputField = 'text'): Graph {
  const nodes = [makeNode(catalogue, 'ChatInput-in000'), middle, makeNode(catalogue, 'ChatOutput-out00')];
  return {
    nodes,
    edges: [connect(nodes, 'ChatInput-in000.message', `${middle.id}.${inputField}`), connect(nodes, `${middle.id}.${outputField}`, 'ChatOutput-out00.input_value')],
  };
}

function answerOf(events: readonly BuildEvent[]): string | undefined {
  return messagesOf(events).find((message) => (message as ChatMessage).sender === 'Machine')?.text;
}

function failureOf(events: readonly BuildEvent[], id: string) {
  return endVertices(events).find((result) => result.id === id && !result.valid);
}

describe.each(await databasesUnderTest())('sandboxed components in builds and runs on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await createTestServer({ database, env: { SANDBOX_RUN_TIMEOUT_MS: String(RUN_TIMEOUT_MS), SANDBOX_MEMORY_MB: '32' } });
    dev = await userApi(server, 'sandbox-dev');
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  const build = async (graph: Graph, inputValue = 'hello') => {
    const flow = await createFlow(dev, graph);
    return pollEvents(dev, await startBuild(dev, flow.id, { inputs: { input_value: inputValue } }));
  };

  it('builds an edited Combine Text with its changed output', async () => {
    const combine = withCode(makeNode(catalogue, 'CombineText-cmb00', { text2: 'world', delimiter: '-' }), REVERSED_COMBINE_TEXT);
    const events = await build(around(catalogue, combine, 'text1', 'combined_text'));
    expect(events.at(-1)?.event).toBe('end');
    expect(answerOf(events)).toBe('world--hello');
    expect(endVertices(events).every((result) => result.valid)).toBe(true);
  });

  it('runs the built-in code when the code is the registered one, even for a node marked edited', async () => {
    const combine = makeNode(catalogue, 'CombineText-cmb00', { text2: 'world', delimiter: '-' });
    combine.data.node.edited = true;
    expect(answerOf(await build(around(catalogue, combine, 'text1', 'combined_text')))).toBe('hello-world');
  });

  it('builds a custom component of a new type, and runs it through the run API', async () => {
    const shout = await customNode(dev, 'Shout-sht00', customCode('Shout', "context.logger.log('shouting'); return { text: textMessage(context, context.inputs.text.toUpperCase() + '!') };"));
    const graph = around(catalogue, shout);
    const events = await build(graph);
    expect(answerOf(events)).toBe('HELLO!');
    expect(endVertices(events).find((result) => result.id === 'Shout-sht00')?.data.logs.text).toEqual([{ name: '', message: 'shouting', type: 'text' }]);

    const flow = await createFlow(dev, graph);
    const run = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'via api' });
    expect(run.status).toBe(200);
    const outputs = run.body.outputs[0]?.outputs ?? [];
    expect(outputs.map((output) => (output?.results as { message?: ChatMessage } | undefined)?.message?.text)).toEqual(['VIA API!']);
  });

  it('runs an edited component through the run API, and ignores a tweak of its code', async () => {
    const combine = withCode(makeNode(catalogue, 'CombineText-cmb00', { text2: 'world', delimiter: '+' }), REVERSED_COMBINE_TEXT);
    const flow = await createFlow(dev, around(catalogue, combine, 'text1', 'combined_text'));
    const tweaked = editedSource('CombineText', '[text1, text2].join(delimiter)', "'tweaked code ran'");
    const run = await dev.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: 'run', tweaks: { 'CombineText-cmb00': { code: tweaked } } });
    expect(run.status).toBe(200);
    const message = (run.body.outputs[0]?.outputs[0]?.results as { message?: ChatMessage } | undefined)?.message;
    expect(message?.text).toBe('world++run');
  });

  it('fails a node whose code does not compile with the reason, and still refuses unknown types without code', async () => {
    const broken = withCode(makeNode(catalogue, 'CombineText-cmb00'), editedSource('CombineText', 'run(context) {', 'run(context) {{'));
    const events = await build(around(catalogue, broken, 'text1', 'combined_text'));
    expect(failureOf(events, 'CombineText-cmb00')?.params).toMatch(/^构建组件 合并文本 出错：\n\nSyntax error: Unexpected token \(\d+:\d+\)$/);
    expect(events.at(-1)?.event).toBe('end');

    const unknown = makeNode(catalogue, 'TextInput-mys00');
    unknown.data.type = 'Mystery';
    delete unknown.data.node.template.code;
    const flow = await createFlow(dev, { nodes: [unknown], edges: [] });
    expect(await dev.post(`/api/v1/build/${flow.id}/flow`, {})).toMatchObject({ status: 400, body: { detail: '无效的组件：Mystery' } });
  });

  it('fails escape attempts cleanly through real builds while /health keeps answering', async () => {
    // The node comes from harmless code; the attempt is saved into it, as a code editor could.
    const attempt = async (type: string, body: string, header = '') => {
      const node = await customNode(dev, `${type}-esc00`, customCode(type, 'return {};'));
      return build(around(catalogue, withCode(node, customCode(type, body).replace("import { textMessage } from '../values/message';", header))));
    };

    // An endless loop: the server answers while it spins, and the build ends with the deadline.
    const flow = await createFlow(dev, around(catalogue, await customNode(dev, 'Spin-esc00', customCode('Spin', 'for (;;) {}'))));
    const jobId = await startBuild(dev, flow.id, { inputs: { input_value: 'spin' } });
    const before = await pollEvents(dev, jobId, (event) => event.event === 'build_start' && event.data.id === 'Spin-esc00');
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const after = await pollEvents(dev, jobId);
    expect(failureOf(before, 'Spin-esc00')).toBeUndefined();
    expect(failureOf(after, 'Spin-esc00')?.params).toContain(`The component ran longer than ${RUN_TIMEOUT_MS / 1000} s and was stopped.`);

    expect(failureOf(await attempt('Env', 'return { text: JSON.stringify(process.env) };'), 'Env-esc00')?.params).toContain("'process' is not defined");
    expect(failureOf(await attempt('Escape', "return { text: ({}).constructor.constructor('return process')().mainModule };"), 'Escape-esc00')?.params).toContain("'process' is not defined");
    expect(failureOf(await attempt('Files', "return { text: readFileSync('/etc/passwd', 'utf8') };", "import { readFileSync } from 'fs';"), 'Files-esc00')?.params).toContain('Cannot import "fs"');
    expect(failureOf(await attempt('Spawn', "return { text: String(spawnSync('id')) };", "import { spawnSync } from 'node:child_process';"), 'Spawn-esc00')?.params).toContain('Cannot import "node:child_process"');
    expect(failureOf(await attempt('Bomb', "let text = 'ab'; for (;;) text = text + text.slice(1) + text.length;"), 'Bomb-esc00')?.params).toContain(
      'The component needed more than 32 MB of memory and was stopped.',
    );
    expect(failureOf(await attempt('Deep', 'const deeper = (n) => deeper(n + 1); return { text: deeper(0) };'), 'Deep-esc00')?.params).toContain('stack overflow');

    // The network is the server's guarded fetch: this server and cloud metadata stay out of reach.
    expect(failureOf(await attempt('Loopback', `return { text: await (await fetch('${server.url}/health')).text() };`), 'Loopback-esc00')?.params).toContain(
      `Refused to fetch ${server.url}/health: 127.0.0.1 is a loopback address (this server).`,
    );
    expect(failureOf(await attempt('Metadata', "return { text: await (await context.services.fetch('http://169.254.169.254/latest/meta-data/')).text() };"), 'Metadata-esc00')?.params).toContain(
      'Refused to fetch http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address',
    );

    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const combine = withCode(makeNode(catalogue, 'CombineText-cmb00', { text2: 'still', delimiter: ' ' }), REVERSED_COMBINE_TEXT);
    expect(answerOf(await build(around(catalogue, combine, 'text1', 'combined_text'), 'serving'))).toBe('still  serving');
  });
});
