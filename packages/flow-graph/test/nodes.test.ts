import { describe, expect, it } from 'vitest';
import { getFlowStatus } from '../src/flow/status';
import { aggregateGroupStatus } from '../src/grouping/status';
import { canMinimize, countConnectionPoints, isShownMinimized } from '../src/nodes/minimize';
import { findOutdatedNodes, isNodeOutdated } from '../src/nodes/outdated';
import type { BuildStatus } from '../src/events';
import type { TemplateField } from '../src/types/fields';
import type { GenericNode } from '../src/types/nodes';
import { component, field, note, output } from './fixtures';

describe('getFlowStatus', () => {
  it.each([
    [null, '2025-01-02T00:00:00Z', 'Develop'],
    ['2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z', 'Published'],
    ['2025-01-02T00:00:00Z', '2025-01-02T00:00:00Z', 'Published'],
    ['2025-01-02T00:00:00Z', null, 'Published'],
    ['2025-01-02T00:00:00Z', '2025-01-03T00:00:00Z', 'Edit'],
  ])('released %s, updated %s: %s', (released_at, updated_at, status) => {
    expect(getFlowStatus({ released_at, updated_at })).toBe(status);
  });
});

describe('aggregateGroupStatus', () => {
  it.each<[Array<BuildStatus | undefined>, BuildStatus]>([
    [['BUILT', 'BUILT'], 'BUILT'],
    [['BUILT', 'BUILDING', 'ERROR'], 'BUILDING'],
    [['BUILT', 'ERROR', 'TO_BUILD'], 'ERROR'],
    [['BUILT', 'TO_BUILD'], 'TO_BUILD'],
    [['BUILT', undefined], 'TO_BUILD'],
    [['INACTIVE', 'BUILT'], 'TO_BUILD'],
    [[], 'TO_BUILD'],
  ])('%j gives %s', (statuses, expected) => {
    expect(aggregateGroupStatus(statuses)).toBe(expected);
  });
});

describe('minimize', () => {
  const node = (fields: Record<string, TemplateField>, outputs = [output('out')], showNode?: boolean): GenericNode => {
    const built = component('Thing-aaaaa', { fields, outputs });
    built.data.node.template = { _type: 'Component', ...fields };
    if (showNode !== undefined) built.data.showNode = showNode;
    return built;
  };

  it.each<[string, Record<string, TemplateField>, number]>([
    ['an input with input types', { a: field({ input_types: ['Message'] }) }, 1],
    ['inline fields', { a: field(), b: field({ type: 'int' }), c: field({ type: 'code' }) }, 0],
    ['a handle-only type', { a: field({ type: 'other' }) }, 1],
    ['a hidden input', { a: field({ input_types: ['Message'], show: false }) }, 0],
    ['an advanced input', { a: field({ input_types: ['Message'], advanced: true }) }, 0],
  ])('counts %s', (_label, fields, count) => {
    expect(countConnectionPoints(node(fields))).toBe(count);
  });

  it('allows one connection point and one output', () => {
    expect(canMinimize(node({ a: field({ input_types: ['Message'] }) }))).toEqual({ ok: true });
  });

  it('refuses two connection points or two outputs with the spec notice', () => {
    const refusal = { ok: false, code: 'MINIMIZE_TOO_MANY_HANDLES', message: '仅支持单个连接点或更少的组件最小化.' };
    expect(canMinimize(node({ a: field({ input_types: ['A'] }), b: field({ input_types: ['B'] }) }))).toEqual(refusal);
    expect(canMinimize(node({}, [output('x'), output('y')]))).toEqual(refusal);
    expect(canMinimize(node({}, [output('x'), output('y', ['Message'], { hidden: true })]))).toEqual({ ok: true });
  });

  it('forces nodes that cannot be minimized to show expanded', () => {
    expect(isShownMinimized(node({}, [output('x')], false))).toBe(true);
    expect(isShownMinimized(node({}, [output('x'), output('y')], false))).toBe(false);
    expect(isShownMinimized(node({}, [output('x')]))).toBe(false);
  });
});

describe('outdated components', () => {
  const registry = { Prompt: { template: { code: field({ type: 'code', value: 'v2' }) } } };
  const prompt = (code: string, edited?: boolean): GenericNode => {
    const node = component('Prompt-aaaaa', { fields: { code: field({ type: 'code', value: code }) } });
    if (edited !== undefined) node.data.node.edited = edited;
    return node;
  };

  it.each<[string, GenericNode, string[], boolean]>([
    ['different code', prompt('v1'), [], true],
    ['the same code', prompt('v2'), [], false],
    ['an edited node', prompt('v1', true), [], false],
    ['an excluded type', prompt('v1'), ['Prompt'], false],
    ['a type the registry lacks', component('Custom-bbbbb', { fields: { code: field({ type: 'code', value: 'x' }) } }), [], false],
    ['a prototype key as type', component('constructor-ccccc'), [], false],
  ])('%s', (_label, node, excluded, outdated) => {
    expect(isNodeOutdated(node, registry, excluded)).toBe(outdated);
  });

  it('lists outdated node ids and skips notes', () => {
    expect(findOutdatedNodes([prompt('v1'), note('n-1'), prompt('v2')], registry)).toEqual(['Prompt-aaaaa']);
  });
});
