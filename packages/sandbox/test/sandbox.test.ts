import { builtinComponents, componentSources } from '@app/components';
import { createChatMessage, formatMessageTimestamp, frontendNode } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxError, type SandboxedComponent } from '../src';
import { componentCode } from './support/components';
import { testContext } from './support/context';
import { build, connect, connectBack, editedSource, makeNode, modulePathOf, registry, testSandbox } from './support/sandbox';

const sandbox = testSandbox();
afterAll(() => sandbox.dispose());

const text = (value: unknown) => (value as ChatMessage).text;

/** The components of the first release: none of them needs more than the SDK and its own helpers. */
const CORE_TYPES = ['ChatInput', 'TextInput', 'Webhook', 'ChatOutput', 'TextOutput', 'Prompt', 'parser', 'CombineText', 'ParseJSONData', 'StringParser', 'ConditionalRouter', 'RegexExtractorComponent', 'LoopComponent', 'Memory'];

const compileBuiltin = (type: string) => sandbox.compileComponent(componentSources[type] as string, modulePathOf(type));

/** Items the loop walks over, sent by a custom component (a type no registry knows). */
const EMIT_CODE = `
import { defineComponent } from '@app/engine';
import { createData } from '../values/data';

export const Emit = defineComponent({
  type: 'Emit',
  display_name: 'Emit',
  description: 'Sends a list of Data.',
  category: 'custom',
  inputs: [{ type: 'str', name: 'names', value: '' }],
  outputs: [{ name: 'items', display_name: 'Items', types: ['Data'] }],
  run: ({ inputs }) => ({ items: inputs.names.split(',').map((name: string) => createData({ name, qty: name.length })) }),
});
`;

