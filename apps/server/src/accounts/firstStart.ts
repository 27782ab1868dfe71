// What a start stores on the migrated database before the server is handed over: the first
// administrator (on a first start) and the example flows.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { PasswordHasher } from '../auth/passwords';
import type { AppConfig } from '../config/appConfig';
import type { DatabaseSchema } from '../db/schema';
import { ensureBasicExamples } from '../flows/exampleInstall';
import { ensureAdministrator, type AdministratorCredentials } from './bootstrapAdmin';

/**
 * The examples are stored while the administrator's password hash runs in the thread pool, not
 * after it (issue 19); both end before a failure of either is thrown, as the database closes then.
 */
export async function installAccounts(
  db: Kysely<DatabaseSchema>,
  config: AppConfig,
  passwords: PasswordHasher,
  logger: Logger,
  announce: (text: string) => void,
  credentials?: AdministratorCredentials,
): Promise<void> {
  const [administrator, examples] = await Promise.allSettled([ensureAdministrator(db, config, passwords, logger, announce, credentials), ensureBasicExamples(db)]);
  if (administrator.status === 'rejected') throw administrator.reason;
  if (examples.status === 'rejected') throw examples.reason;
  const installed = examples.value;
  if (installed && installed.inserted + installed.updated + installed.removed > 0) logger.info({ examples: installed }, 'example flows installed');
}
