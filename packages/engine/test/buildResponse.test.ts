import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src';
import { classifyValue, reprValue, toWireValue } from '../src/executor/wireValues';

describe('formatDuration', () => {
  it('follows Langflow format_elapsed_time', () => {
    expect(formatDuration(0.0504)).toBe('50 ms');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(1.23)).toBe('1.2 seconds');
    expect(formatDuration(59.9)).toBe('59.9 seconds');
    expect(formatDuration(61)).toBe('1 minute, 1 second');
    expect(formatDuration(185.5)).toBe('3 minutes, 5.5 seconds');
  });
});

describe('wire values', () => {
  it('classifies output values like Langflow get_type', () => {
    const message = { text: 'hi', sender: 'Machine', session_id: 's' };
    async function* stream() {
      yield 'a';
    }
    expect(classifyValue('x')).toBe('text');
    expect(classifyValue(3)).toBe('text');
    expect(classifyValue([1])).toBe('array');
    expect(classifyValue(message)).toBe('message');
    expect(classifyValue({ data: { a: 1 }, text_key: 'a' })).toBe('data');
    expect(classifyValue({ a: 1 })).toBe('object');
    expect(classifyValue(stream())).toBe('stream');
    expect(classifyValue(undefined)).toBe('unknown');
    expect(classifyValue(new Map())).toBe('object');
  });

  it('makes values JSON-safe and cuts long strings', () => {
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const shared = { n: 1 };
    expect(toWireValue(circular)).toEqual({ name: 'loop', self: '[Circular]' });
    expect(toWireValue({ a: shared, b: shared })).toEqual({ a: { n: 1 }, b: { n: 1 } });
    // A cycle cut deep inside, then the same object again beside it: only the repeat inside itself is cut.
    const deep: Record<string, unknown> = { level: { name: 'inner' } };
    (deep.level as Record<string, unknown>).up = deep;
    expect(toWireValue({ deep, again: deep.level })).toEqual({ deep: { level: { name: 'inner', up: '[Circular]' } }, again: { name: 'inner', up: { level: '[Circular]' } } });
    // Own properties only, in Object.keys's order (integer keys first), inherited ones left out.
    const child = Object.assign(Object.create({ inherited: 1 }) as Record<string, unknown>, { b: 2, 1: 'one', a: 3 });
    expect(JSON.stringify(toWireValue(child))).toBe('{"1":"one","b":2,"a":3}');
    expect(toWireValue({ fn: () => 1, u: undefined, list: [undefined, 1] })).toEqual({ list: [null, 1] });
    expect(toWireValue(new Map([['k', new Set([1, 2])]]))).toEqual({ k: [1, 2] });
    expect(toWireValue({ at: new Date(0), big: 10n, nan: Number.NaN })).toEqual({ at: '1970-01-01T00:00:00.000Z', big: '10', nan: 'NaN' });
    expect(toWireValue(new Error('bad'))).toEqual({ name: 'Error', message: 'bad' });
    expect(toWireValue({ toJSON: () => 'custom' })).toBe('custom');
    expect(toWireValue('abcdef', 3)).toBe('abc...');
    expect(toWireValue('abcdef', -1)).toBe('abcdef');
  });

  it('keeps the first 1000 items of a longer list and says how many were left out, as Langflow does', () => {
    const wire = toWireValue(Array.from({ length: 1500 }, (_, index) => index)) as unknown[];
    expect(wire).toHaveLength(1001);
    expect(wire[999]).toBe(999);
    expect(wire[1000]).toBe('... [truncated 500 items]');
    expect(toWireValue(new Set(Array.from({ length: 1000 }, (_, index) => index)))).toHaveLength(1000);
  });

  it('shows values as text in artifacts', () => {
    expect(reprValue('x')).toBe('x');
    expect(reprValue({ text: 'hi', sender: 'User', session_id: 's' })).toBe('hi');
    expect(reprValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(reprValue(undefined)).toBe('');
    expect(reprValue(2)).toBe('2');
    expect(reprValue('abcdef', 3)).toBe('abc...');
    expect(reprValue({ text: 'abcdef', sender: 'User', session_id: 's' }, 3)).toBe('abc...');
  });
});
