// The knowledge base calls (Langflow 1.6's /api/v1/knowledge_bases): list, one by name, delete one
// or several. Developer-level like the global variables; each user reaches their own bases only.
import { ROLE_DEV, type KnowledgeBaseInfo, type KnowledgeBulkDeleteResult } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { deleteKnowledge, deleteKnowledgeMany, getKnowledge, listKnowledge } from './knowledgeService';

const nameParams = z.object({ kb_name: z.string().min(1).max(200) });
const bulkBody = z.object({ kb_names: z.array(z.string().min(1).max(200)).min(1).max(1000) });

export function registerKnowledgeRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const dev = { config: { auth: ROLE_DEV } } as const;
  const base = '/api/v1/knowledge_bases';

  app.get(`${base}/`, dev, async (request): Promise<KnowledgeBaseInfo[]> => listKnowledge(db, principalOf(request).userId));

  app.get(`${base}/:kb_name`, dev, async (request): Promise<KnowledgeBaseInfo> => {
    const { kb_name } = nameParams.parse(request.params);
    return getKnowledge(db, principalOf(request).userId, kb_name);
  });

  app.delete(`${base}/:kb_name`, dev, async (request): Promise<{ message: string }> => {
    const { kb_name } = nameParams.parse(request.params);
    return deleteKnowledge(db, principalOf(request).userId, kb_name);
  });

  app.delete(`${base}/`, dev, async (request): Promise<KnowledgeBulkDeleteResult> => {
    const { kb_names } = bulkBody.parse(request.body ?? {});
    return deleteKnowledgeMany(db, principalOf(request).userId, kb_names);
  });
}
