import { describe, expect, it } from 'vitest';
import { applyJsonFilter, parseJsonPath } from './jsonFilter';

const data = {
  user: { name: '小明', tags: ['a', 'b'], address: { city: '杭州' } },
  items: [
    { id: 1, price: { amount: 3 } },
    { id: 2, price: { amount: 5 } },
  ],
  partial: [{ id: 1 }, { other: true }],
  empty: [],
  count: 3,
};

describe('parseJsonPath', () => {
  it.each([
    ['user.name', [{ kind: 'property', name: 'user' }, { kind: 'property', name: 'name' }]],
    ['items[1].id', [{ kind: 'property', name: 'items' }, { kind: 'index', index: 1 }, { kind: 'property', name: 'id' }]],
    ['$.user', [{ kind: 'property', name: 'user' }]],
    ['[0]', [{ kind: 'index', index: 0 }]],
  ])('reads %s', (path, steps) => {
    expect(parseJsonPath(path)).toEqual(steps);
  });

  it.each(['user..name', 'items[x]', 'items[', 'a]'])('refuses %s', (path) => {
    expect(parseJsonPath(path)).toBeUndefined();
  });
});

describe('applyJsonFilter', () => {
  it.each([
    ['user.address', { city: '杭州' }],
    ['user.tags', ['a', 'b']],
    ['items[1]', { id: 2, price: { amount: 5 } }],
    ['items.price', [{ amount: 3 }, { amount: 5 }]],
    ['items.id', [1, 2]],
    ['', data],
  ])('picks %s', (path, value) => {
    expect(applyJsonFilter(data, path)).toEqual({ ok: true, value });
  });

  it.each([
    ['items[5]', 'indexOutOfRange'],
    ['user.age', 'missingProperty'],
    ['partial.id', 'missingInElement'],
    ['empty', 'empty'],
    ['user.name', 'invalidResult'],
    ['count', 'invalidResult'],
    ['user..name', 'invalidPath'],
  ])('refuses %s with %s', (path, problem) => {
    expect(applyJsonFilter(data, path)).toMatchObject({ ok: false, problem });
  });

  it('refuses a result that does not serialise', () => {
    expect(applyJsonFilter({ big: { n: 10n } }, 'big')).toMatchObject({ ok: false, problem: 'invalidResult' });
  });
});
