// The compact forms the monitor stores: message properties without their defaults (filled in again
// on reading) and a component's logged inputs and outputs without empty fields or whole messages.
import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { compactLogInputs, compactLogOutputs, compactProperties, fullProperties, MAX_LOGGED_TEXT } from '../src/monitor/storedValues';

const message = createChatMessage({ text: 'hello', sender: 'User', sender_name: 'User' }, { flowId: 'f', sessionId: 's', source: { id: 'ChatInput-1', display_name: 'Chat', source: 'Chat' } });

describe('stored values', () => {
  it('stores a message’s properties without the defaults and reads them back whole', () => {
    const stored = compactProperties(message.properties);
    expect(stored).toEqual({ source: { id: 'ChatInput-1', display_name: 'Chat', source: 'Chat' }, icon: null });
    expect(fullProperties(stored)).toEqual(message.properties);
    const changed = { ...message.properties, positive_feedback: true, state: 'partial' as const, targets: ['x'] };
    expect(fullProperties(compactProperties(changed))).toEqual(changed);
  });

  it('logs inputs without empty fields, messages by id and text, long texts cut', () => {
    const long = 'x'.repeat(MAX_LOGGED_TEXT + 50);
    expect(compactLogInputs({ input_value: message, sender: '', files: [], config: {}, unset: null, store: false, count: 0, prompt: long })).toEqual({
      input_value: { id: message.id, text: 'hello', sender: 'User', sender_name: 'User' },
      store: false,
      count: 0,
      prompt: `${'x'.repeat(MAX_LOGGED_TEXT)}...`,
    });
  });

  it('logs a component’s message by id and text, other results as they are', () => {
    expect(compactLogOutputs({ message, data: { rows: [1, 2] } })).toEqual({
      message: { id: message.id, text: 'hello', sender: 'User', sender_name: 'User' },
      data: { rows: [1, 2] },
    });
  });
});
