import type { UserFile } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { downloadName, searchFiles, uploadProblem } from './fileRules';

const file = (name: string, extension: string): UserFile => ({
  id: name,
  name,
  path: `u1/${name}.${extension}`,
  size: 1,
  provider: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('file rules', () => {
  it('refuses a file without an extension, of another type, or over the size limit', () => {
    expect(uploadProblem({ name: 'README', size: 1 }, 100)).toEqual({ key: 'noExtension' });
    expect(uploadProblem({ name: 'tool.exe', size: 1 }, 100)).toMatchObject({ key: 'typeNotAllowed', list: expect.stringContaining('pdf, docx') });
    expect(uploadProblem({ name: 'big.pdf', size: 2 * 1024 * 1024 + 1 }, 2)).toEqual({ key: 'tooLarge', name: 'big.pdf', max: 2 });
    expect(uploadProblem({ name: 'ok.PDF', size: 2 * 1024 * 1024 }, 2)).toBeNull();
  });

  it('downloads a file under its name and the extension of its path', () => {
    expect(downloadName(file('季度报表', 'csv'))).toBe('季度报表.csv');
  });

  it('finds files by name or type, fuzzily, and keeps every file for an empty search', () => {
    const files = [file('季度报表', 'csv'), file('产品手册', 'pdf'), file('report', 'md')];
    expect(searchFiles(files, '  ')).toEqual(files);
    expect(searchFiles(files, '手册').map((found) => found.name)).toEqual(['产品手册']);
    expect(searchFiles(files, 'pdf').map((found) => found.name)).toEqual(['产品手册']);
    expect(searchFiles(files, 'reprt').map((found) => found.name)).toEqual(['report']);
  });
});
