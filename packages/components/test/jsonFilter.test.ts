import { describe, expect, it } from 'vitest';
import { applyJsonFilter, compileFilter, yieldsMany } from '../src';
import { build, buildOne, connect, makeNode } from './support/flows';
import { componentErrorOf } from './support/errors';

const order = {
  id: 7,
  customer: { name: 'Ada', tags: ['vip', 'early'] },
  items: [
    { name: 'pen', price: 2, qty: 3 },
    { name: 'book', price: 12, qty: 1 },
    { name: 'ink', price: 5, qty: 2, note: 'blue' },
  ],
  'ship to': { city: '上海' },
};

const filter = (query: string, input: unknown = order) => applyJsonFilter(input, query);
const failure = (query: string, input: unknown = order) => componentErrorOf(() => filter(query, input)).message;

describe('JSON queries', () => {
  it('reads fields, quoted keys, indices and negative indices', () => {
    expect(filter('.customer')).toEqual({ name: 'Ada', tags: ['vip', 'early'] });
    expect(filter('.items[0]')).toEqual({ name: 'pen', price: 2, qty: 3 });
    expect(filter('.items[-1]')).toEqual(order.items[2]);
    expect(filter('."ship to"')).toEqual({ city: '上海' });
    expect(filter('.["customer"].tags')).toEqual(['vip', 'early']);
    expect(filter('.customer.tags')).toEqual(['vip', 'early']);
  });

  it('gathers iterations and several results into an array', () => {
    expect(filter('.items[].name')).toEqual(['pen', 'book', 'ink']);
    expect(filter('.items[] | .price')).toEqual([2, 12, 5]);
    expect(filter('.id, .customer.name')).toEqual([7, 'Ada']);
    expect(filter('[.items[1:][] | .name]')).toEqual(['book', 'ink']);
    expect(filter('.customer[]')).toEqual(['Ada', ['vip', 'early']]);
    // One item still gives a list: the query iterates.
    expect(filter('.items[]', { items: [{ a: 1 }] })).toEqual([{ a: 1 }]);
  });

  it('slices, clamping to the bounds', () => {
    expect(filter('.items[1:2]')).toEqual([order.items[1]]);
    expect(filter('.items[:1]')).toEqual([order.items[0]]);
    expect(filter('.items[2:10]')).toEqual([order.items[2]]);
    expect(filter('.customer.tags[-1:]')).toEqual(['early']);
  });

  it('builds arrays and objects', () => {
    expect(filter('[.items[] | .qty]')).toEqual([3, 1, 2]);
    expect(filter('{id, who: .customer.name, "first item": .items[0].name}')).toEqual({ id: 7, who: 'Ada', 'first item': 'pen' });
    expect(filter('.items[] | {name}')).toEqual([{ name: 'pen' }, { name: 'book' }, { name: 'ink' }]);
    expect(filter('[]')).toEqual([]);
  });

  it('selects, compares and combines conditions', () => {
    expect(filter('.items[] | select(.price > 4)')).toEqual([order.items[1], order.items[2]]);
    expect(filter('[.items[] | select(.price >= 5 and .qty < 2) | .name]')).toEqual(['book']);
    expect(filter('[.items[] | select(.name == "pen" or .name == "ink") | .name]')).toEqual(['pen', 'ink']);
    expect(filter('[.items[] | select(has("note")) | .name]')).toEqual(['ink']);
    expect(filter('[.items[] | select(.name != "pen" | not) | .name]')).toEqual(['pen']);
    expect(filter('[1 < 2, "a" <= "b", null < false, [1] > 2, {} > [], 1 == 1.0, {"a":1} == {"a":1}]')).toEqual([true, true, true, true, true, true, true]);
  });

  it('has map, length, keys, type, first and last', () => {
    expect(filter('.items | map(.price)')).toEqual([2, 12, 5]);
    expect(filter('[(.items | length), (.customer | length), (.customer.name | length), (null | length), (-3 | length)]')).toEqual([3, 2, 3, 0, 3]);
    expect(filter('.customer | keys')).toEqual(['name', 'tags']);
    expect(filter('.customer.tags | keys')).toEqual([0, 1]);
    expect(filter('[.id, .customer, .items, .customer.name, null, true] | map(type)')).toEqual(['number', 'object', 'array', 'string', 'null', 'boolean']);
    expect(filter('[(.items | first | .name), (.items | last | .name)]')).toEqual(['pen', 'ink']);
    expect(filter('.customer | map(type)')).toEqual(['string', 'array']);
  });

  it('tolerates gaps only where asked, with ? and //', () => {
    expect(filter('[.items[] | .note?]')).toEqual(['blue']);
    expect(filter('[.items[] | .note // "none"]')).toEqual(['none', 'none', 'blue']);
    expect(filter('.missing // {fallback: true}')).toEqual({ fallback: true });
  });

  it('works on Chinese keys and keeps the input untouched', () => {
    const input = { 用户: { 名字: '张三' } };
    expect(filter('.用户', input)).toEqual({ 名字: '张三' });
    expect(input).toEqual({ 用户: { 名字: '张三' } });
  });

  it('passes the input through when the query is empty or "."', () => {
    expect(filter('')).toBe(order);
    expect(filter('  .  ')).toBe(order);
  });
});

