import { describe, expect, it } from 'vitest';
import { fileName, formatTimestamp, isImagePath, messageFiles } from './messageParts';

describe('messageFiles', () => {
  it.each<[string, unknown, string[]]>([
    ['array', ['a/b.png'], ['a/b.png']],
    ['empty string', '', []],
    ['empty JSON list', '[]', []],
    ['JSON list', '["f/1.txt","f/2.pdf"]', ['f/1.txt', 'f/2.pdf']],
    ['a bare path', 'f/1.txt', ['f/1.txt']],
    ['null', null, []],
    ['non-strings dropped', ['a', 3, ''], ['a']],
  ])('%s', (_name, files, expected) => {
    expect(messageFiles(files)).toEqual(expected);
  });
});

describe('fileName and isImagePath', () => {
  it.each<[string, string, boolean]>([
    ['flow/2024-01-01_cat.PNG', '2024-01-01_cat.PNG', true],
    ['report.pdf', 'report.pdf', false],
    ['dir\\notes', 'notes', false],
  ])('%s', (path, name, image) => {
    expect(fileName(path)).toBe(name);
    expect(isImagePath(path)).toBe(image);
  });
});

describe('formatTimestamp', () => {
  it('formats the server form and ISO form in local time', () => {
    const local = new Date('2024-06-20T10:05:00Z');
    const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')} ${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatTimestamp('2024-06-20 10:05:00 UTC')).toBe(expected);
    expect(formatTimestamp('2024-06-20T10:05:00Z')).toBe(expected);
  });

  it('keeps text that is not a date', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday');
  });
});
