// The credential cipher (AES-256-GCM with an HKDF-derived key and the row as associated data) and
// the scrubber that masks decrypted credentials in what builds and runs send out and store.
import { hkdfSync } from 'node:crypto';
import { EngineError, type EngineLogger, type MessageStore } from '@app/engine';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { CredentialDecryptError, createCredentialCipher } from '../src/variables/credentialCipher';
import { createSecretScrubber, SECRET_MASK } from '../src/variables/secretScrubber';

const KEY = 'unit-test-encryption-key-0123456789abcdefghij';
const cipher = createCredentialCipher(KEY);

function failureOf(work: () => unknown): CredentialDecryptError {
  try {
    work();
  } catch (error) {
    if (error instanceof CredentialDecryptError) return error;
    throw error;
  }
  throw new Error('expected a CredentialDecryptError');
}

/** The stored text with one part replaced. */
function withPart(stored: string, index: number, change: (part: Buffer) => Buffer): string {
  const parts = stored.split('.');
  parts[index] = change(Buffer.from(parts[index] ?? '', 'base64url')).toString('base64url');
  return parts.join('.');
}

const flipFirstByte = (part: Buffer) => {
  const copy = Buffer.from(part);
  copy[0] = (copy[0] ?? 0) ^ 0x80;
  return copy;
};

describe('credential cipher', () => {
  it('round-trips any text, with a fresh IV every time', () => {
    for (const value of ['sk-abc', '', '密钥 🔑 with spaces\n', 'x'.repeat(10_000)]) {
      const first = cipher.encrypt(value, 'variable:1');
      const second = cipher.encrypt(value, 'variable:1');
      expect(first).not.toBe(second);
      expect(cipher.decrypt(first, 'variable:1')).toBe(value);
      expect(cipher.decrypt(second, 'variable:1')).toBe(value);
    }
  });

  it('stores version, key id, 12-byte IV, 16-byte tag and ciphertext, never the plain text', () => {
    const stored = cipher.encrypt('sk-plain-text-value', 'variable:1');
    const [format, keyId, iv, tag, body, ...rest] = stored.split('.');
    expect(rest).toEqual([]);
    expect(format).toBe('v1');
    expect(keyId).toBe(cipher.keyId);
    expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(body ?? '', 'base64url')).toHaveLength('sk-plain-text-value'.length);
    expect(stored).not.toContain('sk-plain');
  });

  it('derives the key and its id from ENCRYPTION_KEY with HKDF-SHA256, the same on every start', () => {
    const expectedId = Buffer.from(hkdfSync('sha256', KEY, Buffer.alloc(0), 'app/variables/credential-key-id/v1', 4)).toString('hex');
    expect(cipher.keyId).toBe(expectedId);
    expect(createCredentialCipher(KEY).decrypt(cipher.encrypt('same key later', 'c'), 'c')).toBe('same key later');
    expect(createCredentialCipher(`${KEY}-other`).keyId).not.toBe(cipher.keyId);
  });

  it('names another key instead of returning garbage', () => {
    const stored = createCredentialCipher('a-previous-encryption-key-0123456789').encrypt('old value', 'c');
    const failure = failureOf(() => cipher.decrypt(stored, 'c'));
    expect(failure.reason).toBe('other-key');
    expect(failure.message).toContain(`this server's key id is ${cipher.keyId}`);
  });

  it('detects an altered IV, tag or ciphertext, and a value moved to another row', () => {
    const stored = cipher.encrypt('sk-do-not-touch', 'variable:1');
    for (const index of [2, 3, 4]) expect(failureOf(() => cipher.decrypt(withPart(stored, index, flipFirstByte), 'variable:1')).reason).toBe('tampered');
    expect(failureOf(() => cipher.decrypt(stored, 'variable:2')).reason).toBe('tampered');
  });

  it('refuses text that is not a stored credential', () => {
    const stored = cipher.encrypt('v', 'c');
    const shortIv = withPart(stored, 2, (part) => part.subarray(0, 8));
    for (const text of ['', 'sk-plain', stored.replace(/^v1/, 'v9'), `${stored}.extra`, shortIv]) {
      expect(failureOf(() => cipher.decrypt(text, 'c')).reason).toBe('malformed');
    }
  });
});

