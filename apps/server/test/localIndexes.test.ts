// FAISS's local indexes on disk: records ingested by one server instance are found by the next on
// the same data folder, each owner has a part of its own, and a folder naming a way out is refused.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ComponentError, indexFolder } from '@app/components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalIndexes } from '../src/vectors/localIndexes';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-indexes-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const record = (id: string, text: string, vector: number[]) => ({ id, text, metadata: { source: id }, vector });

describe('local vector indexes', () => {
  it('ranks by cosine similarity and keeps the index across server instances on the same data folder', async () => {
    const first = createLocalIndexes(dataDir).forOwner('user-a').folder(indexFolder('remix/docs'));
    await first.upsert('langflow_index', [record('a', 'ingest textures', [1, 0, 0]), record('b', 'install runtime', [0, 1, 0])]);
    await first.upsert('langflow_index', [record('c', 'convert meshes', [0.9, 0.1, 0])]);
    expect(await readdir(join(dataDir, 'vector-indexes', 'user-a', 'remix', 'docs'))).toEqual(['langflow_index.index.json']);

    const next = createLocalIndexes(dataDir).forOwner('user-a').folder(indexFolder('remix/docs'));
    const matches = await next.search('langflow_index', [1, 0, 0], 2);
    expect(matches.map((match) => [match.id, match.text, match.metadata])).toEqual([
      ['a', 'ingest textures', { source: 'a' }],
      ['c', 'convert meshes', { source: 'c' }],
    ]);
    expect(matches[0]!.score).toBeCloseTo(1);
    await next.clear('langflow_index');
    expect(await next.search('langflow_index', [1, 0, 0], 2)).toEqual([]);
  });

  it('keeps both of two ingests at once into one index', async () => {
    const store = createLocalIndexes(dataDir).forOwner('user-a').folder([]);
    await Promise.all([store.upsert('i', [record('a', 'one', [1, 0])]), store.upsert('i', [record('b', 'two', [0, 1])])]);
    expect((await store.search('i', [1, 1], 5)).map((match) => match.id).sort()).toEqual(['a', 'b']);
  });

  it('gives each owner a part of its own: the same folder and index name of another user is empty', async () => {
    const indexes = createLocalIndexes(dataDir);
    await indexes.forOwner('user-a').folder([]).upsert('langflow_index', [record('a', 'secret', [1, 0])]);
    expect(await indexes.forOwner('user-b').folder([]).search('langflow_index', [1, 0], 4)).toEqual([]);
  });

  it('refuses folders that lead out of the owner’s part and index names that are paths, writing nothing', async () => {
    const owner = createLocalIndexes(dataDir).forOwner('user-a');
    expect(() => owner.folder(['..', 'user-b'])).toThrow(ComponentError);
    expect(() => owner.folder(['/etc'])).toThrow(ComponentError);
    await expect(owner.folder([]).upsert('../user-b/langflow_index', [record('a', 'x', [1])])).rejects.toThrow(ComponentError);
    await expect(readdir(join(dataDir, 'vector-indexes'))).rejects.toThrow(/ENOENT/);
  });
});
