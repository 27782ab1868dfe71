import type { ChatMessage } from '@app/flow-graph';
import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { promptTemplateFields } from '../src';
import { createMemoryMessageStore } from './support/messageStore';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';

const defaults = { flowId: 'flow-1', sessionId: 's-1', source: { id: null, display_name: null, source: null } };
const stored = (text: string, sender: 'User' | 'Machine', extra: Partial<ChatMessage> = {}) =>
  createChatMessage({ text, sender, sender_name: sender === 'User' ? 'Ann' : 'AI', ...extra }, defaults);

function history() {
  return createMemoryMessageStore([
    stored('hi', 'User'),
    stored('hello, Ann', 'Machine'),
    stored('other session', 'User', { session_id: 's-2' }),
    stored('other flow', 'User', { flow_id: 'flow-2' }),
    stored('what time is it?', 'User'),
    stored('noon', 'Machine'),
  ]);
}

const texts = (messages: unknown) => (messages as ChatMessage[]).map((message) => message.text);

describe('Message History', () => {
  it('reads the session’s messages oldest first, as messages and as text', async () => {
    const run = await buildOne('Memory-mmmmm', {}, { inputs: { session: 's-1' }, services: { messageStore: history() } });
    expect(texts(run.output.messages)).toEqual(['hi', 'hello, Ann', 'what time is it?', 'noon']);
    expect(textOf(run.output.messages_text)).toBe('Ann: hi\nAI: hello, Ann\nAnn: what time is it?\nAI: noon');
  });

  it('keeps the newest n messages, in the chosen order', async () => {
    const services = { messageStore: history() };
    const newest = await buildOne('Memory-mmmmm', { n_messages: 3 }, { inputs: { session: 's-1' }, services });
    expect(texts(newest.output.messages)).toEqual(['hello, Ann', 'what time is it?', 'noon']);
    const descending = await buildOne('Memory-mmmmm', { n_messages: 2, order: 'Descending' }, { inputs: { session: 's-1' }, services });
    expect(texts(descending.output.messages)).toEqual(['noon', 'what time is it?']);
    const all = await buildOne('Memory-mmmmm', { n_messages: 0 }, { inputs: { session: 's-1' }, services });
    expect(texts(all.output.messages)).toHaveLength(4);
  });

  it('filters by sender type and sender name', async () => {
    const services = { messageStore: history() };
    const users = await buildOne('Memory-mmmmm', { sender: 'User' }, { inputs: { session: 's-1' }, services });
    expect(texts(users.output.messages)).toEqual(['hi', 'what time is it?']);
    const named = await buildOne('Memory-mmmmm', { sender_name: 'AI' }, { inputs: { session: 's-1' }, services });
    expect(texts(named.output.messages)).toEqual(['hello, Ann', 'noon']);
  });

  it('reads another session when asked and formats with the template', async () => {
    const run = await buildOne('Memory-mmmmm', { session_id: 's-2', template: '[{sender}] {text}' }, { services: { messageStore: history() } });
    expect(textOf(run.output.messages_text)).toBe('[User] other session');
  });

  it('feeds a prompt’s memory in the Memory Chatbot shape', async () => {
    const store = history();
    const prompt = makeNode('Prompt-ppppp');
    prompt.data.node.template = promptTemplateFields('{memory}\nAnn: {question}', prompt.data.node.template).template;
    // The question is not stored here: Message History and Chat Input run side by side, so
    // whether the history would already hold it depends on timing.
    const nodes = [makeNode('ChatInput-iiiii', { sender_name: 'Ann', should_store_message: false }), makeNode('Memory-mmmmm', { n_messages: 2 }), prompt, makeNode('ChatOutput-ooooo')];
    const edges = [
      connect(nodes, 'ChatInput-iiiii.message', 'Prompt-ppppp.question'),
      connect(nodes, 'Memory-mmmmm.messages_text', 'Prompt-ppppp.memory'),
      connect(nodes, 'Prompt-ppppp.prompt', 'ChatOutput-ooooo.input_value'),
    ];
    const run = await build(nodes, edges, { inputs: { input_value: 'and tomorrow?', session: 's-1' }, services: { messageStore: store } });
    expect(run.result.status).toBe('completed');
    expect(textOf(run.values('Prompt-ppppp').prompt)).toBe('Ann: what time is it?\nAI: noon\nAnn: and tomorrow?');
    expect(store.messages.at(-1)).toMatchObject({ sender: 'Machine', text: 'Ann: what time is it?\nAI: noon\nAnn: and tomorrow?' });
  });

  it('fails on a template field messages do not have', async () => {
    const run = await buildOne('Memory-mmmmm', { template: '{author}' }, { inputs: { session: 's-1' }, services: { messageStore: history() } });
    expect(run.error('Memory-mmmmm')).toContain('Key "author" not found in the data. Available keys: id, flow_id, timestamp');
  });

  it('fails without a message store', async () => {
    const run = await buildOne('Memory-mmmmm');
    expect(run.error('Memory-mmmmm')).toContain('Message History needs the message store, but the server provided none.');
  });
});
