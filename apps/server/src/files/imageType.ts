// Image types told from the bytes, never from the name or the client's content type: an image is
// served with the type its bytes prove, and a page disguised as a picture is refused.

export interface ImageType {
  extension: 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'ico' | 'svg';
  mime: string;
}

const PNG: ImageType = { extension: 'png', mime: 'image/png' };
const JPEG: ImageType = { extension: 'jpeg', mime: 'image/jpeg' };
const GIF: ImageType = { extension: 'gif', mime: 'image/gif' };
const BMP: ImageType = { extension: 'bmp', mime: 'image/bmp' };
const WEBP: ImageType = { extension: 'webp', mime: 'image/webp' };
const ICO: ImageType = { extension: 'ico', mime: 'image/x-icon' };
const SVG: ImageType = { extension: 'svg', mime: 'image/svg+xml' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions: the header sizes a real BMP has. */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return BMP_INFO_HEADER_SIZES.has(view.getUint32(14, true));
}

function isIco(bytes: Uint8Array): boolean {
  // Reserved 0, type 1 (icon), at least one image, and the first entry's reserved byte 0.
  if (!startsWith(bytes, [0, 0, 1, 0]) || bytes.length < 22) return false;
  const count = bytes[4] | (bytes[5] << 8);
  return count > 0 && bytes[9] === 0;
}

/** How much of the text is read to find the root element; prologs are short. */
const SVG_PROLOG_LIMIT = 4096;

/**
 * SVG is text: valid UTF-8 whose first element, after an optional XML declaration, comments,
 * processing instructions and a doctype, is `<svg`.
 */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  let rest = text.replace(/^\uFEFF/, '').slice(0, SVG_PROLOG_LIMIT);
  const prologPart = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\])?\s*>)/i;
  for (let match = prologPart.exec(rest); match; match = prologPart.exec(rest)) rest = rest.slice(match[0].length);
  return /^\s*<svg[\s/>]/.test(rest);
}

/** The image type the bytes are, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  if (isBmp(bytes)) return BMP;
  if (isIco(bytes)) return ICO;
  if (isSvg(bytes)) return SVG;
  return null;
}
