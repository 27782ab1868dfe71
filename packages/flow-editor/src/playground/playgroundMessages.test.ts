import type { ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { sessionStoragePlaygroundMessages } from './playgroundMessages';
import { newSessionName } from './usePlaygroundChat';

const message = (id: string, session: string, text = id): ChatMessage =>
  ({ id, flow_id: 'f', timestamp: '2026-01-01T00:00:00Z', sender: 'User', sender_name: 'User', session_id: session, text, files: [], error: false, edit: false, properties: {}, category: 'message', content_blocks: [] }) as ChatMessage;

describe('session-storage messages of the public playground', () => {
  it('records, edits, rates, renames and deletes under one key per flow', async () => {
    const source = sessionStoragePlaygroundMessages('f', sessionStorage);
    source.record([message('a', 's1'), message('b', 's1')]);
    source.record([message('b', 's1', 'b2')]);
    expect((await source.messages('s1')).map((stored) => stored.text)).toEqual(['a', 'b2']);
    await source.update(message('a', 's1'), { text: 'a!', positive_feedback: true });
    expect(await source.messages('s1')).toMatchObject([{ text: 'a!', edit: true, properties: { positive_feedback: true } }, { text: 'b2' }]);
    await source.renameSession('s1', 's2');
    expect(await source.sessions()).toEqual(['s2']);
    expect((await source.messages('s2')).every((stored) => stored.session_id === 's2')).toBe(true);
    await source.remove(['a']);
    expect((await source.messages('s2')).map((stored) => stored.id)).toEqual(['b']);
    await source.deleteSession('s2');
    expect(await source.sessions()).toEqual([]);
    expect(sessionStorage.getItem('playground:f')).toBe('{}');
  });

  it('reads a damaged entry as no sessions', async () => {
    sessionStorage.setItem('playground:broken', '{not json');
    expect(await sessionStoragePlaygroundMessages('broken', sessionStorage).sessions()).toEqual([]);
  });
});

describe('playground chat rules', () => {
  it('names a new session after the local date and time', () => {
    expect(newSessionName(new Date(2026, 10, 2, 8, 5, 9))).toBe('2026-11-02 08:05:09');
  });
});
