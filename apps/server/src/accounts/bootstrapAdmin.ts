import { ROLE_ADMIN } from '@app/api-client';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/appConfig';
import { generatePassword } from '../auth/passwordRule';
import type { PasswordHasher } from '../auth/passwords';
import type { DatabaseSchema } from '../db/schema';
import { hasAdministrator, insertUser } from './userQueries';

export function generatedPasswordBanner(username: string, password: string): string {
  const rule = '='.repeat(64);
  return [
    '',
    rule,
    '  Administrator account created',
    `  username: ${username}`,
    `  password: ${password}`,
    '  This password is shown only once. Sign in and change it.',
    rule,
    '',
    '',
  ].join('\n');
}

/** The first administrator's password (ADMIN_PASSWORD or a generated one) and its hash, under way. */
export interface AdministratorCredentials {
  password: string;
  hash: Promise<string>;
}

/** Starts hashing the first administrator's password; a failure is seen only by whoever awaits `hash`. */
export function administratorCredentials(config: AppConfig, passwords: PasswordHasher): AdministratorCredentials {
  const password = config.adminPassword ?? generatePassword();
  const hash = passwords.hash(password);
  hash.catch(() => undefined);
  return { password, hash };
}

/**
 * On first start (no administrator yet) creates one from ADMIN_USERNAME/ADMIN_PASSWORD. A
 * generated password goes to `announce` (stdout) exactly once and never to the log. `started`:
 * credentials whose hash began earlier (on a new database, beside the migrations).
 */
export async function ensureAdministrator(
  db: Kysely<DatabaseSchema>,
  config: AppConfig,
  passwords: PasswordHasher,
  logger: Logger,
  announce: (text: string) => void,
  started?: AdministratorCredentials,
): Promise<void> {
  if (await hasAdministrator(db, ROLE_ADMIN)) return;
  const { password, hash } = started ?? administratorCredentials(config, passwords);
  const created = await insertUser(db, {
    username: config.adminUsername,
    name: config.adminUsername,
    passwordHash: await hash,
    role: ROLE_ADMIN,
  });
  if (!created) {
    if (await hasAdministrator(db, ROLE_ADMIN)) return; // another instance created it meanwhile
    throw new Error(`ADMIN_USERNAME "${config.adminUsername}" belongs to an existing account that is not an administrator; choose another name`);
  }
  logger.info({ username: config.adminUsername }, 'administrator account created');
  if (!config.adminPassword) announce(generatedPasswordBanner(config.adminUsername, password));
}
