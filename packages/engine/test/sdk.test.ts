import { describe, expect, expectTypeOf, it } from 'vitest';
import { codeHash, createRegistry, defineComponent, EngineError, isLoopComponent, type RunContext } from '../src';
import { ALL_COMPONENTS, Loop, TextIn } from './support/components';

const Sample = defineComponent({
  type: 'Sample',
  display_name: 'Sample',
  description: 'Shows every kind of input.',
  documentation: 'https://example.test/sample',
  icon: 'Box',
  category: 'helpers',
  inputs: [
    { type: 'str', name: 'text', display_name: 'Text', info: 'Some text', required: true, input_types: ['Message'] },
    { type: 'int', name: 'count', value: 2, range_spec: { min: 0, max: 10, step: 1 } },
    { type: 'bool', name: 'flag', advanced: true },
    { type: 'str', name: 'tags', list: true, value: [] },
    { type: 'other', name: 'anything', input_types: ['Data'] },
    { type: 'tab', name: 'mode', options: ['a', 'b'], value: 'a' },
    { type: 'str', name: 'secret', password: true, load_from_db: true },
    { type: 'table', name: 'rows', table_schema: { columns: [{ name: 'k', display_name: 'Key' }] } },
    { type: 'slider', name: 'temperature', value: 0.5, range_spec: { min: 0, max: 1, step: 0.01 } },
  ],
  outputs: [
    { name: 'out', display_name: 'Out', types: ['Message', 'Text'], method: 'build_out' },
    { name: 'other', display_name: 'Other', types: ['Data'], hidden: true },
  ],
  run: ({ inputs }) => ({ out: inputs.text }),
});

describe('defineComponent', () => {
  it('types run from the declared inputs and outputs', () => {
    type Context = Parameters<typeof Sample.run>[0];
    expectTypeOf<Context['inputs']['text']>().toEqualTypeOf<string>();
    expectTypeOf<Context['inputs']['count']>().toEqualTypeOf<number>();
    expectTypeOf<Context['inputs']['flag']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Context['inputs']['tags']>().toEqualTypeOf<string[]>();
    expectTypeOf<Context['inputs']['anything']>().toEqualTypeOf<unknown>();
    expectTypeOf<Context['inputs']['rows']>().toEqualTypeOf<Array<Record<string, unknown>> | undefined>();
    expectTypeOf<Context['stop']>().parameter(0).toEqualTypeOf<'out' | 'other'>();
    expectTypeOf<Context>().toExtend<RunContext<unknown, string>>();
  });

  it('recognises a loop component by its allows_loop output', () => {
    expect(isLoopComponent(Loop)).toBe(true);
    expect(isLoopComponent(TextIn)).toBe(false);
  });
});

describe('createRegistry', () => {
  const registry = createRegistry([...ALL_COMPONENTS, Sample], { sources: { Sample: 'export const Sample = …' } });

  it('produces the frontend node of a component', () => {
    const node = registry.frontendNode('Sample');
    expect(node).toMatchObject({
      display_name: 'Sample',
      description: 'Shows every kind of input.',
      documentation: 'https://example.test/sample',
      icon: 'Box',
      base_classes: ['Message', 'Text', 'Data'],
      output_types: [],
      field_order: ['text', 'count', 'flag', 'tags', 'anything', 'mode', 'secret', 'rows', 'temperature'],
      frozen: false,
      edited: false,
      beta: false,
      legacy: false,
      tool_mode: false,
      metadata: { code_hash: codeHash('export const Sample = …'), module: 'Sample' },
    });
    expect(node?.template._type).toBe('Component');
    expect(node?.template.code).toMatchObject({ type: 'code', name: 'code', value: 'export const Sample = …', advanced: true, show: true });
    expect(node?.template.text).toMatchObject({
      type: 'str',
      name: 'text',
      display_name: 'Text',
      info: 'Some text',
      required: true,
      show: true,
      advanced: false,
      list: false,
      value: '',
      input_types: ['Message'],
      _input_type: 'MessageTextInput',
    });
    expect(node?.template.count).toMatchObject({ type: 'int', value: 2, range_spec: { min: 0, max: 10, step: 1 }, _input_type: 'IntInput' });
    expect(node?.template.flag).toMatchObject({ type: 'bool', value: false, advanced: true, display_name: 'flag' });
    expect(node?.template.tags).toMatchObject({ list: true, value: [] });
    expect(node?.template.anything).toMatchObject({ type: 'other', _input_type: 'HandleInput', input_types: ['Data'] });
    expect(node?.template.mode).toMatchObject({ type: 'tab', options: ['a', 'b'], _input_type: 'TabInput' });
    expect(node?.template.secret).toMatchObject({ password: true, load_from_db: true, _input_type: 'SecretStrInput' });
    expect(node?.template.rows).toMatchObject({ type: 'table', value: [], table_schema: { columns: [{ name: 'k', display_name: 'Key' }] } });
    expect(node?.outputs).toEqual([
      {
        types: ['Message', 'Text'],
        selected: 'Message',
        name: 'out',
        display_name: 'Out',
        method: 'build_out',
        value: '__UNDEFINED__',
        cache: true,
        allows_loop: false,
        group_outputs: false,
        tool_mode: true,
        hidden: null,
        required_inputs: null,
      },
      expect.objectContaining({ name: 'other', method: 'other', hidden: true, selected: 'Data' }),
    ]);
    expect(registry.frontendNode('Loop')?.outputs?.[0]).toMatchObject({ allows_loop: true, group_outputs: true });
  });

  it('hands out copies, groups the catalogue by category and lists nodes by type', () => {
    const first = registry.frontendNode('Sample');
    if (first) first.display_name = 'changed';
    expect(registry.frontendNode('Sample')?.display_name).toBe('Sample');
    expect(registry.frontendNode('Nope')).toBeUndefined();
    const catalogue = registry.catalogue();
    expect(Object.keys(catalogue.helpers ?? {})).toEqual(['Sample']);
    expect(Object.keys(catalogue.processing ?? {})).toEqual(['Echo', 'Upper', 'Join', 'Fail', 'Split']);
    expect(Object.keys(registry.frontendNodes())).toHaveLength(ALL_COMPONENTS.length + 1);
    expect(registry.source('Sample')).toBe('export const Sample = …');
    expect(registry.source('Echo')).toBe('');
    expect(registry.has('Echo') && registry.get('Echo')?.type).toBe('Echo');
    expect(registry.list()).toHaveLength(ALL_COMPONENTS.length + 1);
  });

  it('refuses two components of one type', () => {
    expect(() => createRegistry([Sample, Sample])).toThrow(EngineError);
  });
});
