// The conversations of API-key runs, kept in this process: bounded, oldest dropped first.
import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { createMemoryConversations } from '../src/keys/memoryConversations';

const say = (flowId: string, sessionId: string, text: string, extra: { error?: boolean; sender?: string } = {}) =>
  createChatMessage({ text, sender: extra.sender ?? 'User', sender_name: 'User', error: extra.error ?? false }, { flowId, sessionId, source: { id: null, display_name: null, source: null } });

describe('createMemoryConversations', () => {
  it('lists one flow id and session’s messages, oldest first, without errors, the newest `limit`', async () => {
    const store = createMemoryConversations();
    const first = say('v1', 's', 'first');
    await store.save(first);
    await store.save(say('v1', 's', 'failed', { error: true }));
    await store.save(say('v1', 's', 'answer', { sender: 'Machine' }));
    await store.save(say('v2', 's', 'someone else'));
    await store.save(say('v1', 'other', 'another session'));
    await store.save({ ...first, text: 'first, edited' });
    const texts = async (query: Parameters<typeof store.list>[0]) => (await store.list(query)).map((message) => message.text);
    expect(await texts({ flowId: 'v1', sessionId: 's' })).toEqual(['first, edited', 'answer']);
    expect(await texts({ flowId: 'v1', sessionId: 's', limit: 1 })).toEqual(['answer']);
    expect(await texts({ flowId: 'v1', sessionId: 's', sender: 'Machine' })).toEqual(['answer']);
    expect(await texts({ flowId: 'v3', sessionId: 's' })).toEqual([]);
  });

  it('forgets the oldest messages and conversations beyond its limits', async () => {
    const store = createMemoryConversations({ maxConversations: 2, maxMessages: 2 });
    for (const text of ['a', 'b', 'c']) await store.save(say('v1', 's', text));
    expect((await store.list({ flowId: 'v1', sessionId: 's' })).map((message) => message.text)).toEqual(['b', 'c']);
    await store.save(say('v2', 's', 'x'));
    await store.save(say('v1', 's', 'd'));
    await store.save(say('v3', 's', 'y'));
    // v2 was written to least recently, so it went first.
    expect(await store.list({ flowId: 'v2', sessionId: 's' })).toEqual([]);
    expect((await store.list({ flowId: 'v1', sessionId: 's' })).map((message) => message.text)).toEqual(['c', 'd']);
  });
});
