// An in-memory stand-in for the knowledge base calls, answering like the server: bases by name,
// an unknown name refused with its 404 detail, several deleted unless none is found.
import { ApiError, type KnowledgeBaseInfo, type KnowledgeBasesApi } from '@app/api-client';

export interface MemoryKnowledgeBasesApi extends KnowledgeBasesApi {
  /** The names still stored, for assertions. */
  names(): string[];
}

export const sampleKnowledgeBases: readonly KnowledgeBaseInfo[] = [
  { id: 'manuals', name: 'manuals', embedding_provider: 'OpenAI', embedding_model: 'text-embedding-3-small', size: 48_200, words: 5_210, characters: 31_800, chunks: 42, avg_chunk_size: 757.1 },
  { id: '产品手册', name: '产品手册', embedding_provider: 'DashScope', embedding_model: 'text-embedding-v3', size: 1_536, words: 12, characters: 300, chunks: 3, avg_chunk_size: 100 },
];

const notFound = (path: string, detail: string) => new ApiError({ status: 404, path, detail, message: detail });

export function createMemoryKnowledgeBasesApi(seed: readonly KnowledgeBaseInfo[] = sampleKnowledgeBases): MemoryKnowledgeBasesApi {
  const bases = new Map(seed.map((base) => [base.name, { ...base }]));
  return {
    list: async () => [...bases.values()].sort((a, b) => a.name.localeCompare(b.name)),
    async remove(name) {
      if (!bases.delete(name)) throw notFound(`/api/v1/knowledge_bases/${name}`, `找不到知识库“${name}”。`);
    },
    async removeMany(names) {
      const missing = names.filter((name) => !bases.delete(name));
      const deleted = names.length - missing.length;
      if (deleted === 0) throw notFound('/api/v1/knowledge_bases/', `找不到这些知识库：${missing.join(', ')}。`);
      return { message: `Successfully deleted ${deleted} knowledge base(s)`, deleted_count: deleted, ...(missing.length > 0 ? { not_found: missing.join(', ') } : {}) };
    },
    names: () => [...bases.keys()],
  };
}