describe('compileComponent', () => {
  it.each(builtinComponents.map((component) => component.type))('describes built-in %s exactly as the host does, or names the package it cannot import', async (type) => {
    const source = componentSources[type] as string;
    let compiled: SandboxedComponent;
    try {
      compiled = await sandbox.compileComponent(source, modulePathOf(type));
    } catch (error) {
      if (!(error instanceof SandboxError) || CORE_TYPES.includes(type)) throw error;
      // Components built on npm packages (document parsers, model SDKs) or on engine exports that
      // make host objects (agent tools) run on the host only.
      if (error.code === 'HOST_ONLY_EXPORT') return;
      expect(error.code).toBe('IMPORT_NOT_ALLOWED');
      expect(error.message).toMatch(/^Cannot import "[^./]/);
      return;
    }
    expect(compiled.sandboxed).toBe(true);
    expect(frontendNode(compiled, source)).toEqual(registry.frontendNode(type));
  });

  it('runs an edited Combine Text with the edit applied', async () => {
    const code = editedSource('CombineText', '[text1, text2].join(delimiter)', '[text2, text1].join(`${delimiter}|${delimiter}`)');
    const edited = await sandbox.compileComponent(code, modulePathOf('CombineText'));
    const nodes = [makeNode('ChatInput-in000'), makeNode('CombineText-cmb00', { text2: 'world', delimiter: '+' }), makeNode('ChatOutput-out00')];
    const edges = [connect(nodes, 'ChatInput-in000.message', 'CombineText-cmb00.text1'), connect(nodes, 'CombineText-cmb00.combined_text', 'ChatOutput-out00.input_value')];
    const { values, record } = await build(nodes, edges, { 'CombineText-cmb00': edited });
    expect(text(values('CombineText-cmb00').combined_text)).toBe('world+|+hello');
    expect(values('CombineText-cmb00').combined_text).toMatchObject({ sender: 'Machine', flow_id: 'flow-1', properties: { source: { id: 'CombineText-cmb00' } } });
    expect(text(values('ChatOutput-out00').message)).toBe('world+|+hello');
    expect(record('CombineText-cmb00')?.valid).toBe(true);
  });

  it('matches builder-written patterns on the linear-time engine in the sandbox too', async () => {
    const hostile = `${'word '.repeat(5)}${'a'.repeat(40)}!`;
    const nodes = [
      makeNode('ChatInput-in000'),
      makeNode('ConditionalRouter-if000', { operator: 'regex', match_text: '^(\\w+\\s?)+$' }),
      makeNode('RegexExtractorComponent-rx000', { pattern: '(?<word>w\\w+)' }),
    ];
    const edges = [connect(nodes, 'ChatInput-in000.message', 'ConditionalRouter-if000.input_text'), connect(nodes, 'ChatInput-in000.message', 'RegexExtractorComponent-rx000.input_text')];
    const sandboxed = Object.fromEntries(await Promise.all(nodes.slice(1).map(async (node) => [node.id, await compileBuiltin(node.data.type)] as const)));
    const run = await build(nodes, edges, sandboxed, hostile);
    expect(run.result.status).toBe('completed');
    expect(text(run.values('ConditionalRouter-if000').false_result)).toBe(hostile);
    expect((run.values('RegexExtractorComponent-rx000').data as Array<{ data: { word: string } }>).map((match) => match.data.word)).toEqual(Array(5).fill('word'));
  });

  it('runs built-in prompts, messages and If-Else routing unchanged in the sandbox', async () => {
    const nodes = [
      makeNode('ChatInput-in000'),
      makeNode('Prompt-pr000', { template: 'Q: {question}', question: '' }),
      makeNode('ConditionalRouter-if000', { operator: 'contains', match_text: 'hello' }),
      makeNode('ChatOutput-yes00'),
      makeNode('ChatOutput-no000'),
    ];
    const edges = [
      connect(nodes, 'ChatInput-in000.message', 'Prompt-pr000.question'),
      connect(nodes, 'Prompt-pr000.prompt', 'ConditionalRouter-if000.input_text'),
      connect(nodes, 'ConditionalRouter-if000.true_result', 'ChatOutput-yes00.input_value'),
      connect(nodes, 'ConditionalRouter-if000.false_result', 'ChatOutput-no000.input_value'),
    ];
    const sandboxed = Object.fromEntries(await Promise.all(nodes.map(async (node) => [node.id, await compileBuiltin(node.data.type)] as const)));
    const run = await build(nodes, edges, sandboxed);
    expect(run.result.status).toBe('completed');
    expect(text(run.values('Prompt-pr000').prompt)).toBe('Q: hello');
    expect(text(run.values('ChatOutput-yes00').message)).toBe('Q: hello');
    expect(run.record('ChatOutput-no000')).toBeUndefined();
    const sent = run.events.flatMap((event) => (event.event === 'add_message' ? [event.data as ChatMessage] : []));
    expect(sent.map((message) => [message.sender, message.text, message.flow_id])).toEqual([
      ['User', 'hello', 'flow-1'],
      ['Machine', 'Q: hello', 'flow-1'],
    ]);
  });

  it('runs a custom component and a sandboxed Loop whose body runs on the host', async () => {
    const emit = await sandbox.compileComponent(EMIT_CODE);
    const loop = await compileBuiltin('LoopComponent');
    const nodes = [
      makeNode('Emit-emt00', { names: 'pen,ink' }, { component: emit, code: EMIT_CODE }),
      makeNode('LoopComponent-lop00'),
      makeNode('parser-body0', { pattern: '{name} x{qty}' }),
      makeNode('parser-done0', { pattern: '- {text}' }),
    ];
    const edges = [
      connect(nodes, 'Emit-emt00.items', 'LoopComponent-lop00.data'),
      connect(nodes, 'LoopComponent-lop00.item', 'parser-body0.input_data'),
      connectBack(nodes, 'parser-body0.parsed_text', 'LoopComponent-lop00.item'),
      connect(nodes, 'LoopComponent-lop00.done', 'parser-done0.input_data'),
    ];
    const run = await build(nodes, edges, { 'Emit-emt00': emit, 'LoopComponent-lop00': loop });
    expect(run.result.status).toBe('completed');
    expect(text(run.values('parser-done0').parsed_text)).toBe('- pen x3\n- ink x3');
    expect(run.events.filter((event) => event.event === 'end_vertex' && event.data.build_data.id === 'parser-body0')).toHaveLength(2);
  });
});

describe('running', () => {
  it("builds messages as the engine does (the guest SDK mirrors the engine's createChatMessage)", async () => {
    const defaults = { flowId: 'flow-1', sessionId: 'session-1', source: { id: 'Probe-aaaaa', display_name: 'Probe', source: 'Probe' }, icon: 'Bot' };
    const init = { text: 'hi', sender: 'User', properties: { background_color: 'blue' } };
    const code = `
      import { createChatMessage, defineComponent, formatMessageTimestamp, isChatMessage } from '@app/engine';
      export const Probe = defineComponent({
        type: 'Probe', display_name: 'Probe', description: '', category: 'custom', inputs: [],
        outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
        run() {
          const message = createChatMessage(${JSON.stringify(init)}, ${JSON.stringify(defaults)});
          return { message: { ...message, checks: [isChatMessage(message), isChatMessage({ text: 1 }), formatMessageTimestamp(new Date(0))] } };
        },
      });`;
    const probe = await sandbox.compileComponent(code);
    const { message } = (await probe.run(testContext().context)) as { message: ChatMessage & { checks: unknown[] } };
    const { checks, ...guest } = message;
    const host = createChatMessage(init, defaults);
    expect(checks).toEqual([true, false, formatMessageTimestamp(new Date(0))]);
    expect({ ...guest, id: host.id, timestamp: host.timestamp }).toEqual(host);
    expect(Object.keys(guest)).toEqual(Object.keys(host));
    expect(guest.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams tokens from an async run and logs into the vertex', async () => {
    const code = `
      import { defineComponent } from '@app/engine';
      async function* words(text) { for (const word of text.split(' ')) yield word + ' '; }
      export const Echo = defineComponent({
        type: 'Echo', display_name: 'Echo', description: 'Streams its input back.', category: 'custom',
        inputs: [{ type: 'str', name: 'input_value', input_types: ['Message'], value: '' }],
        outputs: [{ name: 'message', display_name: 'Message', types: ['Message'] }],
        async run({ inputs, events, logger }) {
          logger.log('streaming ' + inputs.input_value.length + ' characters');
          console.log('from console', { n: 1 });
          const message = await events.streamMessage({ sender: 'Machine' }, words(inputs.input_value));
          return { message };
        },
      });`;
    const echo = await sandbox.compileComponent(code);
    const nodes = [makeNode('ChatInput-in000'), makeNode('Echo-ech00', {}, { component: echo, code })];
    const run = await build(nodes, [connect(nodes, 'ChatInput-in000.message', 'Echo-ech00.input_value')], { 'Echo-ech00': echo }, 'one two three');
    const tokens = run.events.flatMap((event) => (event.event === 'token' ? [event.data.chunk] : []));
    expect(tokens).toEqual(['one ', 'two ', 'three ']);
    const added = run.events.flatMap((event) => (event.event === 'add_message' && (event.data as ChatMessage).sender === 'Machine' ? [event.data as ChatMessage] : []));
    expect(added.map((message) => [message.text, message.properties.state])).toEqual([
      ['', 'partial'],
      ['one two three ', 'complete'],
    ]);
    expect(run.events.flatMap((event) => (event.event === 'token' ? [event.data.id] : []))).toEqual([added[0]?.id, added[0]?.id, added[0]?.id]);
    expect(text(run.values('Echo-ech00').message)).toBe('one two three ');
    expect(run.record('Echo-ech00')?.data.logs.message).toEqual([
      { name: '', message: 'streaming 13 characters', type: 'text' },
      { name: 'console.log', message: 'from console {"n":1}', type: 'text' },
    ]);
  });

  it('applies stop and excludeBranch through the engine, which checks the output names', async () => {
    const code = (output: string) => `
      import { defineComponent } from '@app/engine';
      export const Gate = defineComponent({
        type: 'Gate', display_name: 'Gate', description: 'Stops one side.', category: 'custom',
        inputs: [{ type: 'str', name: 'input_value', input_types: ['Message'], value: '' }],
        outputs: [{ name: 'open', display_name: 'Open', types: ['Message'] }, { name: 'shut', display_name: 'Shut', types: ['Message'] }],
        run(context) { context.stop('${output}'); return { open: context.inputs.input_value }; },
      });`;
    const gate = await sandbox.compileComponent(code('shut'));
    const nodes = [makeNode('ChatInput-in000'), makeNode('Gate-gat00', {}, { component: gate, code: code('shut') }), makeNode('ChatOutput-opn00'), makeNode('ChatOutput-sht00')];
    const edges = [
      connect(nodes, 'ChatInput-in000.message', 'Gate-gat00.input_value'),
      connect(nodes, 'Gate-gat00.open', 'ChatOutput-opn00.input_value'),
      connect(nodes, 'Gate-gat00.shut', 'ChatOutput-sht00.input_value'),
    ];
    const run = await build(nodes, edges, { 'Gate-gat00': gate });
    expect(text(run.values('ChatOutput-opn00').message)).toBe('hello');
    expect(run.record('ChatOutput-sht00')).toBeUndefined();

    const wrong = await sandbox.compileComponent(code('nowhere'));
    const failed = await build(nodes, edges, { 'Gate-gat00': wrong });
    expect(failed.record('Gate-gat00')).toMatchObject({ valid: false, params: expect.stringContaining('has no output named "nowhere"') });
  });

  it('reports an error the component throws with its message and its stack in the sandbox', async () => {
    const code = editedSource('CombineText', 'const { text1, text2, delimiter } = context.inputs;', "throw new RangeError('delimiter too long');");
    const broken = await sandbox.compileComponent(code, modulePathOf('CombineText'));
    const nodes = [makeNode('CombineText-cmb00')];
    const run = await build(nodes, [], { 'CombineText-cmb00': broken });
    const failure = run.record('CombineText-cmb00');
    expect(failure?.params).toContain('delimiter too long');
    const { stackTrace } = failure?.data.outputs.combined_text?.message as { stackTrace: string };
    expect(stackTrace).toMatch(/^RangeError: delimiter too long\n\s+at run \(processing\/combineText:\d+:\d+\)$/);
  });

  it("keeps only the user's frames in the traceback: none of the sandbox's runner, none of the host", async () => {
    const code = componentCode("return { text: outer(context.inputs.input_value) };", {
      prelude: "function inner(text: string): string {\n  throw new TypeError(`cannot shout ${text}`);\n}\nfunction outer(text: string): string {\n  return inner(text);\n}",
    });
    const component = await sandbox.compileComponent(code);
    const error = await Promise.resolve(component.run(testContext({ input_value: 'hi' }).context)).then(
      () => undefined,
      (caught: unknown) => caught as SandboxError,
    );
    expect(error).toMatchObject({ code: 'COMPONENT_FAILED', message: 'cannot shout hi' });
    // The prelude starts on the module's third line.
    expect(error?.userTraceback?.split('\n')).toEqual([
      'TypeError: cannot shout hi',
      expect.stringMatching(/^\s+at inner \(custom\/component:4:\d+\)$/),
      expect.stringMatching(/^\s+at outer \(custom\/component:7:\d+\)$/),
      expect.stringMatching(/^\s+at run \(custom\/component:\d+:\d+\)$/),
    ]);
  });
});
