// POST users/reset-password (public, with a code) and users/update-password (signed in).
import { ROLE_USER, type Envelope } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import { success } from '../errors/envelope';
import { clientKeyOf } from '../http/clientAddress';
import { presentedRefreshToken } from './accountRoutes';
import { changePassword, resetPassword, type PasswordContext } from './passwordReset';
import { RESET_PURPOSES } from './verification/verifyTargets';

const resetBody = z.object({ tpe: z.literal(RESET_PURPOSES), key: z.string().max(254), code: z.string().max(32), password: z.string() });
const updateBody = z.object({ old_password: z.string().max(128), new_password: z.string() });

export function registerPasswordRoutes(app: FastifyInstance, context: PasswordContext): void {
  app.post('/api/v1/users/reset-password', { config: { auth: 'public', errorFormat: 'envelope' } }, async (request): Promise<Envelope<null>> => {
    await resetPassword(context, resetBody.parse(request.body ?? {}));
    return success(null);
  });

  app.post('/api/v1/users/update-password', { config: { auth: ROLE_USER, errorFormat: 'envelope' } }, async (request): Promise<Envelope<null>> => {
    const body = updateBody.parse(request.body ?? {});
    await changePassword(context, {
      userId: principalOf(request).userId,
      oldPassword: body.old_password,
      newPassword: body.new_password,
      keptRefreshToken: presentedRefreshToken(request),
      clientAddress: clientKeyOf(request),
    });
    return success(null);
  });
}
