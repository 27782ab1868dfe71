// The compact forms the monitor stores: message properties without their defaults (filled in again
// on reading) and a component's logged inputs and outputs without empty fields or whole messages.
import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import type { FlowData } from '@app/flow-graph';
import { compactLogInputs, compactLogOutputs, compactProperties, fullProperties, loggedOutputs, MAX_LOGGED_TEXT, savedFieldValues, storedLogOutputs } from '../src/monitor/storedValues';

const message = createChatMessage({ text: 'hello', sender: 'User', sender_name: 'User' }, { flowId: 'f', sessionId: 's', source: { id: 'ChatInput-1', display_name: 'Chat', source: 'Chat' } });

describe('stored values', () => {
  it('stores a message’s properties without the defaults, its source and icon by position, and reads them back whole', () => {
    const stored = compactProperties(message.properties);
    expect(stored).toEqual(['ChatInput-1', 'Chat', null]);
    expect(fullProperties(stored)).toEqual(message.properties);
    const changed = { ...message.properties, positive_feedback: true, state: 'partial' as const, targets: ['x'], source: { id: 'm', display_name: 'Model', source: 'gpt' }, icon: 'Bot' };
    expect(compactProperties(changed)).toEqual(['m', 'Model', 'Bot', 'gpt', { positive_feedback: true, state: 'partial', targets: ['x'] }]);
    expect(fullProperties(compactProperties(changed))).toEqual(changed);
    const nulls = { ...message.properties, source: { id: null, display_name: null, source: null } };
    expect(fullProperties(compactProperties(nulls))).toEqual(nulls);
  });

  it('keeps the object form for properties without a plain source and an icon, and reads rows stored so', () => {
    const { icon: _icon, ...withoutIcon } = message.properties;
    expect(compactProperties(withoutIcon)).toEqual({ source: { id: 'ChatInput-1', display_name: 'Chat', source: 'Chat' } });
    const extraSource = { ...message.properties, source: { id: 'x', display_name: 'X', source: 'X', more: 1 } as never };
    expect(fullProperties(compactProperties(extraSource))).toEqual(extraSource);
    expect(fullProperties({ source: { id: 'ChatInput-1', display_name: 'Chat', source: 'Chat' }, icon: null })).toEqual(message.properties);
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

  it('stores outputs that pass an input on by the input’s name, and reads them back whole', () => {
    const long = 'a question long enough to be worth a reference';
    const logged = { id: message.id, text: long, sender: 'User', sender_name: 'User' };
    const chatOutput = { inputs: { input_value: logged }, outputs: { message: logged, extra: 1 } };
    const stored = storedLogOutputs(chatOutput.inputs, chatOutput.outputs);
    expect(stored).toEqual([{ message: null, extra: 1 }, { message: 'input_value' }]);
    expect(loggedOutputs(chatOutput.inputs, JSON.parse(JSON.stringify(stored)))).toEqual(chatOutput.outputs);

    const chatInput = { inputs: { input_value: long }, outputs: { message: logged } };
    const storedText = storedLogOutputs(chatInput.inputs, chatInput.outputs);
    expect(storedText).toEqual([{ message: { ...logged, text: null } }, { message: { text: 'input_value' } }]);
    expect(loggedOutputs(chatInput.inputs, storedText)).toEqual(chatInput.outputs);
  });

  it('stores outputs found nowhere, or too short to be worth a reference, as they are', () => {
    const short = { id: message.id, text: 'hi', sender: 'User', sender_name: 'User' };
    expect(storedLogOutputs({ input_value: 'hi' }, { message: short })).toEqual({ message: short });
    expect(storedLogOutputs({ flag: true }, { flag: true })).toEqual({ flag: true });
    expect(storedLogOutputs({ a: 'x' }, { data: { rows: [1, 2] } })).toEqual({ data: { rows: [1, 2] } });
    // Rows stored before, and failures' outputs, are objects: read as they are.
    expect(loggedOutputs({ a: 1 }, { message: short })).toEqual({ message: short });
  });
});
