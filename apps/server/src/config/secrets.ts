import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './appConfig';
import { makePrivateDir, PRIVATE_FILE_MODE } from './dataDir';

export interface AppSecrets {
  /** Signs access tokens. */
  secretKey: string;
  /** Encrypts stored credentials. */
  encryptionKey: string;
}

export const SECRET_KEY_FILE = 'secret_key';
export const ENCRYPTION_KEY_FILE = 'encryption_key';

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function readSecretFile(path: string): string | null {
  try {
    const value = readFileSync(path, 'utf8').trim();
    if (!value) throw new Error(`${path} is empty; delete it to have a new secret generated`);
    return value;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

function readOrCreateSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  const existing = readSecretFile(path);
  if (existing) return existing;
  const generated = randomBytes(32).toString('base64url');
  // Written aside and linked into place, so a second process starting at the same moment sees
  // either no file or the complete one; when it loses the race, the first secret wins.
  const pending = `${path}.${process.pid}.tmp`;
  writeFileSync(pending, `${generated}\n`, { mode: PRIVATE_FILE_MODE });
  try {
    linkSync(pending, path);
    return generated;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return readSecretFile(path) ?? generated;
    throw error;
  } finally {
    unlinkSync(pending);
  }
}

/** Secrets from the environment, or generated into the data dir on first start and reused afterwards. */
export function loadSecrets(config: AppConfig): AppSecrets {
  makePrivateDir(config.dataDir);
  return {
    secretKey: config.secretKey ?? readOrCreateSecret(config.dataDir, SECRET_KEY_FILE),
    encryptionKey: config.encryptionKey ?? readOrCreateSecret(config.dataDir, ENCRYPTION_KEY_FILE),
  };
}
