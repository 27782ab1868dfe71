import type { UserFile } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { fileTypeProblem, listedFiles, normalizeTypes, pickerFile, selectionProblem, typeSummary, type PickerFile } from './filePickerRules';

const file = (name: string, type: string, minute: number, uploading = false): PickerFile => ({
  key: `u/${name}.${type}`,
  name,
  type,
  size: 1,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
  uploading,
});

describe('file picker rules', () => {
  it('normalizes the allowed types', () => {
    expect(normalizeTypes(['.PDF', 'txt', ' csv ', 'pdf', ''])).toEqual(['pdf', 'txt', 'csv']);
  });

  it.each([
    ['report.pdf', ['pdf', 'txt'], null],
    ['REPORT.PDF', ['pdf'], null],
    ['photo.png', ['pdf', 'txt'], { key: 'typeNotAllowed', list: 'pdf, txt' }],
    ['README', ['pdf'], { key: 'noExtension' }],
    ['README', [], { key: 'noExtension' }],
    ['any.bin', [], null],
  ])('fileTypeProblem(%s, %j)', (name, allowed, problem) => {
    expect(fileTypeProblem(name, allowed)).toEqual(problem);
  });

  it.each([
    [0, true, { key: 'selectAtLeastOne' }],
    [0, false, { key: 'selectAtLeastOne' }],
    [1, false, null],
    [2, false, { key: 'multipleNotAllowed' }],
    [2, true, null],
  ])('selectionProblem(%i, multiple %s)', (count, multiple, problem) => {
    expect(selectionProblem(count, multiple)).toEqual(problem);
  });

  it('shows up to three type names then the rest as a count', () => {
    expect(typeSummary(['pdf', 'txt'])).toEqual({ names: ['pdf', 'txt'], more: 0 });
    expect(typeSummary(['pdf', 'txt', 'csv', 'md', 'json'])).toEqual({ names: ['pdf', 'txt', 'csv'], more: 2 });
  });

  it('lists uploads first, then the newest, at most ten', () => {
    const files = [...Array.from({ length: 12 }, (_, index) => file(`f${index}`, 'txt', index)), file('new', 'pdf', 0, true)];
    expect(listedFiles(files, '').map((entry) => entry.name)).toEqual(['new', 'f11', 'f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3']);
  });

  it('searches name and type fuzzily', () => {
    const files = [file('产品手册', 'pdf', 1), file('销售数据', 'csv', 2), file('quarterly report', 'docx', 3)];
    expect(listedFiles(files, 'csv').map((entry) => entry.name)).toEqual(['销售数据']);
    expect(listedFiles(files, 'quartrly').map((entry) => entry.name)).toEqual(['quarterly report']);
    expect(listedFiles(files, 'zzz')).toEqual([]);
  });

  it('reads a user file record', () => {
    const record: UserFile = { id: 'f', name: '手册', path: 'u/f.pdf', size: 9, provider: null, created_at: 'c', updated_at: 'u' };
    expect(pickerFile(record)).toEqual({ key: 'u/f.pdf', name: '手册', type: 'pdf', size: 9, createdAt: 'c', uploading: false });
  });
});
