// FAISS's settings as the component checks them before the server resolves the folder: relative
// paths inside the owner's data only, and index names that are one file name.
import { describe, expect, it } from 'vitest';
import { checkIndexName, componentMessages, indexFolder } from '../src';
import { componentErrorOf } from './support/errors';

describe('FAISS settings', () => {
  it('takes a relative folder as its segments, empty for the data folder itself', () => {
    expect(indexFolder('')).toEqual([]);
    expect(indexFolder('./remix/docs/')).toEqual(['remix', 'docs']);
    expect(indexFolder('remix\\docs')).toEqual(['remix', 'docs']);
  });

  it.each(['/etc', '../other-user', 'a/../../b', 'C:\\data', '\\\\server\\share'])('refuses %s as a folder outside the owner’s data', (directory) => {
    expect(componentErrorOf(() => indexFolder(directory)).message).toBe(componentMessages.FAISS_DIRECTORY_INVALID({ directory }));
  });

  it('refuses index names that are not one file name', () => {
    expect(checkIndexName(' langflow_index ')).toBe('langflow_index');
    for (const name of ['', '../x', 'a/b', '.hidden']) expect(componentErrorOf(() => checkIndexName(name)).code).toBe('FAISS_INDEX_NAME_INVALID');
  });
});
