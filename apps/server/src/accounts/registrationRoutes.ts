// POST users/exists and users/register.
import { emailProblem, phoneProblem, UserKeyType, type Envelope, type UserRead } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { businessError, registeringTooOften } from '../errors/appError';
import { success } from '../errors/envelope';
import { clientKeyOf } from '../http/clientAddress';
import type { RateLimits } from './addressRateLimit';
import { assertNoFieldProblem } from './fieldProblems';
import { register, registerBody, type RegistrationContext } from './registration';
import { takenAccountName, type AccountNames } from './userQueries';
import { normalizedEmail, normalizedPhone } from './verification/verifyTargets';

const existsBody = z.object({ tpe: z.literal([UserKeyType.TELEPHONE, UserKeyType.USERNAME, UserKeyType.EMAIL]), key: z.string().trim().min(1).max(254) });

/** The account field a users/exists call names, normalised as accounts store it. */
function namesOf({ tpe, key }: z.infer<typeof existsBody>): AccountNames {
  if (tpe === UserKeyType.USERNAME) return { username: key };
  if (tpe === UserKeyType.TELEPHONE) {
    const telephone = normalizedPhone(key);
    assertNoFieldProblem(phoneProblem(telephone));
    return { telephone };
  }
  const email = normalizedEmail(key);
  assertNoFieldProblem(emailProblem(email));
  return { email };
}

const HOUR_MS = 3600 * 1000;

export interface RegistrationRoutesContext extends RegistrationContext {
  /** Accounts one client address may register in an hour (REGISTRATIONS_PER_HOUR; 0: no limit). */
  registrationsPerHour: number;
  rateLimits: RateLimits;
}

export function registerRegistrationRoutes(app: FastifyInstance, context: RegistrationRoutesContext): void {
  const route = { config: { auth: 'public', errorFormat: 'envelope' } } as const;
  // Registration needs no code when the form gives no phone or email, so without a budget one
  // client could create accounts without end.
  const registrations = context.registrationsPerHour > 0 ? context.rateLimits('registrations', { limit: context.registrationsPerHour, windowMs: HOUR_MS }) : null;

  app.post('/api/v1/users/exists', route, async (request): Promise<Envelope<null>> => {
    const taken = await takenAccountName(context.db, namesOf(existsBody.parse(request.body ?? {})));
    if (taken) throw businessError(taken);
    return success(null);
  });

  app.post('/api/v1/users/register', route, async (request): Promise<Envelope<UserRead>> => {
    const user = await register(context, registerBody.parse(request.body ?? {}), async () => {
      const waitSeconds = registrations ? await registrations.take(clientKeyOf(request)) : null;
      if (waitSeconds !== null) throw registeringTooOften(waitSeconds);
    });
    request.log.info({ userId: user.id, username: user.username, active: user.is_active }, 'account registered');
    return success(user);
  });
}