describe('plain paths, when the text is not a query', () => {
  it('reads dotted and indexed paths', () => {
    expect(filter('items[1]')).toEqual(order.items[1]);
    expect(filter('items.1')).toEqual(order.items[1]);
    expect(filter('.items.0')).toEqual(order.items[0]);
    expect(filter('customer.tags')).toEqual(['vip', 'early']);
    expect(filter('0.a', [{ a: { b: 1 } }])).toEqual({ b: 1 });
    // "[0]" is a query (an array holding 0), so a path's leading index needs a name or a dot.
    expect(filter('[0]', [{ a: 1 }])).toEqual([0]);
    expect(filter('.[0]', [{ a: 1 }])).toEqual({ a: 1 });
    expect(filter('a["b.c"]', { a: { 'b.c': [1] } })).toEqual([1]);
    expect(filter("a['b c']", { a: { 'b c': [2] } })).toEqual([2]);
    expect(filter('counts.2', { counts: { 2: { n: 1 } } })).toEqual({ n: 1 });
  });

  it('compiles to the same steps a query uses', () => {
    expect(compileFilter('items[0].name')).toEqual({
      kind: 'field',
      name: 'name',
      target: { kind: 'index', index: { kind: 'literal', value: 0 }, target: { kind: 'field', name: 'items', target: { kind: 'identity' } } },
    });
    expect(yieldsMany(compileFilter('.items[].name'))).toBe(true);
    expect(yieldsMany(compileFilter('.items | map(.name)'))).toBe(false);
  });
});

describe('JSON filter errors', () => {
  it('reports an array index out of range', () => {
    expect(failure('.items[5]')).toBe('Invalid path: array index 5 is out of range at .items (length 3).');
    expect(failure('items.9')).toBe('Invalid path: array index 9 is out of range at .items (length 3).');
    expect(failure('.items[-4]')).toBe('Invalid path: array index -4 is out of range at .items (length 3).');
    expect(failure('.items | first', { items: [] })).toBe('Invalid path: array index 0 is out of range at .items (length 0).');
  });

  it('reports a property missing in an element or in an object', () => {
    expect(failure('.items[].note')).toBe('Invalid path: property "note" is missing in element .items[0].');
    expect(failure('.customer.email')).toBe('Invalid path: property "email" is missing in the object at .customer.');
    expect(failure('.nope')).toBe('Invalid path: property "nope" is missing in the object at ..');
    expect(failure('."ship to".zip')).toBe('Invalid path: property "zip" is missing in the object at ["ship to"].');
  });

  it('reports a path that resolves to empty', () => {
    expect(failure('.items[] | select(.price > 100)')).toBe('Invalid path: ".items[] | select(.price > 100)" resolves to an empty result.');
    expect(failure('.note', { note: null })).toBe('Invalid path: ".note" resolves to an empty result.');
    expect(failure('.missing?')).toBe('Invalid path: ".missing?" resolves to an empty result.');
  });

  it('reports steps that do not fit the value', () => {
    expect(failure('.id.value')).toBe('Invalid path: cannot index number with "value" at .id.');
    expect(failure('.items.name')).toBe('Invalid path: cannot index array with "name" at .items.');
    expect(failure('.customer[0]')).toBe('Invalid path: cannot index object with 0 at .customer.');
    expect(failure('.id[]')).toBe('Invalid path: cannot iterate over number at .id.');
    expect(failure('.id | keys')).toBe('Invalid path: keys cannot be applied to number.');
    expect(failure('.id[1:2]')).toBe('Invalid path: cannot index number with a slice at .id.');
  });

  it('reports text that is neither a query nor a path', () => {
    expect(failure('.items[')).toBe('Invalid path: cannot read ".items[" as a JSON query or a path (unexpected end of the query at position 8).');
    expect(failure('a..b')).toBe('Invalid path: cannot read "a..b" as a JSON query or a path (".." is not supported at position 2).');
    expect(failure('.a..b')).toBe('Invalid path: cannot read ".a..b" as a JSON query or a path (".." is not supported at position 3).');
    expect(failure('items[x]')).toBe('Invalid path: cannot read "items[x]" as a JSON query or a path (unknown function "items" at position 1).');
    expect(failure('.a[0')).toBe('Invalid path: cannot read ".a[0" as a JSON query or a path (expected "]" before the end of the query at position 5).');
    expect(failure('{a: 1')).toBe('Invalid path: cannot read "{a: 1" as a JSON query or a path (expected "}" before the end of the query at position 6).');
    expect(failure('.a | frobnicate')).toContain('(unknown function "frobnicate" at position 6)');
    expect(failure('"unterminated')).toContain('(unterminated string at position 1)');
  });

  it('requires an object or array result', () => {
    expect(failure('.id')).toBe('Invalid result: the result must be an object or an array, not number.');
    expect(failure('.customer.name')).toBe('Invalid result: the result must be an object or an array, not string.');
  });

  it('requires a serialisable result', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(failure('.', { value: cyclic })).toBe('Invalid result: the result cannot be serialised as JSON (Converting circular structure to JSON).');
    expect(failure('.big', { big: { n: 10n } })).toMatch(/^Invalid result: the result cannot be serialised as JSON \(.*BigInt.*\)\.$/);
  });
});

