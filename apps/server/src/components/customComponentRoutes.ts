// The custom component calls of the editor (Langflow's /api/v1/custom_component): the node for
// edited or pasted code (also how outdated components are updated) and the template update of
// refresh buttons, real-time fields and tool mode. Developers and above.
import { ROLE_DEV, type CustomComponentResponse } from '@app/api-client';
import type { ComponentNode } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authHook';
import type { SandboxComponents } from '../build/sandboxComponents';
import { requestLanguage } from '../http/requestLanguage';
import { customComponentBody, updateComponentBody } from '../validate/validateSchemas';
import { createCustomComponents, type EditorContext } from './customComponentService';

/** `editorFor(userId)`: the editing user's services and variables for built-in components' template updates. */
export function registerCustomComponentRoutes(app: FastifyInstance, sandbox: SandboxComponents, editorFor: (userId: string) => EditorContext): void {
  const dev = { config: { auth: ROLE_DEV } } as const;
  const components = createCustomComponents(sandbox);

  app.post('/api/v1/custom_component', dev, async (request): Promise<CustomComponentResponse> => {
    const body = customComponentBody.parse(request.body);
    return components.nodeForCode(body.code, body.frontend_node as ComponentNode | null | undefined, requestLanguage(request));
  });

  app.post('/api/v1/custom_component/update', dev, async (request): Promise<ComponentNode> => {
    return components.updateNode(updateComponentBody.parse(request.body), editorFor(principalOf(request).userId), requestLanguage(request));
  });
}
