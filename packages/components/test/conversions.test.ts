import { createChatMessage } from '@app/engine';
import { describe, expect, it } from 'vitest';
import { compileRegex, convertedData, convertedText, createData, dataFrameMarkdown, extractMatches, jsonToData, parseJsonText, toDataFrame } from '../src';
import { componentErrorOf, reasonOf } from './support/errors';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';

const message = createChatMessage({ text: 'hello', sender: 'User', sender_name: 'Ann' }, { flowId: 'f', sessionId: 's', source: { id: null, display_name: null, source: null } });

describe('regular expressions', () => {
  it('finds every match, with groups and named groups', () => {
    const matches = extractMatches('订单号：123，订单号：456', compileRegex('订单号：(?<id>\\d+)', ''));
    expect(matches).toEqual([
      { data: { id: '123', text: '123', match: '订单号：123', index: 0, groups: ['123'] }, text_key: 'text' },
      { data: { id: '456', text: '456', match: '订单号：456', index: 8, groups: ['456'] }, text_key: 'text' },
    ]);
    expect(extractMatches('A a', compileRegex('a', 'i')).map((match) => match.data.text)).toEqual(['A', 'a']);
    expect(extractMatches('abc', compileRegex('x*', ''))).toEqual([]);
  });

  it('explains bad patterns and flags', () => {
    expect(componentErrorOf(() => compileRegex('(', '')).message).toMatch(/^Invalid regular expression "\(": /);
    expect(componentErrorOf(() => compileRegex('a', 'g')).message).toBe('Invalid regular expression flags "g": use any of i, m, s, u.');
    expect(componentErrorOf(() => compileRegex('a', 'ii')).code).toBe('REGEX_INVALID_FLAGS');
    expect(componentErrorOf(() => compileRegex('', '')).message).toBe('Enter a regular expression.');
  });

  it('outputs the matches as Data and one line each in a message', async () => {
    const run = await buildOne('RegexExtractorComponent-rrrrr', { input_text: 'a@x.com, b@y.org', pattern: '[\\w.]+@[\\w.]+' });
    expect((run.output.data as Array<{ data: { text: string } }>).map((match) => match.data.text)).toEqual(['a@x.com', 'b@y.org']);
    expect(textOf(run.output.text)).toBe('a@x.com\nb@y.org');
    const bad = await buildOne('RegexExtractorComponent-rrrrr', { input_text: 'x', pattern: '[' });
    expect(reasonOf(bad.error('RegexExtractorComponent-rrrrr'))).toMatch(/^Invalid regular expression "\[": /);
  });
});

describe('tables of Data', () => {
  it('gives every row every column', () => {
    expect(toDataFrame([[createData({ a: 1 }), { b: 'x' }], 'text'])).toEqual([
      { data: { a: 1, b: null, text: null }, text_key: 'text' },
      { data: { a: null, b: 'x', text: null }, text_key: 'text' },
      { data: { a: null, b: null, text: 'text' }, text_key: 'text' },
    ]);
  });

  it('writes rows as a Markdown table', () => {
    expect(dataFrameMarkdown([createData({ name: 'A|B', note: 'two\nlines' }), createData({ name: 'C' })])).toBe(
      '| name | note |\n| --- | --- |\n| A\\|B | two<br>lines |\n| C |  |',
    );
    expect(dataFrameMarkdown([])).toBe('');
  });

  it('turns JSON into Data like the JSON components do', () => {
    expect(jsonToData({ a: 1 })).toEqual(createData({ a: 1 }));
    expect(jsonToData([{ a: 1 }, 'x', 2])).toEqual([createData({ a: 1 }), createData({ text: 'x' }), createData({ text: '2' })]);
  });
});

describe('Type Convert', () => {
  it('converts a message, Data and a table', () => {
    expect(convertedText(message)).toBe('hello');
    expect(convertedText(createData({ text: 'doc' }))).toBe('doc');
    expect(convertedText([createData({ a: 1 })])).toBe('| a |\n| --- |\n| 1 |');
    expect(convertedData(message)).toMatchObject({ data: { text: 'hello', sender: 'User' } });
    expect(convertedData([createData({ a: 1 }), { b: 2 }])).toEqual([createData({ a: 1 }), createData({ b: 2 })]);
  });

  it('offers all three forms in a build', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify([{ data: { q: 'a', n: 1 } }, { data: { q: 'b' } }]) }), makeNode('TypeConverterComponent-ttttt')];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'TypeConverterComponent-ttttt.input_data')]);
    const values = run.values('TypeConverterComponent-ttttt');
    expect(textOf(values.message_output)).toBe('| q | n |\n| --- | --- |\n| a | 1 |\n| b |  |');
    expect(values.data_output).toEqual([{ data: { q: 'a', n: 1 } }, { data: { q: 'b' } }]);
    expect(values.dataframe_output).toEqual([createData({ q: 'a', n: 1 }), createData({ q: 'b', n: null })]);
  });
});

describe('JSON to Data', () => {
  it('reads JSON, also inside a Markdown code fence', () => {
    expect(parseJsonText('{"a": 1}')).toEqual({ a: 1 });
    expect(parseJsonText('```json\n[1, 2]\n```')).toEqual([1, 2]);
    expect(componentErrorOf(() => parseJsonText('{a: 1}')).message).toMatch(/^Invalid JSON: /);
  });

  it('outputs an object as one Data and an array as a list', async () => {
    expect((await buildOne('JSONToData-jjjjj', { json_string: '{"name": "Ann"}' })).output.data).toEqual(createData({ name: 'Ann' }));
    expect((await buildOne('JSONToData-jjjjj', { json_string: '[{"n": 1}, {"n": 2}]' })).output.data).toEqual([createData({ n: 1 }), createData({ n: 2 })]);
    expect(reasonOf((await buildOne('JSONToData-jjjjj', { json_string: 'nope' })).error('JSONToData-jjjjj'))).toMatch(/^Invalid JSON: /);
  });
});
