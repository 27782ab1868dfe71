// Language Recursive Text Splitter: LangChain's from_language separators (regular expressions,
// each kept at the start of the chunk that follows), the other fields of a document carried into
// each chunk, and the language list Langflow offers.
import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, createData, LANGUAGE_SEPARATORS, splitText, type Data } from '../src';
import { reasonOf } from './support/errors';
import { build, connect, makeNode } from './support/flows';

const byLanguage = (text: string, language: keyof typeof LANGUAGE_SEPARATORS, chunkSize: number) =>
  splitText(text, { chunkSize, chunkOverlap: 0, separators: LANGUAGE_SEPARATORS[language], keepSeparator: 'Start', separatorsAreRegex: true });

describe('Language Recursive Text Splitter', () => {
  it('splits python at class and function definitions, keeping each keyword with its block', () => {
    const code = 'import os\n\ndef first():\n    return 1\n\ndef second():\n    return 2\n\nclass Third:\n    pass';
    expect(byLanguage(code, 'python', 30)).toEqual(['import os', 'def first():\n    return 1', 'def second():\n    return 2', 'class Third:\n    pass']);
  });

  it('splits markdown at headings matched as regular expressions', () => {
    const text = '# Title\nintro text\n## Part one\nfirst part\n### Part two\nsecond part';
    expect(byLanguage(text, 'markdown', 25)).toEqual(['# Title\nintro text', '## Part one\nfirst part', '### Part two\nsecond part']);
  });

  it('splits html before block tags', () => {
    const html = '<body><div><p>One paragraph here.</p><p>Another paragraph.</p></div></body>';
    expect(byLanguage(html, 'html', 40)).toEqual(['<body>', '<div><p>One paragraph here.</p>', '<p>Another paragraph.</p></div></body>']);
    // A piece no tag splits small enough is cut between characters, as LangChain's last separator does.
    expect(byLanguage('<p>Another paragraph.</p></div></body>', 'html', 30)).toEqual(['<p>Another paragraph.</p></div', '></body>']);
  });

  it("offers Langflow's 1.2 languages", () => {
    expect(CODE_LANGUAGES).toEqual(['cpp', 'go', 'java', 'kotlin', 'js', 'ts', 'php', 'proto', 'python', 'rst', 'ruby', 'rust', 'scala', 'swift', 'markdown', 'latex', 'html', 'sol', 'csharp', 'cobol', 'c', 'lua', 'perl', 'haskell', 'elixir', 'powershell']);
    // Every language's separators are regular expressions JavaScript reads.
    for (const separators of Object.values(LANGUAGE_SEPARATORS)) for (const separator of separators) expect(() => new RegExp(separator)).not.toThrow();
  });

  it('splits each Data of its input, keeping the other fields in every chunk', async () => {
    const page = createData({ text: '<body><p>First paragraph text.</p><p>Second paragraph text.</p></body>', url: 'https://example.com/a' });
    const nodes = [makeNode('Emit-em000', { json: JSON.stringify([page]) }), makeNode('LanguageRecursiveTextSplitter-ls000', { code_language: 'html', chunk_size: 40, chunk_overlap: 0 })];
    const built = await build(nodes, [connect(nodes, 'Emit-em000.value', 'LanguageRecursiveTextSplitter-ls000.data_input')]);
    expect(reasonOf(built.error('LanguageRecursiveTextSplitter-ls000'))).toBeUndefined();
    const chunks = built.values('LanguageRecursiveTextSplitter-ls000').data as Data[];
    expect(chunks.map((chunk) => chunk.data)).toEqual([
      { text: '<body><p>First paragraph text.</p>', url: 'https://example.com/a' },
      { text: '<p>Second paragraph text.</p></body>', url: 'https://example.com/a' },
    ]);
  });
});
