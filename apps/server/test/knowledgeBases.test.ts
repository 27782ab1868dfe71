// The knowledge base calls (Langflow 1.6's /api/v1/knowledge_bases) on SQLite and PostgreSQL:
// what each base holds, its owner's only, deleting one or several with their texts, and the
// coded refusals worded in the caller's language.
import type { KnowledgeBaseInfo, KnowledgeBulkDeleteResult } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateKnowledgeBase, knowledgeCollection } from '../src/knowledge/knowledgeQueries';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { createVectorStores } from '../src/vectors/vectorStores';
import { adminApi, userApi, type Api } from './support/api';

const BASE = '/api/v1/knowledge_bases';
const EMBEDDING = { provider: 'OpenAI', model: 'text-embedding-3-small' };

describe.each(await databasesUnderTest())('knowledge bases on %s', (database) => {
  let server: TestServer;
  let alice: Api;
  let bob: Api;

  /** A base of `api`'s user holding the texts, each with a vector of `dimensions`. */
  async function seed(api: Api, name: string, texts: string[], dimensions = 4): Promise<string> {
    const row = await findOrCreateKnowledgeBase(server.app.database.db, api.userId, name, EMBEDDING, new Date());
    const vectors = createVectorStores(server.app.database.db, () => new Date()).forOwner(api.userId);
    const records = texts.map((text, index) => ({ id: `t${index}`, text, metadata: {}, vector: Array.from({ length: dimensions }, () => index + 1) }));
    await vectors.upsert(knowledgeCollection(row), records);
    return knowledgeCollection(row);
  }

  const vectorCount = async (collection: string) =>
    (await server.app.database.db.selectFrom('vectors').select('id').where('collection', '=', collection).execute()).length;

  beforeAll(async () => {
    server = await createTestServer({ database });
    alice = await userApi(server, 'knowledge-alice');
    bob = await userApi(server, 'knowledge-bob');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the caller’s bases by name with their model and what they hold', async () => {
    expect((await alice.get(`${BASE}/`)).body).toEqual([]);
    await seed(alice, 'manuals', ['hello brave new world', '知识库'], 4);
    await seed(alice, 'faq', []);
    const listed = await alice.get<KnowledgeBaseInfo[]>(BASE);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: 'faq', name: 'faq', embedding_provider: 'OpenAI', embedding_model: 'text-embedding-3-small', size: 0, words: 0, characters: 0, chunks: 0, avg_chunk_size: 0 },
      {
        id: 'manuals',
        name: 'manuals',
        embedding_provider: 'OpenAI',
        embedding_model: 'text-embedding-3-small',
        // 21 + 9 UTF-8 bytes of text, 2 × 4 dimensions × 4 bytes.
        size: 21 + 9 + 32,
        words: 5,
        characters: 24,
        chunks: 2,
        avg_chunk_size: 12,
      },
    ]);
    expect((await alice.get<KnowledgeBaseInfo>(`${BASE}/manuals`)).body).toMatchObject({ name: 'manuals', chunks: 2 });
  });

  it('keeps each user’s bases their own, administrators included', async () => {
    await seed(alice, 'private', ['alice only']);
    expect((await bob.get(`${BASE}/`)).body).toEqual([]);
    expect((await bob.get(`${BASE}/private`)).status).toBe(404);
    expect((await bob.delete(`${BASE}/private`)).status).toBe(404);
    const admin = await adminApi(server);
    expect((await admin.get<KnowledgeBaseInfo[]>(`${BASE}/`)).body.map((base) => base.name)).not.toContain('private');
    expect((await admin.delete(`${BASE}/`, { kb_names: ['private'] })).status).toBe(404);
    expect((await alice.get(`${BASE}/private`)).status).toBe(200);
  });

  it('refuses users below developer and callers without a session', async () => {
    const user = await userApi(server, 'knowledge-user', 8);
    expect((await user.get(`${BASE}/`)).status).toBe(403);
    expect((await fetch(`${server.url}${BASE}/`)).status).toBe(401);
  });

  it('deletes one base with its texts, and words the refusal in the caller’s language', async () => {
    const collection = await seed(alice, 'old', ['a', 'b', 'c']);
    expect(await vectorCount(collection)).toBe(3);
    const deleted = await alice.delete<{ message: string }>(`${BASE}/old`);
    expect(deleted.body).toEqual({ message: "Knowledge base 'old' deleted successfully" });
    expect(await vectorCount(collection)).toBe(0);

    const again = await alice.delete<{ detail: string }>(`${BASE}/old`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('找不到知识库“old”。');
    const english = await alice.call<{ detail: string }>('GET', `${BASE}/old`, undefined, { 'accept-language': 'en' });
    expect(english.body.detail).toBe('Knowledge base "old" not found.');
  });

  it('a base made again under a deleted one’s name starts empty', async () => {
    await seed(alice, 'reborn', ['first life']);
    await alice.delete(`${BASE}/reborn`);
    await findOrCreateKnowledgeBase(server.app.database.db, alice.userId, 'reborn', EMBEDDING, new Date());
    expect((await alice.get<KnowledgeBaseInfo>(`${BASE}/reborn`)).body.chunks).toBe(0);
  });

  it('deletes several, naming those not found, and refuses when none is', async () => {
    const first = await seed(alice, 'bulk-1', ['one']);
    await seed(alice, 'bulk-2', ['two']);
    const result = await alice.delete<KnowledgeBulkDeleteResult>(`${BASE}/`, { kb_names: ['bulk-1', 'bulk-2', 'missing'] });
    expect(result.body).toEqual({ message: 'Successfully deleted 2 knowledge base(s)', deleted_count: 2, not_found: 'missing' });
    expect(await vectorCount(first)).toBe(0);

    const none = await alice.delete<{ detail: string }>(BASE, { kb_names: ['bulk-1', 'missing'] });
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe('找不到这些知识库：bulk-1, missing。');
    expect((await alice.delete(BASE, { kb_names: [] })).status).toBe(400);
  });
});
