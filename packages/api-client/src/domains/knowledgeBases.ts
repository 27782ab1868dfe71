// Calls under /api/v1/knowledge_bases (Langflow 1.6): the signed-in developer's knowledge bases.
// Langflow-style answers: plain JSON, `{detail}` errors.
import type { KnowledgeBaseInfo, KnowledgeBulkDeleteResult } from '../knowledgeTypes';
import type { DomainContext } from './context';

export interface KnowledgeBasesApi {
  /** GET knowledge_bases/: the caller's knowledge bases, by name. */
  list(): Promise<KnowledgeBaseInfo[]>;
  /** DELETE knowledge_bases/{name}; 404 when the caller has none of that name. */
  remove(name: string): Promise<void>;
  /** DELETE knowledge_bases/ with the names; 404 when none of them is found. */
  removeMany(names: readonly string[]): Promise<KnowledgeBulkDeleteResult>;
}

const base = '/api/v1/knowledge_bases';

export function createKnowledgeBasesApi({ request }: DomainContext): KnowledgeBasesApi {
  return {
    list: () => request<KnowledgeBaseInfo[]>({ path: `${base}/` }),
    remove: async (name) => {
      await request<unknown>({ method: 'DELETE', path: `${base}/${encodeURIComponent(name)}` });
    },
    removeMany: (names) => request<KnowledgeBulkDeleteResult>({ method: 'DELETE', path: `${base}/`, json: { kb_names: names } }),
  };
}
