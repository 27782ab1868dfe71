import { describe, expect, it } from 'vitest';
import { convertFieldValue, prepareFlowForBuild } from '../src/fields/convert';
import { hasDuplicateKeys, hasEmptyKey, keyPairsToObject, objectToKeyPairs } from '../src/fields/keyPairs';
import { formatSliderValue, numericRange, sliderPresets, toNumericValue } from '../src/fields/numeric';
import { normalizeOptionValue } from '../src/fields/options';
import { getField } from '../src/nodes/accessors';
import type { TemplateField } from '../src/types/fields';
import type { GenericNode } from '../src/types/nodes';
import { component, field } from './fixtures';

describe('numeric fields', () => {
  it.each<[string, Partial<TemplateField>, { min: number; max: number; step: number }]>([
    ['float default', { type: 'float' }, { min: -2, max: 2, step: 0.1 }],
    ['slider default', { type: 'slider' }, { min: -2, max: 2, step: 0.01 }],
    ['int default', { type: 'int' }, { min: -Infinity, max: Infinity, step: 1 }],
    ['range_spec', { type: 'float', range_spec: { min: 0, max: 1, step: 0.05 } }, { min: 0, max: 1, step: 0.05 }],
    ['partial range_spec', { type: 'int', range_spec: { min: 1 } as never }, { min: 1, max: Infinity, step: 1 }],
  ])('%s range', (_label, spec, range) => {
    expect(numericRange(field(spec))).toMatchObject(range);
  });

  it.each<[Partial<TemplateField>, unknown, unknown]>([
    [{ type: 'float' }, '0.7', 0.7],
    [{ type: 'float' }, '5', 2],
    [{ type: 'float' }, -9, -2],
    [{ type: 'float', range_spec: { min: 0, max: 1, step: 0.1 } }, '-0.5', 0],
    [{ type: 'int' }, '-12000', -12000],
    [{ type: 'int' }, '7.9', 7],
    [{ type: 'int', range_spec: { min: 1, max: 10, step: 1 } }, 25, 10],
    [{ type: 'slider' }, '1.234', 1.234],
    [{ type: 'float' }, '', ''],
    [{ type: 'float' }, 'abc', 'abc'],
    [{ type: 'int' }, null, null],
  ])('%j converts %j to %j', (spec, value, expected) => {
    expect(toNumericValue(field(spec), value)).toBe(expected);
  });

  it('shows slider values with two decimals', () => {
    expect(formatSliderValue(0.5)).toBe('0.50');
    expect(formatSliderValue(1.236)).toBe('1.24');
  });

  it('places the slider presets at 12.5, 37.5, 62.5 and 87.5 % of the range', () => {
    expect(sliderPresets({ min: -2, max: 2 })).toEqual([
      { label: 'Precise', value: -1.5 },
      { label: 'Balanced', value: -0.5 },
      { label: 'Creative', value: 0.5 },
      { label: 'Wild', value: 1.5 },
    ]);
    expect(sliderPresets({ min: 0, max: 8 }).map((preset) => preset.value)).toEqual([1, 3, 5, 7]);
  });
});

describe('dropdowns', () => {
  it.each<[Partial<TemplateField>, unknown]>([
    [{ options: ['a', 'b'], value: 'a' }, 'a'],
    [{ options: ['a', 'b'], value: 'z' }, ''],
    [{ options: ['a', 'b'], value: 'z', combobox: true }, 'z'],
    [{ options: ['a', 'b'], value: ['a', 'z', 'b'] }, ['a', 'b']],
    [{ value: 'free text' }, 'free text'],
  ])('%j keeps %j', (spec, expected) => {
    expect(normalizeOptionValue(field(spec))).toEqual(expected);
  });
});

