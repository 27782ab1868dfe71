// The knowledge base calls (Langflow 1.6's /api/v1/knowledge_bases): plain JSON, names encoded in
// the path, several deleted by one call with their names in the body.
import { describe, expect, it } from 'vitest';
import { ApiError, type KnowledgeBaseInfo } from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());

const base: KnowledgeBaseInfo = {
  id: 'manuals',
  name: 'manuals',
  embedding_provider: 'OpenAI',
  embedding_model: 'text-embedding-3-small',
  size: 62,
  words: 5,
  characters: 24,
  chunks: 2,
  avg_chunk_size: 12,
};

describe('knowledge base calls', () => {
  it('lists under /api/v1/knowledge_bases/ without an envelope', async () => {
    server().on('GET', '/api/v1/knowledge_bases/', () => ({ json: [base] }));
    expect(await api().knowledgeBases.list()).toEqual([base]);
    expect(server().hits('GET', '/api/v1/knowledge_bases/')[0]!.headers.authorization).toBe('Bearer A1');
  });

  it('deletes one by its encoded name and several by their names', async () => {
    server().on('DELETE', '/api/v1/knowledge_bases/%E6%89%8B%E5%86%8C', () => ({ json: { message: 'deleted' } }));
    server().on('DELETE', '/api/v1/knowledge_bases/', () => ({ json: { message: 'Successfully deleted 1 knowledge base(s)', deleted_count: 1, not_found: 'old' } }));
    const client = api();
    await client.knowledgeBases.remove('手册');
    expect(server().hits('DELETE', '/api/v1/knowledge_bases/%E6%89%8B%E5%86%8C')).toHaveLength(1);
    expect(await client.knowledgeBases.removeMany(['manuals', 'old'])).toMatchObject({ deleted_count: 1, not_found: 'old' });
    expect(JSON.parse(server().hits('DELETE', '/api/v1/knowledge_bases/')[0]!.body)).toEqual({ kb_names: ['manuals', 'old'] });
  });

  it('rejects with the server’s detail when the base is not found', async () => {
    server().on('DELETE', '/api/v1/knowledge_bases/old', () => ({ status: 404, json: { detail: '找不到知识库“old”。' } }));
    const refused = await api().knowledgeBases.remove('old').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toContain('找不到知识库“old”。');
  });
});
