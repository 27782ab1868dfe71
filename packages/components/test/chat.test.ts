import { runFlow } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { chatText, createData, promptTemplateFields } from '../src';
import { createMemoryMessageStore } from './support/messageStore';
import { build, buildOne, connect, makeNode, registry, textOf } from './support/flows';

/** ChatInput → Prompt {question} → ChatOutput, the Basic Prompting shape. */
function basicPrompting(template = 'Answer briefly: {question}') {
  const prompt = makeNode('Prompt-bbbbb');
  // What the editor does after the server validated the template: one field per variable.
  prompt.data.node.template = promptTemplateFields(template, prompt.data.node.template).template;
  const nodes = [makeNode('ChatInput-aaaaa'), prompt, makeNode('ChatOutput-ccccc')];
  const edges = [connect(nodes, 'ChatInput-aaaaa.message', 'Prompt-bbbbb.question'), connect(nodes, 'Prompt-bbbbb.prompt', 'ChatOutput-ccccc.input_value')];
  return { nodes, edges };
}

describe('ChatInput → Prompt → ChatOutput', () => {
  it('sends the user message, fills the prompt and answers as the AI', async () => {
    const store = createMemoryMessageStore();
    const { nodes, edges } = basicPrompting();
    const run = await build(nodes, edges, { inputs: { input_value: 'what is 2+2?', session: 's-1' }, services: { messageStore: store } });

    expect(run.result.status).toBe('completed');
    expect(run.built()).toEqual(['ChatInput-aaaaa', 'Prompt-bbbbb', 'ChatOutput-ccccc']);
    const [user, ai] = run.messages();
    expect(user).toMatchObject({ text: 'what is 2+2?', sender: 'User', sender_name: 'User', session_id: 's-1', flow_id: 'flow-1' });
    expect(user?.properties.source).toEqual({ id: 'ChatInput-aaaaa', display_name: '聊天输入', source: '聊天输入' });
    expect(ai).toMatchObject({ text: 'Answer briefly: what is 2+2?', sender: 'Machine', sender_name: 'AI', session_id: 's-1' });
    expect(textOf(run.values('Prompt-bbbbb').prompt)).toBe('Answer briefly: what is 2+2?');
    expect(store.messages.map((message) => message.text)).toEqual(['what is 2+2?', 'Answer briefly: what is 2+2?']);
  });

  it('stores nothing when should_store_message is off', async () => {
    const store = createMemoryMessageStore();
    const nodes = [makeNode('ChatInput-aaaaa', { should_store_message: false }), makeNode('ChatOutput-ccccc', { should_store_message: false })];
    const edges = [connect(nodes, 'ChatInput-aaaaa.message', 'ChatOutput-ccccc.input_value')];
    const run = await build(nodes, edges, { inputs: { input_value: 'hi' }, services: { messageStore: store } });
    expect(run.messages().map((message) => message.text)).toEqual(['hi', 'hi']);
    expect(store.messages).toEqual([]);
  });

  it('takes sender, session, files and style from the fields', async () => {
    const values = { sender: 'Machine', sender_name: 'Bot', session_id: 'other', background_color: '#fff', text_color: 'red', chat_icon: 'Bot' };
    const run = await buildOne('ChatInput-aaaaa', values, { inputs: { input_value: 'hello', files: ['u/1/a.png'] } });
    const [message] = run.messages();
    expect(message).toMatchObject({ text: 'hello', sender: 'Machine', sender_name: 'Bot', session_id: 'other', files: ['u/1/a.png'] });
    expect(message?.properties).toMatchObject({ background_color: '#fff', text_color: 'red', icon: 'Bot' });
    expect(run.output.message).toEqual(message);
  });

  it('streams a token stream into one message', async () => {
    const store = createMemoryMessageStore();
    const nodes = [makeNode('Tokens-ttttt', { text: 'one two three' }), makeNode('ChatOutput-ccccc')];
    const edges = [connect(nodes, 'Tokens-ttttt.stream', 'ChatOutput-ccccc.input_value')];
    const run = await build(nodes, edges, { services: { messageStore: store } });

    const tokens = run.events.flatMap((event) => (event.event === 'token' ? [event.data] : []));
    const [partial, complete] = run.messages();
    expect(tokens.map((token) => token.chunk)).toEqual(['one ', 'two ', 'three ']);
    expect(tokens.every((token) => token.id === partial?.id)).toBe(true);
    expect(partial).toMatchObject({ text: '', properties: { state: 'partial' } });
    expect(complete).toMatchObject({ id: partial?.id, text: 'one two three ', properties: { state: 'complete' }, sender_name: 'AI' });
    expect(store.messages).toEqual([complete]);
  });

  it('shows Data as its text, other data as a JSON block, lists line by line', async () => {
    expect(chatText(createData({ text: 'from data' }))).toBe('from data');
    expect(chatText(createData({ a: 1 }))).toBe('```json\n{\n  "a": 1\n}\n```');
    expect(chatText({ b: true })).toBe('```json\n{\n  "b": true\n}\n```');
    expect(chatText([createData({ text: 'x' }), 'y', 3])).toBe('x\ny\n3');

    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify([{ data: { text: 'first' } }, { data: { text: 'second' } }]) }), makeNode('ChatOutput-ccccc')];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'ChatOutput-ccccc.input_value')]);
    expect(run.messages().map((message) => message.text)).toEqual(['first\nsecond']);
  });

  it('keeps the files of a message it shows', async () => {
    const nodes = [makeNode('ChatInput-aaaaa'), makeNode('ChatOutput-ccccc')];
    const edges = [connect(nodes, 'ChatInput-aaaaa.message', 'ChatOutput-ccccc.input_value')];
    const run = await build(nodes, edges, { inputs: { input_value: 'see file', files: ['u/doc.pdf'] } });
    expect(run.messages()[1]).toMatchObject({ text: 'see file', files: ['u/doc.pdf'], sender: 'Machine' });
  });

  it('refuses a ChatOutput with nothing connected', async () => {
    const run = await buildOne('ChatOutput-ccccc');
    expect(run.error('ChatOutput-ccccc')).toContain('聊天输出 is missing 输入.');
  });
});