describe('key-value lists', () => {
  it.each<[unknown, boolean, boolean]>([
    [[{ a: 1 }, { b: 2 }], false, false],
    [[{ a: 1 }, { a: 2 }], true, false],
    [[{ '': 1 }], false, true],
    [[{ constructor: 1 }, { toString: 2 }], false, false],
    [{ a: 1, '': 2 }, false, true],
    ['not a list', false, false],
  ])('%j: duplicate %s, empty %s', (value, duplicate, empty) => {
    expect(hasDuplicateKeys(value)).toBe(duplicate);
    expect(hasEmptyKey(value)).toBe(empty);
  });

  it('converts between pairs and objects', () => {
    expect(keyPairsToObject([{ a: 1 }, { b: 2 }, { a: 3 }])).toEqual({ a: 3, b: 2 });
    expect(objectToKeyPairs({ a: 1, b: 2 })).toEqual([{ a: 1 }, { b: 2 }]);
  });
});

describe('convertFieldValue', () => {
  it.each<[string, Partial<TemplateField>, unknown]>([
    ['drops empty list entries', { list: true, value: ['a', '', null, 'b'] }, ['a', 'b']],
    ['keeps non-list arrays', { type: 'table', value: [{ a: '' }] }, [{ a: '' }]],
    ['parses floats', { type: 'float', value: '1.5' }, 1.5],
    ['clamps floats', { type: 'float', value: '3' }, 2],
    ['parses ints', { type: 'int', value: '42' }, 42],
    ['converts a list of numbers', { type: 'int', list: true, value: ['1', '', '2'] }, [1, 2]],
    ['turns key-value pairs into a dict', { type: 'dict', value: [{ a: 1 }, { b: 'x' }] }, { a: 1, b: 'x' }],
    ['parses a dict written as JSON', { type: 'dict', value: '{"a":1}' }, { a: 1 }],
    ['parses a nested dict written as JSON', { type: 'NestedDict', value: '{"a":{"b":[1]}}' }, { a: { b: [1] } }],
    ['keeps an unparsable nested dict', { type: 'NestedDict', value: '{oops' }, '{oops'],
    ['clears a dropdown value outside the options', { options: ['gpt-4o'], value: 'gpt-3' }, ''],
    ['leaves strings alone', { value: 'hello' }, 'hello'],
  ])('%s', (_label, spec, expected) => {
    expect(convertFieldValue(field(spec))).toEqual(expected);
  });

  it('reads only the properties the conversion needs, not a copy of the whole field (every run converts every field)', () => {
    const read = new Set<string>();
    const spec = field({ options: ['a', 'b'], value: 'a', info: 'help', display_name: 'Choice' });
    const watched = new Proxy(spec, { get: (target, key, receiver) => (read.add(String(key)), Reflect.get(target, key, receiver)) });
    expect(convertFieldValue(watched)).toBe('a');
    expect([...read].filter((key) => key === 'info' || key === 'display_name')).toEqual([]);
  });

  it('converts every component of a flow, group members included, without touching the input', () => {
    const node = component('Model-aaaaa', { fields: { temperature: field({ type: 'float', value: '0.5' }) } });
    const member = component('Inner-bbbbb', { fields: { stop: field({ list: true, value: ['', 'x'] }) } });
    const group: GenericNode = {
      ...component('groupComponent-ccccc'),
      data: {
        id: 'groupComponent-ccccc',
        type: 'GroupNode',
        node: { display_name: 'Group', template: {}, flow: { id: 'f', name: 'g', data: { nodes: [member], edges: [] } } },
      },
    };
    const prepared = prepareFlowForBuild({ nodes: [node, group], edges: [] });
    const [preparedNode, preparedGroup] = prepared.nodes as GenericNode[];
    expect(getField(preparedNode?.data.node.template, 'temperature')?.value).toBe(0.5);
    const innerNode = preparedGroup?.data.node.flow?.data.nodes[0] as GenericNode;
    expect(getField(innerNode.data.node.template, 'stop')?.value).toEqual(['x']);
    expect(getField(node.data.node.template, 'temperature')?.value).toBe('0.5');
    expect(getField(node.data.node.template, '_type')).toBeUndefined();
    expect(preparedNode?.data.node.template._type).toBe('Component');
  });
});
