// The global variables calls (Langflow's /api/v1/variables, spec/3 section 7). Developer-level
// (spec/3 section 6); each user has their own variables, administrators included.
import { ROLE_DEV, type VariableRead } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { idParams } from '../http/querySchemas';
import { createVariable, deleteVariable, listVariables, updateVariable, type VariableContext } from './variableService';

// Shapes and sizes only; the form rules with their own texts are the service's.
const variableBody = z.object({
  name: z.string().max(200).nullish(),
  value: z.string().max(65_536).nullish(),
  type: z.string().max(50).nullish(),
  default_fields: z.array(z.string().max(200)).max(200).nullish(),
});

export function registerVariableRoutes(app: FastifyInstance, context: VariableContext): void {
  const dev = { config: { auth: ROLE_DEV } } as const;

  app.get('/api/v1/variables/', dev, async (request): Promise<VariableRead[]> => listVariables(context, principalOf(request).userId));

  app.post('/api/v1/variables/', dev, async (request, reply): Promise<VariableRead> => {
    const body = variableBody.parse(request.body ?? {});
    return reply.status(201).send(await createVariable(context, principalOf(request).userId, body));
  });

  app.patch('/api/v1/variables/:id', dev, async (request): Promise<VariableRead> => {
    const { id } = idParams.parse(request.params);
    const body = variableBody.parse(request.body ?? {});
    return updateVariable(context, principalOf(request).userId, id, body);
  });

  app.delete('/api/v1/variables/:id', dev, async (request, reply) => {
    const { id } = idParams.parse(request.params);
    await deleteVariable(context, principalOf(request).userId, id);
    return reply.status(204).send();
  });
}
