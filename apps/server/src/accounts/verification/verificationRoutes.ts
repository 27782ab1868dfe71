// POST users/send-register-verify-code, users/send-verify-code and users/verify-code.
import { verifyCodeProblem, VerifyPurpose, type Envelope, type VerifyCodeSent, type VerifyPurposeValue } from '@app/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { RegistrationMode } from '../../config/appConfig';
import type { DatabaseSchema } from '../../db/schema';
import { businessError } from '../../errors/appError';
import { success } from '../../errors/envelope';
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
}

const targetBody = <T extends readonly VerifyPurposeValue[]>(purposes: T) => z.object({ tpe: z.literal(purposes), key: z.string().max(254) });
const checkBody = z.object({ tpe: z.literal(ALL_PURPOSES), key: z.string().max(254), code: z.string().max(32) });

export function registerVerificationRoutes(app: FastifyInstance, { db, registrationMode, codes, sendCode }: VerificationRoutesContext): void {
  const route = { config: { auth: 'public', errorFormat: 'envelope' } } as const;

  app.post('/api/v1/users/send-register-verify-code', route, async (request): Promise<Envelope<VerifyCodeSent>> => {
    assertRegistrationOpen(registrationMode);
    const { tpe, key } = targetBody(REGISTER_PURPOSES).parse(request.body ?? {});
    const target = verifyTargetOf(tpe, key);
    const taken = await takenAccountName(db, tpe === VerifyPurpose.REGISTER_PHONE ? { telephone: target } : { email: target });
    if (taken) throw businessError(taken);
    return success(await sendCode(tpe, target, request.log));
  });

  app.post('/api/v1/users/send-verify-code', route, async (request): Promise<Envelope<VerifyCodeSent>> => {
    const { tpe, key } = targetBody(RESET_PURPOSES).parse(request.body ?? {});
    const target = verifyTargetOf(tpe, key);
    await resettableAccount(db, tpe, target);
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
