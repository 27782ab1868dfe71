import { describe, expect, it } from 'vitest';
import { splitThinking, type ReplySegment } from './thinking';

describe('splitThinking', () => {
  it.each<[string, string, ReplySegment[]]>([
    ['plain text', 'Hello', [{ kind: 'text', text: 'Hello' }]],
    ['empty text', '', []],
    [
      'closed block then answer',
      '<think>Let me see.</think>\nThe answer is 4.',
      [
        { kind: 'thinking', text: 'Let me see.', finished: true },
        { kind: 'text', text: '\nThe answer is 4.' },
      ],
    ],
    ['unclosed block while streaming', '<think>Still thin', [{ kind: 'thinking', text: 'Still thin', finished: false }]],
    [
      'text before and two blocks',
      'A<think>x</think>B<think>y',
      [
        { kind: 'text', text: 'A' },
        { kind: 'thinking', text: 'x', finished: true },
        { kind: 'text', text: 'B' },
        { kind: 'thinking', text: 'y', finished: false },
      ],
    ],
    ['whitespace between parts is dropped', '<think>x</think>  ', [{ kind: 'thinking', text: 'x', finished: true }]],
  ])('%s', (_name, text, expected) => {
    expect(splitThinking(text)).toEqual(expected);
  });
});
