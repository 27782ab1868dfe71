// Record ids on SQLite: a UUID as its 16 bytes, read back as the same text; other ids as they are.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/appConfig';
import { openDatabase, type AppDatabase } from '../src/db/database';
import { idText, storedId } from '../src/monitor/compactIds';

describe('compact ids', () => {
  let dataDir: string;
  let database: AppDatabase;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'compact-ids-'));
    database = openDatabase(parseConfig({ DATA_DIR: dataDir }), pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a lowercase UUID as its bytes on SQLite and reads the same text back', () => {
    const id = crypto.randomUUID();
    const stored = storedId(database.db, id);
    expect(stored).toBeInstanceOf(Uint8Array);
    expect((stored as Uint8Array).length).toBe(16);
    expect(idText(stored)).toBe(id);
  });

  it('keeps other ids as text', () => {
    for (const id of ['legacy-id', 'A1B2C3D4-0000-4000-8000-000000000000', '']) expect(storedId(database.db, id)).toBe(id);
    expect(idText('legacy-id')).toBe('legacy-id');
  });
});
