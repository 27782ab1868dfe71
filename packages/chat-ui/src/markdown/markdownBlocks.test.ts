import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './markdownBlocks';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines between paragraphs, lists and tables', () => {
    expect(splitMarkdownBlocks('# 标题\n\n第一段\n续行\n\n- a\n- b\n\n| x |\n|---|\n| 1 |')).toEqual(['# 标题', '第一段\n续行', '- a\n- b', '| x |\n|---|\n| 1 |']);
  });

  it('keeps a code fence with blank lines in one block, even while it is still open', () => {
    expect(splitMarkdownBlocks('前言\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n结尾')).toEqual(['前言', '```ts\nconst a = 1;\n\nconst b = 2;\n```', '结尾']);
    expect(splitMarkdownBlocks('```\n未完\n\n仍在代码里')).toEqual(['```\n未完\n\n仍在代码里']);
    expect(splitMarkdownBlocks('~~~~\n```\n\n~~~~\n\n后')).toEqual(['~~~~\n```\n\n~~~~', '后']);
  });

  it('keeps display maths between $$ lines together', () => {
    expect(splitMarkdownBlocks('公式：\n\n$$\na\n\nb\n$$\n\n$$ c $$\n\n完')).toEqual(['公式：', '$$\na\n\nb\n$$', '$$ c $$', '完']);
  });

  it('drops extra blank lines and keeps text without any', () => {
    expect(splitMarkdownBlocks('\n\n一\n\n\n\n二\n')).toEqual(['一', '二']);
    expect(splitMarkdownBlocks('')).toEqual([]);
  });
});
