// POST users/send-register-verify-code, users/send-verify-code and users/verify-code.
import { verifyCodeProblem, VerifyPurpose, type Envelope, type VerifyCodeSent, type VerifyPurposeValue } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { RegistrationMode } from '../../config/appConfig';
import type { DatabaseSchema } from '../../db/schema';
import { businessError, tooFrequent } from '../../errors/appError';
import { success } from '../../errors/envelope';
import { clientKeyOf } from '../../http/clientAddress';
import type { RateLimits } from '../addressRateLimit';
import { assertNoFieldProblem } from '../fieldProblems';
import { assertRegistrationOpen } from '../registration';
import { resettableAccount } from '../passwordReset';
import { takenAccountName } from '../userQueries';
import type { SendCode } from './codeDelivery';
import type { VerificationCodes } from './verificationCodes';
import { ALL_PURPOSES, REGISTER_PURPOSES, RESET_PURPOSES, verifyTargetOf } from './verifyTargets';

export interface VerificationRoutesContext {
  db: Kysely<DatabaseSchema>;
  registrationMode: RegistrationMode;
  codes: VerificationCodes;
  sendCode: SendCode;
  /** Codes one client address may have sent in an hour (VERIFY_CODES_PER_HOUR; 0: no limit). */
  codeSendsPerHour: number;
  rateLimits: RateLimits;
}

const HOUR_MS = 3600 * 1000;

const targetBody = <T extends readonly VerifyPurposeValue[]>(purposes: T) => z.object({ tpe: z.literal(purposes), key: z.string().max(254) });
const checkBody = z.object({ tpe: z.literal(ALL_PURPOSES), key: z.string().max(254), code: z.string().max(32) });

export function registerVerificationRoutes(app: FastifyInstance, { db, registrationMode, codes, sendCode, codeSendsPerHour, rateLimits }: VerificationRoutesContext): void {
  const route = { config: { auth: 'public', errorFormat: 'envelope' } } as const;
  // Counted whatever the targets: the per-target wait alone would let anyone make the server mail
  // or text any number of strangers (SMS costs money).
  const sends = codeSendsPerHour > 0 ? rateLimits('code-sends', { limit: codeSendsPerHour, windowMs: HOUR_MS }) : null;
  const withinBudget = async (request: FastifyRequest) => {
    const waitSeconds = sends ? await sends.take(clientKeyOf(request)) : null;
    if (waitSeconds !== null) throw tooFrequent(waitSeconds);
  };

  app.post('/api/v1/users/send-register-verify-code', route, async (request): Promise<Envelope<VerifyCodeSent>> => {
    assertRegistrationOpen(registrationMode);
    const { tpe, key } = targetBody(REGISTER_PURPOSES).parse(request.body ?? {});
    const target = verifyTargetOf(tpe, key);
    const taken = await takenAccountName(db, tpe === VerifyPurpose.REGISTER_PHONE ? { telephone: target } : { email: target });
    if (taken) throw businessError(taken);
    await withinBudget(request);
    return success(await sendCode(tpe, target, request.log));
  });

  app.post('/api/v1/users/send-verify-code', route, async (request): Promise<Envelope<VerifyCodeSent>> => {
    const { tpe, key } = targetBody(RESET_PURPOSES).parse(request.body ?? {});
    const target = verifyTargetOf(tpe, key);
    await resettableAccount(db, tpe, target);
    await withinBudget(request);
    return success(await sendCode(tpe, target, request.log));
  });

  app.post('/api/v1/users/verify-code', route, async (request): Promise<Envelope<null>> => {
    const { tpe, key, code } = checkBody.parse(request.body ?? {});
    const target = verifyTargetOf(tpe, key);
    assertNoFieldProblem(verifyCodeProblem(code));
    await codes.check(tpe, target, code);
    return success(null);
  });
}
