import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { applyJsonFilter, createData, dataText, isData, parseTemplate, renderTemplate, templateFields, toData, toJsonInput, valueToText } from '../src';
import { componentErrorOf } from './support/errors';

const message = createChatMessage({ text: 'hello', sender: 'User', sender_name: 'Ann' }, { flowId: 'f', sessionId: 's', source: { id: null, display_name: null, source: null } });

describe('Data values', () => {
  it('recognises Data by its shape', () => {
    expect(isData(createData({ a: 1 }))).toBe(true);
    expect(isData({ data: { a: 1 }, text_key: 'a', default_value: '' })).toBe(true);
    expect(isData({ data: { a: 1 }, other: true })).toBe(false);
    expect(isData({ data: 'text' })).toBe(false);
    expect(isData(message)).toBe(false);
  });

  it('reads the text under text_key, else the default value', () => {
    expect(dataText(createData({ text: 'x' }))).toBe('x');
    expect(dataText(createData({ body: 'y' }, 'body'))).toBe('y');
    expect(dataText({ data: {}, default_value: 'fallback' })).toBe('fallback');
    expect(dataText(createData({ text: 3 }))).toBeUndefined();
  });

  it('turns any value into Data', () => {
    const data = createData({ a: 1 });
    expect(toData(data)).toBe(data);
    expect(toData({ a: 1 })).toEqual({ data: { a: 1 }, text_key: 'text' });
    expect(toData('plain')).toEqual({ data: { text: 'plain' }, text_key: 'text' });
    expect(toData(4)).toEqual({ data: { text: '4' }, text_key: 'text' });
    expect(toData(null)).toEqual({ data: { text: '' }, text_key: 'text' });
    expect(toData(message).data).toMatchObject({ text: 'hello', sender: 'User', sender_name: 'Ann' });
  });
});

describe('valueToText', () => {
  it('reads text out of every kind of value', () => {
    expect(valueToText(undefined)).toBe('');
    expect(valueToText(null)).toBe('');
    expect(valueToText(12)).toBe('12');
    expect(valueToText(false)).toBe('false');
    expect(valueToText(message)).toBe('hello');
    expect(valueToText(createData({ text: 'doc' }))).toBe('doc');
    expect(valueToText(createData({ n: 1 }))).toBe('{\n  "n": 1\n}');
    expect(valueToText(['a', message, 3])).toBe('a\nhello\n3');
    expect(valueToText({ k: 'v' })).toBe('{\n  "k": "v"\n}');
  });
});

describe('templates', () => {
  it('splits text and fields, with doubled braces as literal braces', () => {
    expect(parseTemplate('Hi {name}, {{x}} {a{b} }')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'field', name: 'name' },
      { kind: 'text', text: ', {x} {a' },
      { kind: 'field', name: 'b' },
      { kind: 'text', text: ' }' },
    ]);
    expect(templateFields('{a}{b}{a}')).toEqual(['a', 'b']);
    expect(renderTemplate('{a}-{b}', (name) => name.toUpperCase())).toBe('A-B');
  });
});

describe('JSON filter input', () => {
  it('reads Data, messages, JSON text and lists of Data', () => {
    expect(toJsonInput(createData({ a: 1 }))).toEqual({ a: 1 });
    expect(toJsonInput({ ...message, text: '{"b": 2}' })).toEqual({ b: 2 });
    expect(toJsonInput('[1, 2]')).toEqual([1, 2]);
    expect(toJsonInput([createData({ a: 1 }), { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(toJsonInput(null)).toBeNull();
  });

  it('refuses values that are not JSON', () => {
    expect(componentErrorOf(() => toJsonInput(() => 1)).message).toBe('Conversion error: the input is not valid JSON (a function value is not JSON).');
    expect(componentErrorOf(() => toJsonInput(new Map())).code).toBe('JSON_FILTER_CONVERSION');
  });

  it('refuses functions on values they do not apply to', () => {
    expect(componentErrorOf(() => applyJsonFilter({ n: 1 }, '.n | map(.)')).message).toBe('Invalid path: map cannot be applied to number.');
    expect(componentErrorOf(() => applyJsonFilter({ b: true }, '[.b | length]')).message).toBe('Invalid path: length cannot be applied to boolean.');
    expect(componentErrorOf(() => applyJsonFilter({ s: 'x' }, '[.s | has("a")]')).message).toBe('Invalid path: has cannot be applied to string.');
  });
});
