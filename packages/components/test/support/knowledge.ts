// A stand-in for the server's knowledge base service: bases in memory, their texts in the given
// memory vector store. The database one is tested in the server.
import type { KnowledgeBase, KnowledgeBaseService, MemoryVectorStore } from '../../src';

export function memoryKnowledgeBases(vectors: MemoryVectorStore): KnowledgeBaseService & { bases: Map<string, KnowledgeBase> } {
  const bases = new Map<string, KnowledgeBase>();
  return {
    bases,
    names: async () => [...bases.keys()],
    find: async (name) => bases.get(name),
    async open(name, embedding) {
      const base = bases.get(name) ?? { name, embedding, collection: `knowledge/${bases.size}` };
      bases.set(name, base);
      return base;
    },
    chunks: async (base, limit) => vectors.records(base.collection).slice(0, limit).map(({ id, text, metadata }) => ({ id, text, metadata, score: 0 })),
  };
}
