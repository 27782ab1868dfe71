import { describe, expect, it } from 'vitest';
import { attachmentRefusal, shortFileName, type AttachmentLimits, type AttachmentRefusal } from './attachmentRules';

const MB = 1024 * 1024;

describe('attachmentRefusal', () => {
  it.each<[string, { name: string; size: number }, AttachmentLimits, AttachmentRefusal | undefined]>([
    ['allowed by default', { name: 'a.png', size: 10 }, {}, undefined],
    ['no extension', { name: 'README', size: 10 }, {}, { reason: 'noExtension' }],
    ['type outside the list', { name: 'a.exe', size: 10 }, { fileTypes: ['png', 'jpg'] }, { reason: 'typeNotAllowed', allowed: ['png', 'jpg'] }],
    ['types given with dots and capitals', { name: 'a.JPG', size: 10 }, { fileTypes: ['.jpg'] }, undefined],
    ['exactly the limit', { name: 'a.pdf', size: 2 * MB }, { maxFileSizeMb: 2 }, undefined],
    ['over the limit', { name: 'a.pdf', size: 2 * MB + 1 }, { maxFileSizeMb: 2 }, { reason: 'tooLarge', maxMb: 2 }],
    ['over the default 100 MB', { name: 'a.pdf', size: 100 * MB + 1 }, {}, { reason: 'tooLarge', maxMb: 100 }],
  ])('%s', (_name, file, limits, expected) => {
    expect(attachmentRefusal(file, limits)).toEqual(expected);
  });
});

describe('shortFileName', () => {
  it.each<[string, string]>([
    ['short.png', 'short.png'],
    ['exactly-twenty-five-c.txt', 'exactly-twenty-five-c.txt'],
    ['a-very-long-name-of-a-quarterly-report.pdf', 'a-very-long-name-of-….pdf'],
    ['no-extension-but-very-very-long', 'no-extension-but-very-ve…'],
  ])('%s', (name, expected) => {
    expect(shortFileName(name)).toBe(expected);
    expect(shortFileName(name).length).toBeLessThanOrEqual(25);
  });
});
