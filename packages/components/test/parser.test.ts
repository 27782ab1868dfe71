import { describe, expect, it } from 'vitest';
import { createData, parseItems, renderRecord } from '../src';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';

const docs = [
  { data: { text: 'first', source: 'a.pdf', page: 1 } },
  { data: { text: 'second', source: 'b.pdf', page: 2 } },
];

describe('parseItems', () => {
  it('fills the template per item and joins with the separator', () => {
    expect(parseItems(docs.map((doc) => createData(doc.data)), 'Parser', '{source} p{page}: {text}', '\n---\n')).toBe('a.pdf p1: first\n---\nb.pdf p2: second');
  });

  it('reads messages by their fields and plain objects as data', () => {
    const message = { id: 'm', text: 'hi', sender: 'User', sender_name: 'Ann', session_id: 's', flow_id: null, timestamp: 't', files: [], error: false, edit: false, properties: {}, category: 'message', content_blocks: [] };
    expect(parseItems([message, { text: 'plain', n: 2 }], 'Parser', '{text}', ' | ')).toBe('hi | plain');
    expect(parseItems([message], 'Parser', '{sender_name} said {text}', '')).toBe('Ann said hi');
  });

  it('serialises in Stringify mode without a template', () => {
    expect(parseItems([createData({ a: 1 }), 'text', { b: [1] }], 'Stringify', '{ignored}', '\n')).toBe('{\n  "a": 1\n}\ntext\n{\n  "b": [\n    1\n  ]\n}');
  });

  it('names the available keys when the template asks for a missing one', () => {
    expect(() => parseItems([createData({ text: 'x', page: 1 })], 'Parser', '{title}', '\n')).toThrow('Key "title" not found in the data. Available keys: text, page.');
  });
});

describe('renderRecord', () => {
  it('offers {data} as the whole record and escapes braces', () => {
    expect(renderRecord('{{raw}} {data}', { a: 1 })).toBe('{raw} {\n  "a": 1\n}');
    expect(renderRecord('{data}', { data: 'own field' })).toBe('own field');
    expect(renderRecord('{n} {flag} {list} {nested}', { n: 3, flag: false, list: ['x', 'y'], nested: { k: 'v' } })).toBe('3 false x\ny {\n  "k": "v"\n}');
  });

  it('reports a record with no keys', () => {
    expect(() => renderRecord('{x}', {})).toThrow('Key "x" not found in the data. Available keys: (none).');
  });
});

describe('parser component', () => {
  it('turns a list of Data into one text message', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify(docs) }), makeNode('parser-ppppp', { pattern: '[{page}] {text}', sep: ' ' })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'parser-ppppp.input_data')]);
    expect(textOf(run.values('parser-ppppp').parsed_text)).toBe('[1] first [2] second');
  });

  it('joins the items of several connections', async () => {
    const nodes = [makeNode('Emit-aaaaa', { json: JSON.stringify(docs[0]) }), makeNode('Emit-bbbbb', { json: JSON.stringify(docs[1]) }), makeNode('parser-ppppp')];
    const edges = [connect(nodes, 'Emit-aaaaa.value', 'parser-ppppp.input_data'), connect(nodes, 'Emit-bbbbb.value', 'parser-ppppp.input_data')];
    const run = await build(nodes, edges);
    expect(textOf(run.values('parser-ppppp').parsed_text)).toBe('Text: first\nText: second');
  });

  it('fails on a missing key and when nothing is connected', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify(docs) }), makeNode('parser-ppppp', { pattern: '{author}' })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'parser-ppppp.input_data')]);
    expect(run.error('parser-ppppp')).toContain('Key "author" not found in the data. Available keys: text, source, page.');
    expect((await buildOne('parser-ppppp')).error('parser-ppppp')).toContain('解析器 is missing 数据.');
  });
});

describe('CombineText', () => {
  it('joins two texts with the delimiter', async () => {
    const run = await buildOne('CombineText-ccccc', { text1: 'Hello', text2: 'world', delimiter: ' — ' });
    expect(textOf(run.output.combined_text)).toBe('Hello — world');
  });

  it('keeps the delimiter around empty texts and defaults to a space', async () => {
    expect(textOf((await buildOne('CombineText-ccccc', { text1: 'only' })).output.combined_text)).toBe('only ');
  });
});
