// File names a client sends, made safe to keep: only the last path segment, no control characters,
// never empty, "." or "..", and short enough for any file system once the server adds its prefix.
import { fileExtension } from '@app/api-client';

/** UTF-8 bytes a kept name may take (file systems allow 255 per name; the upload-time prefix adds 20). */
export const MAX_NAME_BYTES = 200;

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** Cuts the stem, whole characters at a time, until the name fits; the extension stays. */
function capName(name: string, maxBytes: number): string {
  if (utf8Length(name) <= maxBytes) return name;
  const extension = fileExtension(name);
  const suffix = extension ? `.${extension}` : '';
  const stem = [...name.slice(0, name.length - suffix.length)];
  while (stem.length > 0 && utf8Length(stem.join('') + suffix) > maxBytes) stem.pop();
  return stem.join('').trimEnd() + suffix;
}

/**
 * The name to keep for a client's file name, or null when nothing usable is left. Folders (either
 * slash) are dropped, control characters (NUL included) removed, surrounding blanks trimmed.
 */
export function safeFileName(clientName: string): string | null {
  const lastSegment = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(/[\p{Cc}\u2028\u2029]/gu, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return null;
  const capped = capName(cleaned, MAX_NAME_BYTES);
  return capped === '' || /^\.+$/.test(capped) ? null : capped;
}

/** A name of one path segment that is safe to join to a folder (for names read from a URL). */
export function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name) && utf8Length(name) <= 255;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Langflow's upload-time prefix, `yyyy-MM-dd_HH-mm-ss_` (UTC), which the File component strips again. */
export function uploadTimePrefix(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}_${pad(at.getUTCHours())}-${pad(at.getUTCMinutes())}-${pad(at.getUTCSeconds())}_`;
}

/** `report.pdf` -> `report (2).pdf`: the n-th alternative to a taken name. */
export function numberedName(name: string, n: number): string {
  const extension = fileExtension(name);
  if (!extension) return `${name} (${n})`;
  return `${name.slice(0, name.length - extension.length - 1)} (${n}).${extension}`;
}
