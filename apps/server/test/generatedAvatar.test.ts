import { describe, expect, it, vi } from 'vitest';
import { avatarInitials, escapeXml, generateAvatarSvg } from '../src/files/generatedAvatar';
import { sniffImageType } from '../src/files/imageType';

describe('generateAvatarSvg', () => {
  it('gives the same bytes for the same hint, and other colours for another hint', () => {
    expect(generateAvatarSvg('Alice Smith')).toBe(generateAvatarSvg('Alice Smith'));
    expect(generateAvatarSvg('  Alice Smith ')).toBe(generateAvatarSvg('Alice Smith'));
    const colours = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
    expect(colours(generateAvatarSvg('Alice Smith'))).toHaveLength(2);
    expect(colours(generateAvatarSvg('Alice Smith'))).not.toEqual(colours(generateAvatarSvg('Bob Jones')));
  });

  it('is an SVG image with a rounded gradient square and the initials', () => {
    const svg = generateAvatarSvg('Alice Smith');
    expect(sniffImageType(Buffer.from(svg))).toEqual({ extension: 'svg', mime: 'image/svg+xml' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="0 0 128 128">/);
    expect(svg).toContain('<linearGradient id="g"');
    expect(svg).toContain('<rect width="128" height="128" rx="28" fill="url(#g)"/>');
    expect(svg).toMatch(/>AS<\/text><\/svg>$/);
    // Well-formed: every element opened is closed.
    const opened = [...svg.matchAll(/<([a-zA-Z]+)[^>]*?(\/?)>/g)].filter((match) => match[2] !== '/').map((match) => match[1]);
    const closed = [...svg.matchAll(/<\/([a-zA-Z]+)>/g)].map((match) => match[1]);
    expect(closed.sort()).toEqual(opened.sort());
  });

  it('never lets the hint into the markup unescaped', () => {
    for (const hint of ['<script>alert(1)</script>', '"><svg onload=alert(1)>', "a'b&c", ']]><x/>']) {
      const svg = generateAvatarSvg(hint);
      expect(svg).not.toMatch(/<script|onload|<x\/>/);
      expect(svg.match(/<text[^>]*>([^<]*)<\/text>/)?.[1] ?? '').not.toMatch(/[<>"'&](?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it('draws nothing but the gradient for a hint without letters or digits', () => {
    expect(generateAvatarSvg('!!! ???')).not.toContain('<text');
  });
});

describe('avatarInitials', () => {
  it.each([
    ['alice', 'A'],
    ['alice smith', 'AS'],
    ['alice_bob-carol', 'AB'],
    ['张三', '张'],
    ['张三 李四', '张'],
    ['Ann 张', 'A'],
    ['  éclair  ', 'É'],
    ['42 things', '4T'],
    ['<b>bold</b>', 'B'],
    ['👩‍💻 dev', '👩‍💻D'],
    ['', ''],
  ])('%j -> %j', (hint, initials) => {
    expect(avatarInitials(hint)).toBe(initials);
  });

  it('makes its grapheme segmenter with the first initials, not when loaded (a start would build ICU’s locale list)', async () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    const Counted = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args);
        made += 1;
      }
    };
    Object.defineProperty(Intl, 'Segmenter', { value: Counted, configurable: true, writable: true });
    try {
      vi.resetModules();
      const loaded = await import('../src/files/generatedAvatar');
      expect(made).toBe(0);
      expect(loaded.avatarInitials('alice smith')).toBe('AS');
      expect(loaded.avatarInitials('张三')).toBe('张');
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: Segmenter, configurable: true, writable: true });
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
