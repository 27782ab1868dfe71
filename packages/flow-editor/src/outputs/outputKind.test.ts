import { describe, expect, it } from 'vitest';
import { looksLikeCsv, outputFile, outputKind } from './outputKind';

describe('outputKind', () => {
  it('keeps errors, the stream alert and plain text', () => {
    expect(outputKind({ type: 'error', message: { errorMessage: 'x', stackTrace: '' } })).toBe('error');
    expect(outputKind({ type: 'ValueError', message: 'x' })).toBe('error');
    expect(outputKind({ type: 'stream', message: null })).toBe('stream');
    expect(outputKind({ type: 'message', message: { text: '你好，世界' } })).toBe('text');
    expect(outputKind({ type: 'text', message: '一行, 只有一行' })).toBe('text');
    expect(outputKind(undefined)).toBe('unknown');
    expect(outputKind({ type: 'unknown', message: 1 })).toBe('unknown');
    expect(outputKind({ type: 'text', message: '' })).toBe('unknown');
    expect(outputKind({ type: 'message', message: { text: '  \n' } })).toBe('unknown');
    expect(outputKind({ type: 'array', message: [] })).toBe('unknown');
    expect(outputKind({ type: 'object', message: {} })).toBe('unknown');
  });

  it('recognises CSV text by its shape or its file', () => {
    expect(outputKind({ type: 'message', message: { text: '城市,人口\n北京,2184\n上海,2487\n' } })).toBe('csv');
    expect(outputKind({ type: 'text', message: 'a\tb\n1\t2' })).toBe('csv');
    expect(outputKind({ type: 'text', message: '第一段，有逗号, 这里\n第二段没有' })).toBe('text');
    expect(looksLikeCsv('name,"note, with comma"\nA,"x, y"')).toBe(true);
    expect(outputKind({ type: 'text', message: 'f1/cities.csv' })).toBe('csvFile');
    expect(outputKind({ type: 'message', message: { text: '', files: ['f1/cities.CSV'] } })).toBe('csvFile');
  });

  it('shows images and PDFs given as a path, a URL or a message’s one file', () => {
    expect(outputKind({ type: 'text', message: 'https://cdn.example.cn/a/chart.PNG' })).toBe('image');
    expect(outputKind({ type: 'message', message: { text: '', files: ['flow-1/2026_photo.webp'] } })).toBe('image');
    expect(outputKind({ type: 'text', message: 'data:image/png;base64,AAAA' })).toBe('image');
    expect(outputKind({ type: 'message', message: { text: 'flow-1/report.pdf' } })).toBe('pdf');
    expect(outputFile('两个 词')).toBeUndefined();
  });

  it('lists strings, pairs scalar fields, and keeps JSON for the rest', () => {
    expect(outputKind({ type: 'array', message: ['甲', '乙'] })).toBe('stringList');
    expect(outputKind({ type: 'data', message: { 城市: '杭州', 人口: 1252, 省会: true } })).toBe('keyPair');
    expect(outputKind({ type: 'data', message: { data: { 城市: '杭州' }, text_key: 'text' } })).toBe('json');
    expect(outputKind({ type: 'array', message: [{ id: 1 }] })).toBe('json');
    expect(outputKind({ type: 'data', message: 'x' })).toBe('unknown');
  });
});
