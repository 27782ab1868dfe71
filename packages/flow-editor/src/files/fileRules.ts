// The rules of 我的文件 (spec/3 sections 5 and 9): which files may be uploaded (the server's
// extension list, the configured size limit) and which rows a search shows (fuzzy on name and
// type, threshold 0.3, as the file picker searches).
import { fileExtension, UPLOAD_EXTENSIONS, type UserFile } from '@app/api-client';
import Fuse from 'fuse.js';

export type UploadProblem = { key: 'typeNotAllowed'; list: string } | { key: 'noExtension' } | { key: 'tooLarge'; name: string; max: number };

/** Why `file` cannot be uploaded, or null when it can; checked before a byte is sent. */
export function uploadProblem(file: { name: string; size: number }, maxMb: number): UploadProblem | null {
  const extension = fileExtension(file.name);
  if (!extension) return { key: 'noExtension' };
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return { key: 'typeNotAllowed', list: UPLOAD_EXTENSIONS.join(', ') };
  if (file.size > maxMb * 1024 * 1024) return { key: 'tooLarge', name: file.name, max: maxMb };
  return null;
}

/** The name a file downloads under: its display name and the extension of its path. */
export function downloadName(file: Pick<UserFile, 'name' | 'path'>): string {
  const extension = fileExtension(file.path);
  return extension ? `${file.name}.${extension}` : file.name;
}

/** The files matching `query`, best match first; all of them, in their order, for an empty query. */
export function searchFiles(files: readonly UserFile[], query: string): UserFile[] {
  const text = query.trim();
  if (text === '') return [...files];
  const rows = files.map((file) => ({ file, name: file.name, type: fileExtension(file.path) }));
  return new Fuse(rows, { keys: ['name', 'type'], threshold: 0.3 }).search(text).map((result) => result.item.file);
}
