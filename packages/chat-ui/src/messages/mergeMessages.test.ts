import { testChatMessage } from '../testing/chatMessage';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './mergeMessages';

const message = (id: string, text: string) => testChatMessage({ id, text, session_id: 's' });

describe('mergeMessages', () => {
  it('shows the running build’s copy of a stored message and its new messages after the stored ones', () => {
    expect(mergeMessages([message('a', 'a'), message('b', 'b')], [message('b', 'streaming'), message('c', 'c')]).map((merged) => merged.text)).toEqual(['a', 'streaming', 'c']);
    expect(mergeMessages([message('a', 'a')], [])).toEqual([message('a', 'a')].map((item) => ({ ...item, timestamp: expect.any(String) })));
  });

  it('leaves out questions that say nothing (an editor run stores an empty chat input message)', () => {
    const empty = testChatMessage({ id: 'e', text: '', sender: 'User', session_id: 's' });
    const withFile = testChatMessage({ id: 'f', text: '', sender: 'User', session_id: 's', files: ['flow/a.png'] });
    const reply = testChatMessage({ id: 'r', text: '', sender: 'Machine', session_id: 's' });
    expect(mergeMessages([empty, withFile], [reply]).map((merged) => merged.id)).toEqual(['f', 'r']);
    expect(mergeMessages([], [empty]).map((merged) => merged.id)).toEqual([]);
  });
});