describe('TextInput and TextOutput', () => {
  it('carry the run API text through a flow without chat messages', async () => {
    const nodes = [makeNode('TextInput-aaaaa'), makeNode('CombineText-bbbbb', { text2: 'world', delimiter: ', ' }), makeNode('TextOutput-ccccc')];
    const edges = [connect(nodes, 'TextInput-aaaaa.text', 'CombineText-bbbbb.text1'), connect(nodes, 'CombineText-bbbbb.combined_text', 'TextOutput-ccccc.input_value')];
    const response = await runFlow({ flow: { nodes, edges }, registry, input_value: 'hello', input_type: 'text', output_type: 'text' });

    const [output] = response.outputs[0]?.outputs ?? [];
    expect(output?.component_id).toBe('TextOutput-ccccc');
    expect(textOf(output?.results.text)).toBe('hello, world');
    expect(output?.messages).toEqual([]);
  });

  it('send the node text when the run gives none', async () => {
    const run = await buildOne('TextInput-aaaaa', { input_value: 'typed on the node' });
    expect(textOf(run.output.text)).toBe('typed on the node');
    expect(run.messages()).toEqual([]);
  });
});

describe('Webhook', () => {
  it('turns a JSON object payload into Data', async () => {
    const run = await buildOne('Webhook-wwwww', { data: '{"event": "push", "ref": "main"}' });
    expect(run.output.output_data).toEqual({ data: { event: 'push', ref: 'main' }, text_key: 'text' });
  });

  it('wraps other JSON values and invalid JSON in payload', async () => {
    expect((await buildOne('Webhook-wwwww', { data: '[1, 2]' })).output.output_data).toEqual({ data: { payload: [1, 2] }, text_key: 'text' });
    const invalid = await buildOne('Webhook-wwwww', { data: 'not json' });
    expect(invalid.output.output_data).toEqual({ data: { payload: 'not json' }, text_key: 'text' });
    const logs = invalid.events.flatMap((event) => (event.event === 'end_vertex' ? Object.values(event.data.build_data.data.logs).flat() : []));
    expect(String(logs[0]?.message)).toContain('负载不是合法的 JSON');
  });

  it('gives empty Data for an empty payload', async () => {
    expect((await buildOne('Webhook-wwwww')).output.output_data).toEqual({ data: {}, text_key: 'text' });
  });
});
