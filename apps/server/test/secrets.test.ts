import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { ENCRYPTION_KEY_FILE, loadSecrets, SECRET_KEY_FILE } from '../src/config/secrets';
import { createTestServer, TEST_ADMIN_PASSWORD } from '../src/testing';
import { bearer, login } from './helpers';

const dirs: string[] = [];
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-test-'));
  dirs.push(dir);
  return join(dir, 'nested', 'data');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('generates both secrets into the data dir with mode 0600 and reuses them', () => {
    const config = parseConfig({ DATA_DIR: freshDataDir() });
    const first = loadSecrets(config);
    expect(first.secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.encryptionKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.encryptionKey).not.toBe(first.secretKey);
    for (const file of [SECRET_KEY_FILE, ENCRYPTION_KEY_FILE]) {
      expect(statSync(join(config.dataDir, file)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(join(config.dataDir, SECRET_KEY_FILE), 'utf8').trim()).toBe(first.secretKey);
    expect(loadSecrets(config)).toEqual(first);
  });

  it('takes SECRET_KEY from the environment and writes no file for it', () => {
    const config = parseConfig({ DATA_DIR: freshDataDir(), SECRET_KEY: 's'.repeat(40) });
    expect(loadSecrets(config).secretKey).toBe('s'.repeat(40));
    expect(() => statSync(join(config.dataDir, SECRET_KEY_FILE))).toThrow();
  });

  it('keeps access tokens valid across a restart because the key is reused', async () => {
    const server = await createTestServer({ database: 'sqlite' });
    try {
      const { body } = await login(server, 'admin', TEST_ADMIN_PASSWORD);
      const restarted = await server.restart();
      const whoami = await fetch(`${restarted.url}/api/v1/users/whoami`, { headers: bearer(body.data.access_token) });
      expect(((await whoami.json()) as { data: { username: string } }).data.username).toBe('admin');
      await restarted.close();
    } catch (error) {
      await server.close().catch(() => undefined);
      throw error;
    }
  });
});
