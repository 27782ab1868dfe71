// The data directory holds the SQLite database, the generated secrets and the uploads: only the
// server's own user may enter it (0700) or read what it keeps there (0600).
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a directory (and missing parents) open to the server's user only; an existing one stays as it is. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * Takes group and other permissions off a path this process owns (a data dir made by an older
 * version, or by hand), and says so in the log. A path owned by another user is only reported:
 * changing it needs that user.
 */
function narrowToOwner(path: string, mode: number, logger: Logger): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat || (stat.mode & 0o077) === 0) return;
  if (stat.uid !== process.getuid?.()) {
    logger.warn({ path, mode: octal(stat.mode) }, 'data file is open to other users and owned by another user; left as it is');
    return;
  }
  chmodSync(path, mode);
  logger.info({ path, from: octal(stat.mode), to: octal(mode) }, 'data file was open to other users; narrowed to the server user');
}

/** Makes the data dir private at start-up: created 0700, or narrowed with the files it names when wider. */
export function prepareDataDir(dataDir: string, privateFiles: readonly string[], logger: Logger): void {
  makePrivateDir(dataDir);
  narrowToOwner(dataDir, PRIVATE_DIR_MODE, logger);
  for (const file of privateFiles) narrowToOwner(join(dataDir, file), PRIVATE_FILE_MODE, logger);
}
