// The flow owner's local vector indexes as the server provides them to FAISS: an index is a file in
// a folder of the owner's data directory, named by a relative path the user sets. The path is
// checked here and again where the server resolves it, so no setting reaches outside that folder.
import type { VectorStore } from '@app/engine';
import { componentError } from '../messages';

export interface LocalIndexService {
  /** The indexes of one folder (relative, checked by `indexFolder`): a store whose collections are index names. */
  folder(segments: readonly string[]): VectorStore;
}

declare module '@app/engine' {
  interface EngineServices {
    /** The flow owner's local vector indexes (FAISS). */
    localIndexes?: LocalIndexService;
  }
}

export const MAX_INDEX_NAME = 100;
const INDEX_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
/** A drive letter, a leading slash or backslash: absolute on some system. */
const ABSOLUTE = /^(?:[A-Za-z]:|[\\/])/;

/** The folder's path segments under the owner's data; empty for the folder itself. Refuses absolute paths and `..`. */
export function indexFolder(directory: string): string[] {
  const trimmed = directory.trim();
  if (ABSOLUTE.test(trimmed) || trimmed.includes('\0')) throw componentError('FAISS_DIRECTORY_INVALID', { directory });
  const segments = trimmed.split(/[\\/]+/).filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw componentError('FAISS_DIRECTORY_INVALID', { directory });
  return segments;
}

export function checkIndexName(raw: string): string {
  const name = raw.trim();
  if (name.length > MAX_INDEX_NAME || !INDEX_NAME.test(name)) throw componentError('FAISS_INDEX_NAME_INVALID', { name, max: MAX_INDEX_NAME });
  return name;
}