describe('ParseJSONData', () => {
  it('filters Data into Data and lists into Data lists', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify({ data: order }) }), makeNode('ParseJSONData-fffff', { query: '.items[] | select(.qty > 1)' })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'ParseJSONData-fffff.input_value')]);
    expect(run.values('ParseJSONData-fffff').filtered_data).toEqual([
      { data: { name: 'pen', price: 2, qty: 3 }, text_key: 'text' },
      { data: { name: 'ink', price: 5, qty: 2, note: 'blue' }, text_key: 'text' },
    ]);
  });

  it('reads a message whose text is JSON and wraps scalar items as text', async () => {
    const nodes = [makeNode('TextInput-ttttt', { input_value: JSON.stringify(order) }), makeNode('ParseJSONData-fffff', { query: 'customer' })];
    const run = await build(nodes, [connect(nodes, 'TextInput-ttttt.text', 'ParseJSONData-fffff.input_value')]);
    expect(run.values('ParseJSONData-fffff').filtered_data).toEqual({ data: { name: 'Ada', tags: ['vip', 'early'] }, text_key: 'text' });
  });

  it('fails the build on a result that is not an object or array', async () => {
    const nodes = [makeNode('TextInput-ttttt', { input_value: JSON.stringify(order) }), makeNode('ParseJSONData-fffff', { query: '.id' })];
    const run = await build(nodes, [connect(nodes, 'TextInput-ttttt.text', 'ParseJSONData-fffff.input_value')]);
    expect(run.error('ParseJSONData-fffff')).toContain('Invalid result: the result must be an object or an array, not number.');
  });

  it('turns scalar array items into text Data', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify({ data: order }) }), makeNode('ParseJSONData-fffff', { query: '[.customer.tags[], .id]' })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'ParseJSONData-fffff.input_value')]);
    expect(run.values('ParseJSONData-fffff').filtered_data).toEqual([
      { data: { text: 'vip' }, text_key: 'text' },
      { data: { text: 'early' }, text_key: 'text' },
      { data: { text: '7' }, text_key: 'text' },
    ]);
  });

  it('reports text that is not JSON as a conversion error', async () => {
    const nodes = [makeNode('TextInput-ttttt', { input_value: '{not json' }), makeNode('ParseJSONData-fffff', { query: '.a' })];
    const run = await build(nodes, [connect(nodes, 'TextInput-ttttt.text', 'ParseJSONData-fffff.input_value')]);
    expect(run.error('ParseJSONData-fffff')).toMatch(/Conversion error: the input is not valid JSON \(.+\)\./);
  });

  it('needs an input', async () => {
    expect((await buildOne('ParseJSONData-fffff', { query: '.a' })).error('ParseJSONData-fffff')).toContain('JSON 过滤 is missing 输入.');
  });
});
