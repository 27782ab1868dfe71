// GET /api/v1/all: the component catalogue the editor's sidebar lists, by category then type, its
// texts in the request's language (Accept-Language).
import type { ComponentCatalogue } from '@app/api-client';
import type { ComponentRegistry } from '@app/engine';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryBoolean } from '../http/querySchemas';
import { requestLanguage } from '../http/requestLanguage';

// Langflow rebuilds its cache of custom components on force_refresh; the built-in catalogue is
// fixed for the life of the process, so the flag is accepted and answered the same way.
const catalogueQuery = z.object({ force_refresh: queryBoolean.optional() });

export function registerComponentRoutes(app: FastifyInstance, registry: ComponentRegistry): void {
  app.get('/api/v1/all', async (request): Promise<ComponentCatalogue> => {
    catalogueQuery.parse(request.query);
    return registry.catalogue(requestLanguage(request));
  });
}
