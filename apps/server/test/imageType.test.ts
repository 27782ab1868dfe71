import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../src/files/imageType';

const bytes = (...parts: Array<number[] | string>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const bmpHeader = (infoSize: number) => {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(infoSize, 14);
  return header;
};
const icoHeader = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);

describe('sniffImageType', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['gif', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['bmp', bmpHeader(40), 'image/bmp'],
    ['bmp', bmpHeader(124), 'image/bmp'],
    ['ico', icoHeader, 'image/x-icon'],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['svg', Buffer.from('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>', 'utf8'), 'image/svg+xml'],
    ['svg', Buffer.from('  <svg\n  width="1">中文</svg>', 'utf8'), 'image/svg+xml'],
  ])('knows %s', (extension, data, mime) => {
    expect(sniffImageType(data)).toEqual({ extension, mime });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', bytes('hello')],
    ['HTML', bytes('<!DOCTYPE html><html><svg></svg></html>')],
    ['an element named like svg', bytes('<svgx/>')],
    ['svg after other markup', bytes('<div><svg/></div>')],
    ['svg that is not UTF-8', bytes('<svg>', [0xff, 0xfe])],
    ['a BM prefix without a bitmap header', bytes('BM and some text that is long enough')],
    ['a cursor, not an icon', Buffer.from([0, 0, 2, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0])],
    ['RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_label, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});
