// The rules of the file picker (spec/3 sections 5 and 9): allowed extensions, how many files a
// field takes, and which files the list shows (uploads in progress first, then the newest; fuzzy
// search on name and type with threshold 0.3; at most 10).
import { fileExtension, type UserFile } from '@app/api-client';
import Fuse from 'fuse.js';

export const MAX_LISTED_FILES = 10;
export const SHOWN_TYPE_NAMES = 3;

export type FileRuleProblem =
  | { key: 'typeNotAllowed'; list: string }
  | { key: 'noExtension' }
  | { key: 'multipleNotAllowed' }
  | { key: 'selectAtLeastOne' };

/** Allowed types as extensions, lower case without a dot ('.PDF' → 'pdf'). */
export function normalizeTypes(fileTypes: readonly string[]): string[] {
  return [...new Set(fileTypes.map((type) => type.trim().replace(/^\./, '').toLowerCase()).filter(Boolean))];
}

/** Why a file (by name or path) cannot go in the field; null when it can. No allowed types means any type. */
export function fileTypeProblem(fileName: string, allowed: readonly string[]): FileRuleProblem | null {
  return extensionProblem(fileExtension(fileName), allowed);
}

export function extensionProblem(extension: string, allowed: readonly string[]): FileRuleProblem | null {
  if (!extension) return { key: 'noExtension' };
  if (allowed.length > 0 && !allowed.includes(extension)) return { key: 'typeNotAllowed', list: allowed.join(', ') };
  return null;
}

export function selectionProblem(count: number, multiple: boolean): FileRuleProblem | null {
  if (count === 0) return { key: 'selectAtLeastOne' };
  if (!multiple && count > 1) return { key: 'multipleNotAllowed' };
  return null;
}

/** Up to three type names, then how many more there are. */
export function typeSummary(types: readonly string[]): { names: string[]; more: number } {
  return { names: types.slice(0, SHOWN_TYPE_NAMES), more: Math.max(0, types.length - SHOWN_TYPE_NAMES) };
}

export interface PickerFile {
  /** The file's path once stored; the key of an upload in progress before that. */
  key: string;
  name: string;
  /** Its extension. */
  type: string;
  size: number;
  createdAt: string;
  uploading: boolean;
}

export function pickerFile(file: UserFile): PickerFile {
  return { key: file.path, name: file.name, type: fileExtension(file.path), size: file.size, createdAt: file.created_at, uploading: false };
}

/** The rows of the list: uploads first, then the newest files, those matching `query`, at most 10. */
export function listedFiles(files: readonly PickerFile[], query: string): PickerFile[] {
  const ordered = [...files].sort((a, b) => Number(b.uploading) - Number(a.uploading) || b.createdAt.localeCompare(a.createdAt));
  const found = query.trim() === '' ? ordered : new Fuse(ordered, { keys: ['name', 'type'], threshold: 0.3 }).search(query.trim()).map((result) => result.item);
  return found.slice(0, MAX_LISTED_FILES);
}
