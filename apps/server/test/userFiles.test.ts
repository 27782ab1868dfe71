// The users' own files over HTTP (我的文件, Langflow's v2 files) on SQLite and PostgreSQL: records
// newest first, names made unique, renames that keep the extension, bytes stored by id and removed
// with the record, each user seeing only their own, refusals that leave nothing behind, and the
// File component reading a user file of the flow's owner only.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTooLargeDetail, fileTypeNotAllowedDetail, type UserFile } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComponentFiles } from '../src/build/componentFiles';
import { createUserFiles } from '../src/files/userFiles';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, userApi, type Api } from './support/api';
import { endVertices, pollEvents, startBuild } from './support/builds';
import { createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';
import { filesUnder, uploadTo } from './support/uploads';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(await databasesUnderTest())('user files on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let dev: Api;
  let other: Api;
  let plain: Api;
  let catalogue: Catalogue;

  const upload = (api: Api | undefined, bytes: Uint8Array | string, name: string) => uploadTo<UserFile & { detail?: string }>(server, '/api/v2/files', bytes, name, api?.token);
  const listOf = async (api: Api) => (await api.get<UserFile[]>('/api/v2/files')).body;
  const bytesOnDisk = (file: UserFile) => readFile(join(server.config.dataDir, 'user_files', file.path), 'utf8');

  beforeAll(async () => {
    server = await createTestServer({ database, env: { MAX_FILE_SIZE_UPLOAD: '1' } });
    admin = await adminApi(server);
    dev = await userApi(server, 'mine-dev');
    other = await userApi(server, 'mine-other');
    plain = await userApi(server, 'mine-plain', 8);
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('stores an upload by id and answers its record', async () => {
    const answer = await upload(dev, '季度,收入\nQ1,100\n', '../../报表.csv');
    expect(answer.status).toBe(201);
    const file = answer.body;
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: '报表',
      path: `${dev.userId}/${file.id}.csv`,
      size: Buffer.byteLength('季度,收入\nQ1,100\n'),
      provider: null,
      created_at: expect.stringMatching(ISO),
      updated_at: file.created_at,
    });
    expect(await bytesOnDisk(file)).toBe('季度,收入\nQ1,100\n');
    expect(await listOf(dev)).toContainEqual(file);
  });

  it('lists newest first and numbers a taken name', async () => {
    const first = (await upload(dev, 'a', 'notes.md')).body;
    const second = (await upload(dev, 'b', 'notes.md')).body;
    const third = (await upload(dev, 'c', 'notes.txt')).body;
    expect([first.name, second.name, third.name]).toEqual(['notes', 'notes (1)', 'notes (2)']);
    const ids = (await listOf(dev)).map((file) => file.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
  });

  it('renames without changing the extension and downloads under the new name', async () => {
    const file = (await upload(dev, 'hello', 'draft.txt')).body;
    const renamed = await dev.put<UserFile>(`/api/v2/files/${file.id}?name=${encodeURIComponent('终稿.txt')}`);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: file.id, name: '终稿', path: file.path, created_at: file.created_at });
    expect(renamed.body.updated_at >= file.updated_at).toBe(true);
    expect((await dev.put<UserFile>(`/api/v2/files/${file.id}?name=final.pdf`)).body.name).toBe('final.pdf');
    expect((await dev.put(`/api/v2/files/${file.id}?name=%20%20`)).status).toBe(400);
    expect((await dev.put(`/api/v2/files/${file.id}?name=.txt`)).status).toBe(400);

    await dev.put(`/api/v2/files/${file.id}?name=${encodeURIComponent('终稿')}`);
    const download = await fetch(`${server.url}/api/v2/files/${file.id}`, { headers: { authorization: `Bearer ${dev.token}` } });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''${encodeURIComponent('终稿.txt')}`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(await download.text()).toBe('hello');
  });

  it('deletes the record and the bytes', async () => {
    const file = (await upload(dev, 'gone', 'gone.json')).body;
    expect(await filesUnder(server, 'user_files')).toContain(file.path);
    expect((await dev.delete(`/api/v2/files/${file.id}`)).body).toEqual({ message: 'File deleted successfully' });
    expect(await filesUnder(server, 'user_files')).not.toContain(file.path);
    expect((await listOf(dev)).map((entry) => entry.id)).not.toContain(file.id);
    expect((await dev.get(`/api/v2/files/${file.id}`)).status).toBe(404);
    expect((await dev.delete(`/api/v2/files/${file.id}`)).status).toBe(404);
  });

  it('shows everyone only their own files, administrators included', async () => {
    const file = (await upload(dev, 'private', 'private.txt')).body;
    for (const api of [other, admin]) {
      expect((await listOf(api)).map((entry) => entry.id)).not.toContain(file.id);
      expect((await api.get(`/api/v2/files/${file.id}`)).body).toEqual({ detail: 'File not found' });
      expect((await api.put(`/api/v2/files/${file.id}?name=taken`)).status).toBe(404);
      expect((await api.delete(`/api/v2/files/${file.id}`)).status).toBe(404);
    }
    expect((await dev.get(`/api/v2/files/${file.id}`)).text).toBe('private');
    expect((await dev.get('/api/v2/files/not-an-id')).status).toBe(400);
    expect((await plain.get('/api/v2/files')).status).toBe(403);
    expect((await upload(plain, 'x', 'x.txt')).status).toBe(403);
    expect((await fetch(`${server.url}/api/v2/files`)).status).toBe(401);
    expect((await upload(undefined, 'x', 'x.txt')).status).toBe(401);
  });

  it('refuses bad types, sizes and cut-off bodies without keeping a record or a byte', async () => {
    const before = { list: await listOf(other), disk: await filesUnder(server, 'user_files') };
    const refused = [await upload(other, 'MZ', 'setup.exe'), await upload(other, 'x', 'Makefile'), await upload(other, Buffer.alloc(1024 * 1024 + 1), 'big.csv')];
    expect(refused.map((answer) => [answer.status, answer.body.detail])).toEqual([
      [400, fileTypeNotAllowedDetail()],
      [400, 'File type not allowed'],
      [413, fileTooLargeDetail(1)],
    ]);
    // A body that breaks off in the middle of the file (the connection dropped, a broken client).
    const boundary = '----cut-off';
    const cutOff = await fetch(`${server.url}/api/v2/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(256 * 1024)}`,
    });
    expect([cutOff.status, await cutOff.json()]).toEqual([400, { detail: 'The multipart body is incomplete or malformed' }]);
    expect(await listOf(other)).toEqual(before.list);
    expect(await filesUnder(server, 'user_files')).toEqual(before.disk);
    expect(await filesUnder(server, 'uploads')).toEqual([]);
  });

  it('lets the File component read a user file of the flow’s owner only', async () => {
    const file = (await upload(dev, '# 我的文件\n\n内容', '说明.md')).body;
    const nodes = [makeNode(catalogue, 'File-file0')];
    Object.assign(nodes[0]?.data.node.template.path as object, { value: ['说明.md'], file_path: [file.path] });
    const events = await pollEvents(dev, await startBuild(dev, (await createFlow(dev, { nodes, edges: [] })).id, {}));
    expect(endVertices(events)[0]?.data.results.dataframe).toEqual([
      { data: { text: '# 我的文件\n\n内容', file_path: file.path, file_name: '说明.md', file_type: 'md' }, text_key: 'text' },
    ]);

    const files = createComponentFiles(server.app.database.db, server.config.dataDir, createUserFiles(server.app.database.db, server.config.dataDir), 1024);
    await expect(files.forOwner(dev.userId).read(file.path)).resolves.toMatchObject({ name: '说明.md' });
    await expect(files.forOwner(other.userId).read(file.path)).rejects.toThrow(`No uploaded file at "${file.path}".`);
    const forged = `${other.userId}/${file.id}.md`;
    await expect(files.forOwner(other.userId).read(forged)).rejects.toThrow('No uploaded file at');
    await expect(files.forOwner(dev.userId).read(`${dev.userId}/../${file.path}`)).rejects.toThrow('No uploaded file at');
  });

  it('keeps a component’s saved file among the owner’s files under a path the server makes, whatever its name', async () => {
    const files = createComponentFiles(server.app.database.db, server.config.dataDir, createUserFiles(server.app.database.db, server.config.dataDir), 1024);
    const bytes = new TextEncoder().encode('{"message": "hi"}');
    const saved = await files.forOwner(dev.userId).save!({ name: '../../etc/报告.json', bytes });
    expect(saved.path).toMatch(new RegExp(`^${dev.userId}/[0-9a-f-]{36}\\.json$`));
    expect(saved.name).toBe('../../etc/报告.json');
    await expect(files.forOwner(dev.userId).read(saved.path)).resolves.toMatchObject({ bytes });
    await expect(files.forOwner(other.userId).read(saved.path)).rejects.toThrow('No uploaded file at');
    const listed = (await dev.get<Array<{ name: string; path: string; size: number }>>('/api/v2/files')).body.find((file) => file.path === saved.path);
    expect(listed).toMatchObject({ name: '../../etc/报告', size: bytes.byteLength });
    await expect(files.forOwner(dev.userId).save!({ name: 'big.txt', bytes: new Uint8Array(1025) })).rejects.toThrow('larger than');
    await expect(files.forOwner(dev.userId).save!({ name: 'no-extension', bytes })).rejects.toThrow('needs an extension');
  });
});
