// The data directory is the server user's alone: created 0700 with every folder in it 0700 and
// every file 0600 (database and its -wal/-shm, generated secrets, uploads); a wider one left by an
// older version is narrowed at start-up, and the log says so.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer } from '../src/testing';
import { adminApi } from './support/api';
import { captureLog } from './support/accounts';
import { createFlow } from './support/flows';
import { uploadTo } from './support/uploads';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const parents: string[] = [];
function freshDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'data-dir-test-'));
  parents.push(parent);
  return join(parent, 'nested', 'data');
}

afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every folder and file under the data dir with its permission bits, by path relative to it. */
function modesUnder(dataDir: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(dataDir) };
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    modes[relative(dataDir, path)] = modeOf(path);
  }
  return modes;
}

describe('data dir permissions', () => {
  it('creates the data dir, database, secrets and uploads private to the server user', async () => {
    const dataDir = freshDataDir();
    const server = await createTestServer({ database: 'sqlite', env: { DATA_DIR: dataDir } });
    try {
      const admin = await adminApi(server);
      expect((await uploadTo(server, '/api/v1/users/upload_avatar', PNG, 'me.png')).status).toBe(200);
      const flowId = (await createFlow(admin, { nodes: [], edges: [] })).id;
      expect((await uploadTo(server, `/api/v1/files/upload/${flowId}`, 'a,b\n1,2\n', 'table.csv', admin.token)).status).toBe(201);
      expect((await uploadTo(server, '/api/v2/files', 'notes', 'notes.txt', admin.token)).status).toBe(201);

      const modes = modesUnder(dataDir);
      for (const file of ['app.db', 'app.db-wal', 'app.db-shm', 'secret_key', 'encryption_key']) expect(modes[file], file).toBe('600');
      const files = Object.keys(modes).filter((path) => statSync(join(dataDir, path)).isFile());
      const folders = Object.keys(modes).filter((path) => statSync(join(dataDir, path)).isDirectory());
      // Three uploads besides the five files above, each in a folder of its own kind.
      expect(files.length).toBeGreaterThanOrEqual(8);
      expect(folders.length).toBeGreaterThanOrEqual(4);
      for (const path of files) expect(modes[path], path).toBe('600');
      for (const path of folders) expect(modes[path], path).toBe('700');
    } finally {
      await server.close();
    }
  });

  it('narrows a data dir and database left open to others, and logs it', async () => {
    const dataDir = freshDataDir();
    const first = await createTestServer({ database: 'sqlite', env: { DATA_DIR: dataDir } });
    await first.app.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'app.db'), 0o644);
    chmodSync(join(dataDir, 'secret_key'), 0o644);

    const log = captureLog();
    const second = await createTestServer({ database: 'sqlite', env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, logStream: log.stream });
    try {
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(join(dataDir, 'app.db'))).toBe('600');
      expect(modeOf(join(dataDir, 'secret_key'))).toBe('600');
      const narrowed = log.entries().filter((entry) => entry.msg === 'data file was open to other users; narrowed to the server user');
      expect(narrowed.map(({ path, from, to }) => ({ path, from, to }))).toEqual([
        { path: dataDir, from: '0755', to: '0700' },
        { path: join(dataDir, 'app.db'), from: '0644', to: '0600' },
        { path: join(dataDir, 'secret_key'), from: '0644', to: '0600' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('leaves a private data dir alone without a word', async () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const log = captureLog();
    const server = await createTestServer({ database: 'sqlite', env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, logStream: log.stream });
    await server.close();
    expect(log.text()).not.toContain('narrowed');
  });
});
