// The compact forms the monitor stores: message properties without their defaults (filled in again
// on reading) and a component's logged inputs and outputs without empty fields or whole messages.
import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import type { FlowData } from '@app/flow-graph';
import { compactLogInputs, compactLogOutputs, compactProperties, fullProperties, MAX_LOGGED_TEXT, savedFieldValues } from '../src/monitor/storedValues';

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

  it('leaves out inputs equal to the node’s saved value: the flow has them', () => {
    const node = { id: 'Prompt-1', type: 'genericNode', position: { x: 0, y: 0 }, data: { id: 'Prompt-1', type: 'Prompt', node: { template: { template: { type: 'str', value: 'Q: {q}' }, q: { type: 'str', value: '' } } } } };
    const saved = savedFieldValues({ nodes: [node], edges: [] } as unknown as FlowData).get('Prompt-1');
    expect(saved).toEqual({ template: 'Q: {q}', q: '' });
    expect(compactLogInputs({ template: 'Q: {q}', q: 'from the chat' }, saved)).toEqual({ q: 'from the chat' });
    expect(compactLogInputs({ template: 'tweaked', q: 'x' }, saved)).toEqual({ template: 'tweaked', q: 'x' });
  });

  it('logs a component’s message by id and text, other results as they are', () => {
    expect(compactLogOutputs({ message, data: { rows: [1, 2] } })).toEqual({
      message: { id: message.id, text: 'hello', sender: 'User', sender_name: 'User' },
      data: { rows: [1, 2] },
    });
  });
});