describe('secret scrubber', () => {
  const scrubber = createSecretScrubber(['sk-long-secret-value', 'pin1', '']);

  it('masks secrets inside text when they are long enough, and whole strings of any length', () => {
    expect(scrubber.scrub('use sk-long-secret-value twice: sk-long-secret-value')).toBe(`use ${SECRET_MASK} twice: ${SECRET_MASK}`);
    expect(scrubber.scrub('pin1')).toBe(SECRET_MASK);
    // A short secret inside other text is left alone: it would also hit ids and words.
    expect(scrubber.scrub('spin1x')).toBe('spin1x');
    expect(scrubber.scrub('')).toBe('');
  });

  it('masks a longer secret whole when it contains a shorter one', () => {
    const nested = createSecretScrubber(['abcdef', 'abcdefghijkl']);
    expect(nested.scrub('x abcdefghijkl y')).toBe(`x ${SECRET_MASK} y`);
  });

  it('copies only what changes, through arrays, plain objects and cycles', () => {
    const untouched = { a: ['x', { b: 1 }], c: null };
    expect(scrubber.scrub(untouched)).toBe(untouched);
    const value: Record<string, unknown> = { list: ['ok', 'key sk-long-secret-value'], deep: { pin: 'pin1', n: 3 }, keep: untouched };
    value.self = value;
    const scrubbed = scrubber.scrub(value);
    expect(scrubbed).not.toBe(value);
    expect(scrubbed.list).toEqual(['ok', `key ${SECRET_MASK}`]);
    expect(scrubbed.deep).toEqual({ pin: SECRET_MASK, n: 3 });
    expect(scrubbed.keep).toBe(untouched);
    expect(value.list).toEqual(['ok', 'key sk-long-secret-value']);
  });

  it('masks error messages and keeps the kind of error', () => {
    const engineError = scrubber.scrub(new EngineError('COMPONENT_BUILD_FAILED', 'bad key sk-long-secret-value'));
    expect(engineError).toBeInstanceOf(EngineError);
    expect(engineError.code).toBe('COMPONENT_BUILD_FAILED');
    expect(engineError.message).toBe(`bad key ${SECRET_MASK}`);
    const typeError = scrubber.scrub(new TypeError('sk-long-secret-value'));
    expect(typeError.name).toBe('TypeError');
    expect(typeError.stack).not.toContain('sk-long-secret-value');
    const harmless = new Error('nothing secret');
    expect(scrubber.scrub(harmless)).toBe(harmless);
  });

  it('wraps sinks, message stores and loggers', async () => {
    const emitted: BuildEvent[] = [];
    scrubber.sink({ emit: (event) => void emitted.push(event) }).emit({ event: 'token', data: { id: 'm', chunk: 'sk-long-secret-value' } } as BuildEvent);
    expect(JSON.stringify(emitted)).not.toContain('sk-long-secret-value');

    const saved: ChatMessage[] = [];
    const history = [{ text: 'earlier' }] as ChatMessage[];
    const store = scrubber.messageStore({ list: async () => history, save: async (message) => void saved.push(message) } satisfies MessageStore);
    await store.save({ text: 'the key is sk-long-secret-value' } as ChatMessage);
    expect(saved[0]?.text).toBe(`the key is ${SECRET_MASK}`);
    expect(await store.list({ sessionId: 's', flowId: null })).toBe(history);

    const lines: unknown[] = [];
    const record = (message: string, details?: Record<string, unknown>) => void lines.push([message, details]);
    const logger = scrubber.logger({ debug: record, info: record, warn: record, error: record } satisfies EngineLogger);
    logger.info('calling with sk-long-secret-value', { err: new Error('sk-long-secret-value rejected'), key: 'pin1' });
    logger.error('plain');
    expect(JSON.stringify(lines, (_key, item: unknown) => (item instanceof Error ? item.message : item))).not.toMatch(/sk-long-secret-value|pin1/);
  });

  it('passes everything through untouched when there is no secret', () => {
    const none = createSecretScrubber([]);
    const sink = { emit: () => undefined };
    expect(none.sink(sink)).toBe(sink);
    const value = { text: 'anything' };
    expect(none.scrub(value)).toBe(value);
  });
});
