// The rules that turn a client's file name into one the server keeps on disk.
import { describe, expect, it } from 'vitest';
import { isPlainName, MAX_NAME_BYTES, numberedName, safeFileName, uploadTimePrefix } from '../src/files/uploadName';

describe('safeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\me\\笔记.md', '笔记.md'],
    ['a\u0000b.txt', 'ab.txt'],
    ['  spaced name.csv  ', 'spaced name.csv'],
    ['line\nbreak.txt', 'linebreak.txt'],
    ['', null],
    ['.', null],
    ['..', null],
    ['dir/', null],
    ['dir/..', null],
    ['\u0000', null],
  ])('%j -> %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('cuts a long name to the byte limit, whole characters only, keeping the extension', () => {
    const kept = safeFileName(`${'文'.repeat(200)}.docx`);
    expect(kept).toMatch(/^文+\.docx$/);
    expect(Buffer.byteLength(kept!, 'utf8')).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(Buffer.byteLength(kept!, 'utf8')).toBeGreaterThan(MAX_NAME_BYTES - 3);
  });
});

describe('isPlainName', () => {
  it.each([
    ['2025-01-02_03-04-05_a.md', true],
    ['..', false],
    ['.', false],
    ['', false],
    ['a/b', false],
    ['a\\b', false],
    ['a\u0000b', false],
  ])('%j -> %s', (name, expected) => {
    expect(isPlainName(name)).toBe(expected);
  });
});

describe('stored names', () => {
  it('prefixes the upload time in UTC as the File component expects', () => {
    expect(uploadTimePrefix(new Date('2025-03-04T05:06:07.890Z'))).toBe('2025-03-04_05-06-07_');
  });

  it.each([
    ['report.pdf', 1, 'report (1).pdf'],
    ['notes', 2, 'notes (2)'],
    ['a.b.csv', 3, 'a.b (3).csv'],
  ])('numbers %j as alternative %d', (name, n, expected) => {
    expect(numberedName(name, n)).toBe(expected);
  });
});
