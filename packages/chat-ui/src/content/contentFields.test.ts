import { describe, expect, it } from 'vitest';
import { contentDuration, contentHeader, durationParts, readableValue, stringListField } from './contentFields';

describe('content fields', () => {
  it.each<[number, ReturnType<typeof durationParts>]>([
    [0, { unit: 'ms', value: '0' }],
    [312.6, { unit: 'ms', value: '313' }],
    [1000, { unit: 's', value: '1.0' }],
    [12_345, { unit: 's', value: '12.3' }],
  ])('duration %d', (ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });

  it('reads durations, headers and lists defensively', () => {
    expect(contentDuration({ duration: 5 })).toBe(5);
    expect(contentDuration({ duration: '5' })).toBeUndefined();
    expect(contentDuration({ duration: -1 })).toBeUndefined();
    expect(contentHeader({ header: { title: 'Search', icon: 'Wrench' } })).toEqual({ title: 'Search', icon: 'Wrench' });
    expect(contentHeader({ header: {} })).toBeUndefined();
    expect(contentHeader({ header: 'x' })).toBeUndefined();
    expect(stringListField({ urls: ['a', 1, ''] }, 'urls')).toEqual(['a']);
    expect(stringListField({}, 'urls')).toEqual([]);
  });

  it.each<[unknown, string]>([
    ['text', 'text'],
    [{ a: 1 }, '{\n  "a": 1\n}'],
    [[1, 2], '[\n  1,\n  2\n]'],
    [undefined, ''],
    [null, 'null'],
  ])('readableValue %j', (value, expected) => {
    expect(readableValue(value)).toBe(expected);
  });
});
