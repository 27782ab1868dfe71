// The editor's code and prompt checks (Langflow's /api/v1/validate): the code modal's
// "Check & Save" and the prompt modal. Developers and above.
import { ROLE_DEV, type CodeValidation, type PromptValidation } from '@app/api-client';
import { ComponentError } from '@app/components';
import type { ComponentNode } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { SandboxComponents } from '../build/sandboxComponents';
import { invalidInput } from '../errors/appError';
import { validatePrompt } from './promptValidation';
import { validateCodeBody, validatePromptBody } from './validateSchemas';

export function registerValidateRoutes(app: FastifyInstance, sandbox: SandboxComponents): void {
  const dev = { config: { auth: ROLE_DEV } } as const;

  // Problems are the answer, not an error: { imports: { errors }, function: { errors } }.
  app.post('/api/v1/validate/code', dev, async (request): Promise<CodeValidation> => {
    const { code } = validateCodeBody.parse(request.body);
    return sandbox.validate(code);
  });

  app.post('/api/v1/validate/prompt', dev, async (request): Promise<PromptValidation> => {
    const body = validatePromptBody.parse(request.body);
    try {
      return validatePrompt(body.name, body.template, body.frontend_node as ComponentNode | null | undefined);
    } catch (error) {
      if (error instanceof ComponentError) throw invalidInput(error.message);
      throw error;
    }
  });
}
