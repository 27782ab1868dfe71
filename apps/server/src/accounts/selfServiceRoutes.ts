// The self-service account calls: verification codes, registration, passwords and avatars.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CredentialResolver, SessionCredential } from '../auth/credentialResolvers';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionCache } from '../auth/sessionCache';
import type { AppConfig } from '../config/appConfig';
import type { DatabaseSchema } from '../db/schema';
import type { StoredFiles } from '../files/storedFiles';
import { codeRoute } from '../messaging/codeSender';
import { smtpCodeSender } from '../messaging/smtpCodeSender';
import type { SmsSender } from '../messaging/smsSender';
import type { RateLimits } from './addressRateLimit';
import { registerAvatarRoutes } from './avatarRoutes';
import { callerIdentifier } from './optionalCaller';
import { registerPasswordRoutes } from './passwordRoutes';
import { registerRegistrationRoutes } from './registrationRoutes';
import { codeDelivery } from './verification/codeDelivery';
import { createVerificationCodes } from './verification/verificationCodes';
import { registerVerificationRoutes } from './verification/verificationRoutes';

export interface SelfServiceContext {
  db: Kysely<DatabaseSchema>;
  config: AppConfig;
  /** The server's secret key; verification code hashes use a key derived from it. */
  secretKey: string;
  logger: Logger;
  /** The auth hook's resolvers, to know the caller of public routes that record an owner. */
  resolvers: readonly CredentialResolver<SessionCredential>[];
  storedFiles: StoredFiles;
  smsSender: SmsSender | null;
  now: () => Date;
  passwords: PasswordHasher;
  sessions: SessionCache;
  rateLimits: RateLimits;
}

export async function registerSelfServiceRoutes(app: FastifyInstance, context: SelfServiceContext): Promise<void> {
  const { db, config, logger, storedFiles, now, passwords, sessions } = context;
  const codes = createVerificationCodes(db, context.secretKey, now);
  const sendCode = codeDelivery(codes, {
    email: codeRoute(smtpCodeSender(config.smtp), 'email', logger),
    sms: codeRoute(context.smsSender, 'sms', logger),
  });
  registerVerificationRoutes(app, { db, registrationMode: config.registrationMode, codes, sendCode, codeSendsPerHour: config.codeSendsPerHour, rateLimits: context.rateLimits });
  registerRegistrationRoutes(app, { db, config, codes, storedFiles, passwords, registrationsPerHour: config.registrationsPerHour, rateLimits: context.rateLimits });
  registerPasswordRoutes(app, { db, codes, passwords, now, sessions });
  await registerAvatarRoutes(app, { storedFiles, identifyCaller: callerIdentifier(sessions, context.resolvers), rateLimits: context.rateLimits });
}
