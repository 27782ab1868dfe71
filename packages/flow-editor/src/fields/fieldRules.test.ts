import { describe, expect, it } from 'vitest';
import { cutText, optionLimit, optionMetadata, safeLinkHref, stringList, tabOptions, uploadRefusal } from './fieldRules';
import { cellValue, duplicateRows, rowsOf, storedValueOf } from './keyValueRows';
import { moveItem } from './SortableListField';

describe('field display rules', () => {
  it.each<[string, number, string]>([
    ['short', 20, 'short'],
    ['exactly twenty chars', 20, 'exactly twenty chars'],
    ['twenty-one characters', 20, 'twenty-one character...'],
  ])('cutText(%j, %d)', (text, max, cut) => expect(cutText(text, max)).toBe(cut));

  it.each<[unknown, string | undefined]>([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['tel:+8612345', 'tel:+8612345'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['ftp://example.com', undefined],
    ['not a url', undefined],
    ['', undefined],
    [42, undefined],
  ])('safeLinkHref(%j)', (value, href) => expect(safeLinkHref(value)).toBe(href));

  it('tab options: at most 3, labels cut at 20', () => {
    expect(tabOptions(['a', 'An option label longer than twenty', 'c', 'd'])).toEqual([
      { value: 'a', label: 'a' },
      { value: 'An option label longer than twenty', label: 'An option label long...' },
      { value: 'c', label: 'c' },
    ]);
  });

  it('option metadata values cut at 20, empty ones left out', () => {
    expect(optionMetadata({ context: '128000 tokens and more text', price: 3, empty: '', none: null })).toEqual([
      { key: 'context', value: '128000 tokens and mo...' },
      { key: 'price', value: '3' },
    ]);
  });

  it.each<[number | undefined, number]>([
    [undefined, 1],
    [0, 1],
    [3, 3],
  ])('limit %j takes %d', (limit, taken) => expect(optionLimit({ limit })).toBe(taken));

  it.each<[unknown, string[]]>([
    [['a', ''], ['a', '']],
    ['one', ['one']],
    ['', []],
    [undefined, []],
  ])('stringList(%j)', (value, list) => expect(stringList(value)).toEqual(list));

  it.each<[string, string[] | undefined, string | undefined]>([
    ['notes.txt', ['txt', 'pdf'], undefined],
    ['Report.PDF', ['txt', 'pdf'], undefined],
    ['image.png', ['txt', 'pdf'], 'File type not allowed. Allowed types: txt, pdf'],
    ['README', ['txt'], 'File type not allowed'],
    ['anything.bin', undefined, undefined],
  ])('uploadRefusal(%j)', (name, types, refusal) => expect(uploadRefusal(name, types)).toBe(refusal));

  it('moves a list item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('key-value rows', () => {
  it('reads key-pair lists, objects and JSON text', () => {
    expect(rowsOf([{ a: 1 }, { a: 2 }])).toEqual([
      { key: 'a', value: 1 },
      { key: 'a', value: 2 },
    ]);
    expect(rowsOf({ b: 'x' })).toEqual([{ key: 'b', value: 'x' }]);
    expect(rowsOf('{"c": true}')).toEqual([{ key: 'c', value: true }]);
    expect(rowsOf('not json')).toEqual([]);
  });

  it('stores a dict as key pairs and a NestedDict as one object', () => {
    const rows = [
      { key: 'a', value: '1' },
      { key: 'b', value: { deep: true } },
    ];
    expect(storedValueOf(rows, 'dict')).toEqual([{ a: '1' }, { b: { deep: true } }]);
    expect(storedValueOf(rows, 'NestedDict')).toEqual({ a: '1', b: { deep: true } });
  });

  it('flags every row of a duplicated key', () => {
    expect([...duplicateRows([{ key: 'a', value: 1 }, { key: 'b', value: 2 }, { key: 'a', value: 3 }])]).toEqual([0, 2]);
  });

  it.each<[string, unknown, unknown]>([
    ['12', 'text', '12'],
    ['12', 3, 12],
    ['false', true, false],
    ['abc', 3, 'abc'],
  ])('cellValue(%j) of a %j cell', (text, previous, value) => expect(cellValue(text, previous)).toEqual(value));
});
