// The keys themselves: 32 random bytes after Langflow's `sk-` prefix, found again by their SHA-256
// (a key has 256 bits of entropy, so a fast hash is enough: nobody can guess one from its hash).
import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'sk-';
const KEY_BYTES = 32;

export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What lists show: enough to tell keys apart, far too little to use one. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}${'*'.repeat(8)}${key.slice(-4)}`;
}

/** A presented value that could be a key at all (anything else is refused without a query). */
export function looksLikeApiKey(value: string): boolean {
  return value.length > KEY_PREFIX.length && value.length <= 200;
}
