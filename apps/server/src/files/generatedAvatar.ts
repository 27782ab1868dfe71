// A picture made from a name, for people and apps without an uploaded one: a rounded square with
// a two-colour gradient chosen by a hash of the name, and its first character or initials.
// Pure: the same hint always gives the same bytes.
import { createHash } from 'node:crypto';

const SIZE = 128;
const CORNER_RADIUS = 28;

/** Characters worth drawing: letters of any script, digits and pictographs, never punctuation. */
const DRAWABLE = /^[\p{L}\p{N}\p{Extended_Pictographic}]/u;
/** Scripts whose one character is a whole name's worth (Chinese, Japanese, Korean). */
const IDEOGRAPHIC = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_SEPARATORS = /[\s_\-.·・,，]+/u;

/**
 * Made with the first picture, not when the server starts: V8's first Intl.Segmenter builds ICU's
 * list of available locales, about 7% of the instructions a start runs until it answers (issue 19).
 */
let segmenter: Intl.Segmenter | undefined;

function graphemes(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

function firstDrawable(word: string): string | undefined {
  for (const { segment } of graphemes(word)) if (DRAWABLE.test(segment)) return segment;
  return undefined;
}

/** What the picture shows: an ideograph alone, else the initials of the first two words, upper case. */
export function avatarInitials(hint: string): string {
  const initials = hint
    .normalize('NFC')
    .split(WORD_SEPARATORS)
    .map(firstDrawable)
    .filter((initial): initial is string => initial !== undefined);
  const [first, second] = initials;
  if (!first) return '';
  if (IDEOGRAPHIC.test(first) || !second || IDEOGRAPHIC.test(second)) return first.toUpperCase();
  return `${first}${second}`.toUpperCase();
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** hsl -> #rrggbb; hex colours render the same in browsers and in plain image viewers. */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Two neighbouring hues, saturated and mid-light, so white text stays readable on both ends. */
function gradientOf(digest: Buffer): { from: string; to: string } {
  const hue = digest.readUInt16BE(0) % 360;
  const shift = 30 + (digest[2] % 40);
  return {
    from: hslToHex(hue, 68 + (digest[3] % 12), 52 + (digest[4] % 8)),
    to: hslToHex((hue + shift) % 360, 72 + (digest[5] % 12), 44 + (digest[6] % 8)),
  };
}

/** The SVG picture of a hint (a name); same hint, same bytes. */
export function generateAvatarSvg(hint: string): string {
  const normalized = hint.trim().normalize('NFC');
  const { from, to } = gradientOf(createHash('sha256').update(normalized).digest());
  const initials = avatarInitials(normalized);
  const fontSize = [...graphemes(initials)].length > 1 ? 52 : 60;
  const text = initials
    ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${fontSize}" font-weight="600" ` +
      `font-family="-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', Roboto, sans-serif">${escapeXml(initials)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="${CORNER_RADIUS}" fill="url(#g)"/>${text}</svg>`
  );
}
