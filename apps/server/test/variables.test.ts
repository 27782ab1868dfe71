// Global variables over HTTP (spec/3 sections 3, 5, 6, 7, 8): the form rules, masking of credentials
// in every answer, the locked type, one user's variables hidden from everyone else, the role
// matrix, and credentials encrypted at rest as read from the raw rows. On SQLite and PostgreSQL.
import type { VariableRead } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { CredentialDecryptError, createCredentialCipher } from '../src/variables/credentialCipher';
import { adminApi, userApi, type Api, type ApiAnswer } from './support/api';

const ENCRYPTION_KEY = 'variables-test-encryption-key-0123456789abcdef';
const SECRET = 'sk-live-9f8e7d6c5b4a39281706';

describe.each(await databasesUnderTest())('global variables on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let dev: Api;
  let other: Api;
  let plain: Api;
  let created = 0;
  /** Every answer body a test saw; none may carry a credential's value. */
  const answers: string[] = [];

  const remember = <T>(answer: ApiAnswer<T>): ApiAnswer<T> => {
    answers.push(answer.text);
    return answer;
  };
  const create = async (api: Api, body: Record<string, unknown>) => remember(await api.post<VariableRead>('/api/v1/variables/', body));
  const list = async (api: Api) => remember(await api.get<VariableRead[]>('/api/v1/variables/')).body;
  const patch = async (api: Api, id: string, body: Record<string, unknown>) => remember(await api.patch<VariableRead>(`/api/v1/variables/${id}`, body));
  const credential = async (api: Api, value = SECRET, fields: string[] = []) => {
    created += 1;
    const answer = await create(api, { name: `KEY_${created}`, value, type: 'Credential', default_fields: fields });
    if (answer.status !== 201) throw new Error(`variable not created: ${answer.text}`);
    return answer.body;
  };
  const rawRow = (id: string) => server.app.database.db.selectFrom('variables').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await createTestServer({ database, env: { ENCRYPTION_KEY } });
    admin = await adminApi(server);
    dev = await userApi(server, 'var-dev');
    other = await userApi(server, 'var-other');
    plain = await userApi(server, 'var-plain', 8);
  });
  afterAll(() => server.close());

  it('creates a credential and answers it masked, with its fields cleaned up', async () => {
    const answer = await create(dev, { name: '  OPENAI_API_KEY ', value: SECRET, type: 'Credential', default_fields: [' OpenAI API Key', 'API Key', '', 'API Key'] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'OPENAI_API_KEY', type: 'Credential', value: null, default_fields: ['OpenAI API Key', 'API Key'] });
    expect(answer.body.created_at).toBe(answer.body.updated_at);
    expect(new Date(answer.body.created_at).toISOString()).toBe(answer.body.created_at);
    expect((await list(dev)).find((variable) => variable.id === answer.body.id)).toEqual(answer.body);
  });

  it('shows generic values and takes the type in any spelling, a credential when none is given', async () => {
    const generic = await create(dev, { name: 'REGION', value: 'cn-hangzhou', type: 'GENERIC' });
    expect(generic.body).toMatchObject({ type: 'Generic', value: 'cn-hangzhou', default_fields: [] });
    expect((await create(dev, { name: 'VOICE_KEY', value: 'voice-secret-value', type: 'secret' })).body).toMatchObject({ type: 'Credential', value: null });
    expect((await create(dev, { name: 'UNTYPED', value: 'untyped-secret-value' })).body).toMatchObject({ type: 'Credential', value: null });
    expect((await create(dev, { name: 'LOWER', value: 'x', type: 'credential' })).body.type).toBe('Credential');
    const listed = await list(dev);
    expect(listed.find((variable) => variable.name === 'REGION')?.value).toBe('cn-hangzhou');
    for (const variable of listed.filter((item) => item.type === 'Credential')) expect(variable.value).toBeNull();
  });

  it('refuses a missing name or value, an unknown type and a taken name, and stores nothing', async () => {
    const before = await list(dev);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ value: 'v' }, '请填写全局变量名称'],
      [{ name: '   ', value: 'v' }, '请填写全局变量名称'],
      [{ name: 'NO_VALUE' }, '请填写全局变量值'],
      [{ name: 'BLANK_VALUE', value: '  ' }, '请填写全局变量值'],
      [{ name: 'ODD_TYPE', value: 'v', type: 'Password' }, '全局变量类型只能是 Credential（凭证）或 Generic（通用）'],
      [{ name: 'REGION', value: 'v', type: 'Generic' }, '全局变量名称已存在'],
    ];
    for (const [body, detail] of refusals) {
      const answer = await create(dev, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail });
    }
    expect((await create(dev, { name: 'NOT_A_LIST', value: 'v', default_fields: 'System' })).status).toBe(400);
    expect(await list(dev)).toEqual(before);
  });

  it('changes name, value and fields, keeps the value when none is sent, and never the type', async () => {
    const variable = await credential(dev, SECRET, ['System']);
    const ciphertext = (await rawRow(variable.id)).value_encrypted;

    const renamed = await patch(dev, variable.id, { id: variable.id, name: 'RENAMED_KEY', default_fields: ['System Prompt'] });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: variable.id, name: 'RENAMED_KEY', type: 'Credential', value: null, default_fields: ['System Prompt'] });
    expect(renamed.body.updated_at >= variable.updated_at).toBe(true);
    expect((await rawRow(variable.id)).value_encrypted).toBe(ciphertext);

    const changed = await patch(dev, variable.id, { value: 'sk-rotated-value-1234567890' });
    expect(changed.body.value).toBeNull();
    const row = await rawRow(variable.id);
    expect(row.value_encrypted).not.toBe(ciphertext);
    expect(createCredentialCipher(ENCRYPTION_KEY).decrypt(row.value_encrypted ?? '', `variable:${variable.id}`)).toBe('sk-rotated-value-1234567890');

    const sameType = await patch(dev, variable.id, { type: 'credential', name: 'RENAMED_KEY' });
    expect(sameType.status).toBe(200);
    for (const type of ['Generic', 'generic']) {
      const refused = await patch(dev, variable.id, { type, value: 'plain now' });
      expect(refused).toMatchObject({ status: 400, body: { detail: '全局变量的类型设置后不可修改' } });
    }
    expect(await rawRow(variable.id)).toMatchObject({ type: 'Credential', value: null, value_encrypted: row.value_encrypted });

    expect((await patch(dev, variable.id, { name: 'REGION' })).body).toEqual({ detail: '全局变量名称已存在' });
    expect((await patch(dev, variable.id, { name: ' ' })).body).toEqual({ detail: '请填写全局变量名称' });
    expect((await patch(dev, variable.id, { value: '' })).body).toEqual({ detail: '请填写全局变量值' });
    expect((await list(dev)).find((item) => item.id === variable.id)?.name).toBe('RENAMED_KEY');
  });

  it('answers 404 for unknown ids: Variable not found on change, Error deleting variable on delete', async () => {
    const unknown = '6f1c1a0e-58b4-4d44-9a6a-3b8d2f1e0c11';
    expect(await patch(dev, unknown, { name: 'X' })).toMatchObject({ status: 404, body: { detail: 'Variable not found' } });
    expect(await dev.delete(`/api/v1/variables/${unknown}`)).toMatchObject({ status: 404, body: { detail: 'Error deleting variable' } });
  });

  it('deletes a variable once', async () => {
    const variable = await credential(dev);
    const deleted = await dev.delete(`/api/v1/variables/${variable.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await list(dev)).some((item) => item.id === variable.id)).toBe(false);
    expect((await dev.delete(`/api/v1/variables/${variable.id}`)).body).toEqual({ detail: 'Error deleting variable' });
  });

  it("keeps each user's variables from everyone else, administrators included", async () => {
    const variable = await credential(dev);
    for (const stranger of [other, admin]) {
      expect((await list(stranger)).some((item) => item.id === variable.id)).toBe(false);
      expect(await patch(stranger, variable.id, { name: 'STOLEN' })).toMatchObject({ status: 404, body: { detail: 'Variable not found' } });
      expect((await stranger.delete(`/api/v1/variables/${variable.id}`)).status).toBe(404);
    }
    expect((await rawRow(variable.id)).name).toBe(variable.name);
    // Names are unique per user only.
    expect((await create(other, { name: variable.name, value: 'another value', type: 'Generic' })).status).toBe(201);
    expect((await create(admin, { name: variable.name, value: 'admin value', type: 'Generic' })).status).toBe(201);
  });

  it('lets developers and administrators in, refuses ordinary users (403) and anonymous callers (401)', async () => {
    expect((await admin.get('/api/v1/variables/')).status).toBe(200);
    expect((await dev.get('/api/v1/variables/')).status).toBe(200);
    const id = (await credential(dev)).id;
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/v1/variables/', undefined],
      ['POST', '/api/v1/variables/', { name: 'PLAIN', value: 'v' }],
      ['PATCH', `/api/v1/variables/${id}`, { name: 'PLAIN' }],
      ['DELETE', `/api/v1/variables/${id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await plain.call(method, path, body)).status).toBe(403);
      const anonymous = await fetch(`${server.url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(anonymous.status).toBe(401);
    }
    expect((await rawRow(id)).name).not.toBe('PLAIN');
  });

  it('stores credentials encrypted (AES-256-GCM, bound to their row) and generic values in plain text', async () => {
    const variable = await credential(dev);
    const row = await rawRow(variable.id);
    expect(row.value).toBeNull();
    const stored = row.value_encrypted ?? '';
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(Buffer.from(SECRET).toString('base64url'));
    const [format, keyId, iv, tag] = stored.split('.');
    expect(format).toBe('v1');
    expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64url')).toHaveLength(16);
    const cipher = createCredentialCipher(ENCRYPTION_KEY);
    expect(keyId).toBe(cipher.keyId);
    expect(cipher.decrypt(stored, `variable:${variable.id}`)).toBe(SECRET);

    // The same value twice gives two ciphertexts (a fresh IV each time).
    const twin = await credential(dev);
    expect((await rawRow(twin.id)).value_encrypted).not.toBe(stored);

    // An altered byte, another row's ciphertext or another key is detected, never decrypted to garbage.
    const parts = stored.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 0xff;
    const altered = [...parts.slice(0, 4), body.toString('base64url')].join('.');
    expect(() => cipher.decrypt(altered, `variable:${variable.id}`)).toThrow(CredentialDecryptError);
    expect(() => cipher.decrypt(stored, `variable:${twin.id}`)).toThrow(/integrity check/);
    expect(() => createCredentialCipher('another-encryption-key-0123456789abcdef').decrypt(stored, `variable:${variable.id}`)).toThrow(/another ENCRYPTION_KEY/);

    const generic = await create(dev, { name: 'PLAIN_TEXT', value: 'visible value', type: 'Generic' });
    expect(await rawRow(generic.body.id)).toMatchObject({ value: 'visible value', value_encrypted: null });
  });

  it('never answered with a credential value (runs last)', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) expect(text).not.toContain(SECRET);
  });
});
