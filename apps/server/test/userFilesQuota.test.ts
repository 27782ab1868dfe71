// USER_FILES_QUOTA_MB on SQLite and PostgreSQL: a user's own files take at most the quota
// together, uploads and Save File's alike. An upload past it answers 413 code 10114 with the limit
// and keeps nothing; a full user's upload is refused before its body is read; Save File (which
// writes into the flow owner's files at every run of a public or shared flow) fails with a text
// that names it and the quota, in the reader's language; a deleted file makes room again. The
// files kept beside the user's flows (the flow upload call) count with them.
import { ErrorCode, type UserFile } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { pollEvents, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';
import { filesUnder, uploadTo } from './support/uploads';

const KB = 1024;

describe.each(await databasesUnderTest())('the quota of a user’s files on %s', (database) => {
  let server: TestServer;
  let catalogue: Catalogue;

  type Answer = UserFile & { detail?: string; code?: number; params?: Record<string, string> };
  const upload = (api: Api, bytes: number, name = 'notes.txt') => uploadTo<Answer>(server, '/api/v2/files', new Uint8Array(bytes), name, api.token);
  const listOf = async (api: Api) => (await api.get<UserFile[]>('/api/v2/files')).body;

  beforeAll(async () => {
    server = await createTestServer({ database, env: { USER_FILES_QUOTA_MB: '1', MAX_FILE_SIZE_UPLOAD: '1' } });
    catalogue = await fetchCatalogue(await userApi(server, 'quota-reader'));
  });
  afterAll(() => server.close());

  it('refuses an upload past the quota, coded with the limit, keeping nothing; a deleted file makes room', async () => {
    const dev = await userApi(server, 'quota-uploads');
    const kept = (await upload(dev, 600 * KB)).body;
    const refused = await upload(dev, 600 * KB);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: expect.any(String), code: ErrorCode.STORAGE_QUOTA_EXCEEDED, params: { limit_mb: '1' } });
    expect(await listOf(dev)).toHaveLength(1);
    expect(await filesUnder(server, 'user_files')).toHaveLength(1);
    expect(await filesUnder(server, 'uploads')).toEqual([]);
    expect((await upload(dev, 300 * KB)).status).toBe(201);
    // Another user has a quota of their own.
    expect((await upload(await userApi(server, 'quota-neighbour'), 600 * KB)).status).toBe(201);

    expect((await dev.delete(`/api/v2/files/${kept.id}`)).status).toBe(200);
    expect((await upload(dev, 600 * KB)).status).toBe(201);
  });

  it('counts the files kept beside the user’s flows: a flow upload past the quota keeps nothing, and fills the quota of 我的文件 too', async () => {
    const dev = await userApi(server, 'quota-flows');
    const flow = await createFlow(dev, { nodes: [], edges: [] });
    const flowUpload = (bytes: number) => uploadTo<Answer & { file_path: string }>(server, `/api/v1/files/upload/${flow.id}`, new Uint8Array(bytes), 'data.csv', dev.token);
    const kept = await flowUpload(600 * KB);
    expect(kept.status).toBe(201);
    const refused = await flowUpload(600 * KB);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: expect.any(String), code: ErrorCode.STORAGE_QUOTA_EXCEEDED, params: { limit_mb: '1' } });
    expect(await filesUnder(server, `flows/${flow.id}`)).toHaveLength(1);
    // The same disk: 我的文件 has only what the flow's files leave.
    expect((await upload(dev, 600 * KB)).status).toBe(413);
    expect((await upload(dev, 300 * KB)).status).toBe(201);
    // Full: the next flow upload is refused before its body.
    expect((await upload(dev, 124 * KB)).status).toBe(201);
    expect((await flowUpload(0)).status).toBe(413);

    const fileName = kept.body.file_path.split('/')[1] as string;
    expect((await dev.delete(`/api/v1/files/delete/${flow.id}/${encodeURIComponent(fileName)}`)).status).toBe(200);
    expect((await flowUpload(500 * KB)).status).toBe(201);
  });

  it('fails Save File past the owner’s quota with a text naming it, in the reader’s language, and refuses a full user’s upload', async () => {
    const dev = await userApi(server, 'quota-saver');
    expect((await upload(dev, 600 * KB)).status).toBe(201);
    expect((await upload(dev, 424 * KB)).status).toBe(201);
    const full = await upload(dev, 0);
    expect(full).toMatchObject({ status: 413, body: { code: ErrorCode.STORAGE_QUOTA_EXCEEDED } });

    const nodes = [makeNode(catalogue, 'TextInput-in000', { input_value: '报告' }), makeNode(catalogue, 'SaveToFile-sv000', { file_name: 'report', local_format: 'txt' })];
    const flow = await createFlow(dev, { nodes, edges: [connect(nodes, 'TextInput-in000.text', 'SaveToFile-sv000.input')] });
    const jobId = await startBuild(dev, flow.id, {});
    const chinese = JSON.stringify(await pollEvents(dev, jobId));
    expect(chinese).toContain('保存文件 无法保存“report.txt”：流程所有者的“我的文件”已达到 1 MB 的存储空间上限');
    const english = await dev.call('GET', `/api/v1/build/${await startBuild(dev, flow.id, {})}/events?event_delivery=streaming`, undefined, { 'accept-language': 'en' });
    expect(english.text).toContain('cannot save \\"report.txt\\": the flow owner’s files have reached their storage limit of 1 MB');
    expect(await listOf(dev)).toHaveLength(2);
    expect(await filesUnder(server, `user_files/${dev.userId}`)).toHaveLength(2);
  });
});
