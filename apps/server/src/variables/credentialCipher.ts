// Credential values at rest: AES-256-GCM with a key derived from ENCRYPTION_KEY by HKDF-SHA256,
// a random 12-byte IV per value, and the variable's id as associated data, so a stored value
// decrypts only in its own row. The stored text names the key it was made with (a fingerprint,
// not the key), so a value from another key is reported as such instead of as tampering.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'app/variables/credential-key/v1';
const FINGERPRINT_INFO = 'app/variables/credential-key-id/v1';

export type DecryptFailure = 'malformed' | 'other-key' | 'tampered';

/** A stored credential that cannot be read; the message says why, never what the value is. */
export class CredentialDecryptError extends Error {
  readonly reason: DecryptFailure;

  constructor(reason: DecryptFailure, message: string) {
    super(message);
    this.name = 'CredentialDecryptError';
    this.reason = reason;
  }
}

export interface CredentialCipher {
  /** Short public id of the key in use (8 hex characters of an HKDF output). */
  readonly keyId: string;
  /** `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts; `context` is bound as associated data. */
  encrypt(plaintext: string, context: string): string;
  /** Throws CredentialDecryptError for another key's value, an altered value or a malformed one. */
  decrypt(stored: string, context: string): string;
}

function derive(secret: string, info: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), info, bytes));
}

export function createCredentialCipher(encryptionKey: string): CredentialCipher {
  const key = derive(encryptionKey, KEY_INFO, 32);
  const keyId = derive(encryptionKey, FINGERPRINT_INFO, 4).toString('hex');

  return {
    keyId,
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [FORMAT, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    decrypt(stored, context) {
      const parts = stored.split('.');
      if (parts.length !== 5 || parts[0] !== FORMAT) throw new CredentialDecryptError('malformed', 'The stored credential is not in a known format.');
      const [, storedKeyId, ivText, tagText, ciphertextText] = parts as [string, string, string, string, string];
      if (storedKeyId !== keyId) {
        throw new CredentialDecryptError(
          'other-key',
          `The stored credential was encrypted with another ENCRYPTION_KEY (key id ${storedKeyId}; this server's key id is ${keyId}).`,
        );
      }
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new CredentialDecryptError('malformed', 'The stored credential is not in a known format.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new CredentialDecryptError('tampered', 'The stored credential failed its integrity check: it was altered or belongs to another variable.');
      }
    },
  };
}
