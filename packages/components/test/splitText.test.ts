import { describe, expect, it } from 'vitest';
import { createData, DEFAULT_SEPARATORS, separatorsWith, splitDocument, splitText, type SplitOptions } from '../src';
import { componentErrorOf, reasonOf } from './support/errors';
import { build, buildOne, connect, makeNode, textOf } from './support/flows';

const options = (chunkSize: number, chunkOverlap: number, extra: Partial<SplitOptions> = {}): SplitOptions => ({
  chunkSize,
  chunkOverlap,
  separators: DEFAULT_SEPARATORS,
  keepSeparator: 'End',
  ...extra,
});

describe('splitText', () => {
  it.each<[string, string, SplitOptions, string[]]>([
    ['keeps a short text whole, trimmed', '  short text \n', options(100, 10), ['short text']],
    ['splits paragraphs first', 'aaa\n\nbbb\n\nccc', options(7, 0), ['aaa', 'bbb', 'ccc']],
    ['joins dropped separators back when merging', 'aaa\n\nbbb\n\nccc', options(8, 0, { keepSeparator: 'False' }), ['aaa\n\nbbb', 'ccc']],
    ['breaks Chinese text between sentences', '今天天气很好。我们去公园散步。然后回家吃饭。', options(15, 0), ['今天天气很好。我们去公园散步。', '然后回家吃饭。']],
    ['moves to clauses when a Chinese sentence is too long', '第一部分，第二部分，第三部分。', options(6, 0), ['第一部分，', '第二部分，', '第三部分。']],
    ['repeats the overlap between neighbours', 'one two three four five', options(10, 4), ['one two', 'two three', 'four five']],
    ['falls back to characters', 'abcdefghij', options(4, 1), ['abcd', 'defg', 'ghij']],
    ['counts characters, not UTF-16 units', '😀😀😀😀', options(2, 0), ['😀😀', '😀😀']],
    ['uses a custom separator first', 'a|b|c', options(3, 0, { separators: separatorsWith('|'), keepSeparator: 'False' }), ['a|b', 'c']],
    ['puts kept separators at the start of the next piece', 'a. b. c', options(4, 0, { separators: ['. '], keepSeparator: 'Start' }), ['a. b', '. c']],
    ['keeps a piece longer than the size when no finer separator is left', 'abcdefgh ij', options(4, 0, { separators: [' '] }), ['abcdefgh', 'ij']],
    ['drops chunks that are only whitespace', 'a\n\n   \n\nb', options(2, 0), ['a', 'b']],
  ])('%s', (_name, text, splitOptions, chunks) => {
    expect(splitText(text, splitOptions)).toEqual(chunks);
  });

  it('refuses sizes that cannot work', () => {
    expect(componentErrorOf(() => splitText('x', options(0, 0))).message).toBe('Chunk size must be at least 1 (got 0).');
    expect(componentErrorOf(() => splitText('x', options(10, 10))).message).toBe('Chunk overlap must be at least 0 and smaller than the chunk size 10 (got 10).');
    expect(componentErrorOf(() => splitText('x', options(10, -1))).code).toBe('SPLIT_CHUNK_OVERLAP');
  });

  it('copies the other fields of a document into each chunk', () => {
    const document = createData({ content: 'one two three', file_name: 'a.txt' }, 'content');
    expect(splitDocument(document, 'content', options(8, 0))).toEqual([
      { data: { content: 'one two', file_name: 'a.txt' }, text_key: 'content' },
      { data: { content: 'three', file_name: 'a.txt' }, text_key: 'content' },
    ]);
    expect(() => splitDocument(createData({ body: 'x' }), 'text', options(8, 0))).toThrow('Key "text" not found in the data. Available keys: body.');
  });
});

describe('SplitText component', () => {
  const documents = [
    { data: { text: '第一句话。第二句话。', file_name: 'a.txt' } },
    { data: { text: 'Only one.', file_name: 'b.txt' } },
  ];

  it('splits every document and keeps its fields', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify(documents) }), makeNode('SplitText-sssss', { chunk_size: 5, chunk_overlap: 0 })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'SplitText-sssss.data_inputs')]);
    expect(run.values('SplitText-sssss').dataframe).toEqual([
      { data: { text: '第一句话。', file_name: 'a.txt' }, text_key: 'text' },
      { data: { text: '第二句话。', file_name: 'a.txt' }, text_key: 'text' },
      { data: { text: 'Only', file_name: 'b.txt' }, text_key: 'text' },
      { data: { text: 'one.', file_name: 'b.txt' }, text_key: 'text' },
    ]);
  });

  it('feeds the parser, which joins the chunks through its template', async () => {
    const nodes = [
      makeNode('Emit-eeeee', { json: JSON.stringify(documents) }),
      makeNode('SplitText-sssss', { chunk_size: 5, chunk_overlap: 0, separator: '\\n' }),
      makeNode('parser-ppppp', { pattern: '[{file_name}] {text}', sep: ' | ' }),
    ];
    const edges = [connect(nodes, 'Emit-eeeee.value', 'SplitText-sssss.data_inputs'), connect(nodes, 'SplitText-sssss.dataframe', 'parser-ppppp.input_data')];
    const run = await build(nodes, edges);
    expect(textOf(run.values('parser-ppppp').parsed_text)).toBe('[a.txt] 第一句话。 | [a.txt] 第二句话。 | [b.txt] Only | [b.txt] one.');
  });

  it('reports sizes that cannot work in the build', async () => {
    const nodes = [makeNode('Emit-eeeee', { json: JSON.stringify(documents) }), makeNode('SplitText-sssss', { chunk_size: 100, chunk_overlap: 200 })];
    const run = await build(nodes, [connect(nodes, 'Emit-eeeee.value', 'SplitText-sssss.data_inputs')]);
    expect(reasonOf(run.error('SplitText-sssss'))).toBe('Chunk overlap must be at least 0 and smaller than the chunk size 100 (got 200).');
    expect(reasonOf((await buildOne('SplitText-sssss')).error('SplitText-sssss'))).toBe('文本分割 is missing 输入.');
  });
});
