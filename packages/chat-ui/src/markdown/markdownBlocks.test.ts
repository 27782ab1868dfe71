import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { remarkGfmParse } from './remarkGfmParse';
import { lexMarkdownBlocks, markdownPieces, splitMarkdownBlocks, streamedMarkdownPieces, type MarkdownLexing } from './markdownBlocks';

interface SpecExample {
  section: string;
  example: number;
  markdown: string;
}

// Example inputs copied from CommonMark 0.31.2 and the GFM spec 0.29 (commonmark/commonmark-spec
// spec.txt, github/cmark-gfm test/spec.txt) and cmark-gfm's footnote example (test/extensions.txt).
const specFile = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'spec', name), 'utf8')) as SpecExample[];
const commonMark = specFile('commonmark-0.31.2.json');
const gfmSpec = specFile('gfm-0.29.json');
const footnotes: SpecExample[] = [
  ...specFile('cmark-gfm-footnotes.json'),
  { section: 'Footnotes', example: 1, markdown: '正文[^a]。\n\n第二段\n\n[^a]: 注释\n\n结尾段落' },
  { section: 'Footnotes', example: 2, markdown: '[^b]: 先定义\n\n- 列表里引用[^b]\n\n另一段[^c]\n\n[^c]:\n    缩进的注释\n\n    第二段' },
  { section: 'Footnotes', example: 3, markdown: '> 引用中定义\n>\n> [^q]: 引用的注释\n\n后文引用[^q]' },
];

// How a piece renders alone and how the whole renders: react-markdown with GitHub's flavour, with
// remark-gfm itself and with the chat's parser-only plugin.
const html = (markdown: string) => renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, markdown));
const chatHtml = (markdown: string) => renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfmParse] }, markdown));
// Blocks of the whole document are separated by a newline text node; pieces rendered apart are not.
const blocksHtml = (markdown: string) => html(markdown).replace(/\n+(?=<)|(?<=>)\n+/g, '');

function expectSameRendering({ section, example, markdown }: SpecExample) {
  const pieces = splitMarkdownBlocks(markdown);
  expect(pieces.map(blocksHtml).join(''), `${section}, example ${example}`).toBe(blocksHtml(markdown));
  expect(chatHtml(markdown), `${section}, example ${example} with the chat's plugin`).toBe(html(markdown));
}

describe('splitMarkdownBlocks renders every piece as the whole document does', () => {
  const sections = (examples: SpecExample[]) => [...new Set(examples.map((example) => example.section))];
  for (const section of sections(commonMark)) {
    it(`CommonMark: ${section}`, () => {
      for (const example of commonMark.filter((candidate) => candidate.section === section)) expectSameRendering(example);
    });
  }
  for (const section of sections(gfmSpec)) {
    it(`GFM: ${section}`, () => {
      for (const example of gfmSpec.filter((candidate) => candidate.section === section)) expectSameRendering(example);
    });
  }
  it('GFM footnotes', () => {
    for (const example of footnotes) expectSameRendering(example);
  });

  it('also while the text streams in, reusing the previous lexing at every character', () => {
    for (const example of [...commonMark.filter((candidate) => candidate.section === 'Lists'), ...footnotes]) {
      let lexing: MarkdownLexing | undefined;
      for (let length = 1; length <= example.markdown.length; length += 1) {
        const text = example.markdown.slice(0, length);
        lexing = lexMarkdownBlocks(text, lexing);
        expect(markdownPieces(lexing), `${example.section} ${example.example} at ${length}`).toEqual(splitMarkdownBlocks(text));
      }
    }
  });
});

describe('splitMarkdownBlocks', () => {
  it('splits at top-level blocks: headings, paragraphs, lists and tables', () => {
    expect(splitMarkdownBlocks('# 标题\n\n第一段\n续行\n\n- a\n- b\n\n| x |\n|---|\n| 1 |')).toEqual(['# 标题', '第一段\n续行', '- a\n- b', '| x |\n|---|\n| 1 |']);
  });

  it('keeps a loose list, indented code with blank lines and an open fence whole', () => {
    expect(splitMarkdownBlocks('- 一\n\n  第二段\n\n- 二\n\n后')).toEqual(['- 一\n\n  第二段\n\n- 二', '后']);
    expect(splitMarkdownBlocks('前\n\n    a\n\n\n    b\n\n后')).toEqual(['前', '    a\n\n\n    b', '后']);
    expect(splitMarkdownBlocks('```\n未完\n\n仍在代码里')).toEqual(['```\n未完\n\n仍在代码里']);
  });

  it('keeps a reference definition with the blocks that use it, and footnotes with the rest of the text', () => {
    expect(splitMarkdownBlocks('甲\n\n见[文档]\n\n乙\n\n[文档]: https://example.com\n\n丙')).toEqual(['甲', '见[文档]\n\n乙\n\n[文档]: https://example.com', '丙']);
    expect(splitMarkdownBlocks('甲\n\n乙[^1]\n\n[^1]: 注\n\n丙')).toEqual(['甲', '乙[^1]\n\n[^1]: 注\n\n丙']);
  });

  it('lexes only the last two blocks again when the text grew', () => {
    const first = lexMarkdownBlocks('一\n\n二\n\n三');
    const grown = lexMarkdownBlocks('一\n\n二\n\n三四\n\n五', first);
    expect(grown.blocks[0]).toBe(first.blocks[0]);
    expect(grown.blocks[1]).not.toBe(first.blocks[1]);
    expect(markdownPieces(grown)).toEqual(['一', '二', '三四', '五']);
    expect(markdownPieces(lexMarkdownBlocks('1. a\n\n2.', lexMarkdownBlocks('1. a\n\n2')))).toEqual(['1. a\n\n2.']);
    expect(markdownPieces(lexMarkdownBlocks('改\n\n二', first))).toEqual(['改', '二']);
  });

  it('reuses recent lexings for replies streaming side by side', () => {
    const replies = ['- a\n\n  b\n\n- c\n\n[x]\n\n[x]: /u\n\n1. d\n\n2. e', '表[^n]\n\n| a |\n|---|\n| 1 |\n\n[^n]: 注\n\n尾'];
    for (let length = 1; length <= 40; length += 1) {
      for (const reply of replies) expect(streamedMarkdownPieces(reply.slice(0, length))).toEqual(splitMarkdownBlocks(reply.slice(0, length)));
    }
  });

  it('drops extra blank lines and keeps text without any', () => {
    expect(splitMarkdownBlocks('\n\n一\n\n\n\n二\n')).toEqual(['一', '二']);
    expect(splitMarkdownBlocks('')).toEqual([]);
  });
});
