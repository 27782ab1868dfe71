// Headers of answers that carry stored bytes. Stored bytes are untrusted: the browser may not
// guess another type, and a download is saved, never shown in the page's origin.

/** The client's type may not be re-guessed; an opened SVG draws but never runs script or loads anything. */
export const UNTRUSTED_CONTENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8 (RFC 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function attachmentHeaders(fileName: string): Record<string, string> {
  return {
    ...UNTRUSTED_CONTENT_HEADERS,
    'content-type': 'application/octet-stream',
    'content-disposition': contentDisposition('attachment', fileName),
    'cache-control': 'private, no-store',
  };
}
