import { describe, expect, it } from 'vitest';
import { canChangeFieldVisibility, canChangeOutputVisibility } from '../src/connections/handleVisibility';
import { component, connect, connectLoop, field, loopComponent, output } from './fixtures';

describe('handle visibility', () => {
  const source = component('Source-aaaaa', { outputs: [output('message'), output('spare')] });
  const target = component('Target-bbbbb', { fields: { other: field({ input_types: ['Message'] }) } });
  const loop = loopComponent('Loop-ccccc');
  const edges = [connect(source, 'message', target), connectLoop(source, 'message', loop)];
  const refused = { ok: false, code: 'HANDLE_VISIBILITY_CONNECTED', message: '无法更改已连接句柄的可见性' };

  it.each([
    ['Target-bbbbb', 'input_value', refused],
    ['Target-bbbbb', 'other', { ok: true }],
    ['Source-aaaaa', 'input_value', { ok: true }],
  ])('field %s.%s', (nodeId, name, expected) => {
    expect(canChangeFieldVisibility(nodeId, name, edges)).toEqual(expected);
  });

  it.each([
    ['Source-aaaaa', 'message', refused],
    ['Source-aaaaa', 'spare', { ok: true }],
    ['Loop-ccccc', 'item', refused],
    ['Loop-ccccc', 'done', { ok: true }],
  ])('output %s.%s', (nodeId, name, expected) => {
    expect(canChangeOutputVisibility(nodeId, name, edges)).toEqual(expected);
  });
});
