// Flow uploads over HTTP (spec/3 sections 5 and 7, Langflow's v1 files) on SQLite and PostgreSQL:
// owners and administrators only, names that never leave the flow's folder, type and size
// refusals that leave nothing on disk, pictures served with their sniffed type, and the File
// component reading an upload in a real build.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTooLargeDetail, fileTypeNotAllowedDetail, type FlowFileList, type FlowFileUpload } from '@app/api-client';
import { DOCUMENT_EXTENSIONS } from '@app/components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFilesDir } from '../src/build/componentFiles';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { adminApi, userApi, type Api } from './support/api';
import { endVertices, messagesOf, pollEvents, startBuild } from './support/builds';
import { connect, createFlow, fetchCatalogue, makeNode, type Catalogue } from './support/flows';
import { filesUnder, uploadTo } from './support/uploads';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const STORED_NAME = /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_/;

describe.each(await databasesUnderTest())('flow uploads on %s', (database) => {
  let server: TestServer;
  let admin: Api;
  let dev: Api;
  let other: Api;
  let plain: Api;
  let catalogue: Catalogue;

  const upload = (api: Api | undefined, flowId: string, bytes: Uint8Array | string, name: string) =>
    uploadTo<FlowFileUpload & { detail?: string }>(server, `/api/v1/files/upload/${flowId}`, bytes, name, api?.token);
  const storedNameOf = (answer: { body: FlowFileUpload }) => answer.body.file_path.split('/')[1] as string;
  const newFlow = async (api: Api = dev) => (await createFlow(api, { nodes: [], edges: [] })).id;

  beforeAll(async () => {
    // A 1 MB limit keeps the size test small.
    server = await createTestServer({ database, env: { MAX_FILE_SIZE_UPLOAD: '1' } });
    admin = await adminApi(server);
    dev = await userApi(server, 'files-dev');
    other = await userApi(server, 'files-other');
    plain = await userApi(server, 'files-plain', 8);
    catalogue = await fetchCatalogue(dev);
  });
  afterAll(() => server.close());

  it('uploads, lists, downloads and deletes a flow file under its time-prefixed name', async () => {
    const flowId = await newFlow();
    const answer = await upload(dev, flowId, '# 笔记\n', '笔记.md');
    expect(answer.status).toBe(201);
    expect(answer.body.flowId).toBe(flowId);
    expect(answer.body.file_path).toMatch(new RegExp(`^${flowId}/\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}_笔记\\.md$`));
    const stored = storedNameOf(answer);
    expect(await readFile(join(flowFilesDir(server.config.dataDir, flowId), stored), 'utf8')).toBe('# 笔记\n');
    expect((await dev.get<FlowFileList>(`/api/v1/files/list/${flowId}`)).body).toEqual({ files: [stored] });

    const download = await fetch(`${server.url}/api/v1/files/download/${flowId}/${encodeURIComponent(stored)}`, { headers: { authorization: `Bearer ${dev.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${stored.replace('笔记', '__')}"; filename*=UTF-8''${encodeURIComponent(stored)}`);
    expect(await download.text()).toBe('# 笔记\n');

    expect((await dev.delete(`/api/v1/files/delete/${flowId}/${encodeURIComponent(stored)}`)).body).toEqual({ message: `File ${stored} deleted successfully` });
    expect((await dev.get<FlowFileList>(`/api/v1/files/list/${flowId}`)).body).toEqual({ files: [] });
    expect((await dev.delete(`/api/v1/files/delete/${flowId}/${encodeURIComponent(stored)}`)).status).toBe(404);
  });

  it('never overwrites: the same name in the same second gets a number', async () => {
    const flowId = await newFlow();
    const answers = await Promise.all([upload(dev, flowId, 'one', 'same.txt'), upload(dev, flowId, 'two', 'same.txt')]);
    const names = answers.map(storedNameOf);
    expect(new Set(names).size).toBe(2);
    const contents = await Promise.all(names.map((name) => readFile(join(flowFilesDir(server.config.dataDir, flowId), name), 'utf8')));
    expect(contents.sort()).toEqual(['one', 'two']);
  });

  it('lets only the owner and administrators near a flow’s files', async () => {
    const flowId = await newFlow();
    const stored = storedNameOf(await upload(dev, flowId, 'private', 'private.txt'));
    const file = `${flowId}/${encodeURIComponent(stored)}`;
    for (const answer of [
      await upload(other, flowId, 'x', 'x.txt'),
      await other.get(`/api/v1/files/list/${flowId}`),
      await other.get(`/api/v1/files/download/${file}`),
      await other.get(`/api/v1/files/images/${file}`),
      await other.delete(`/api/v1/files/delete/${file}`),
      await dev.get(`/api/v1/files/list/${crypto.randomUUID()}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Flow not found' });
    }
    expect((await admin.get<FlowFileList>(`/api/v1/files/list/${flowId}`)).body).toEqual({ files: [stored] });
    expect((await upload(plain, flowId, 'x', 'x.txt')).status).toBe(403);
    expect((await plain.get(`/api/v1/files/list/${flowId}`)).status).toBe(403);
    expect((await upload(undefined, flowId, 'x', 'x.txt')).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/files/download/${file}`)).status).toBe(401);
    expect(await filesUnder(server, join('flows', flowId))).toEqual([stored]);
  });

  it('keeps only the last segment of a client’s name and never reads outside the flow’s folder', async () => {
    const flowId = await newFlow();
    const answer = await upload(dev, flowId, 'x', '../../../secret_key.txt');
    expect(storedNameOf(answer)).toMatch(/_secret_key\.txt$/);
    expect(await filesUnder(server, join('flows', flowId))).toEqual([storedNameOf(answer)]);
    expect((await upload(dev, flowId, 'x', '..')).status).toBe(400);
    for (const name of ['..%2F..%2Fsecret_key', '..%5C..%5Csecret_key', '%2E%2E', '..%2Fapp.db']) {
      expect((await dev.get(`/api/v1/files/download/${flowId}/${name}`)).status).toBe(404);
      expect((await dev.delete(`/api/v1/files/delete/${flowId}/${name}`)).status).toBe(404);
    }
    expect((await dev.get('/api/v1/files/list/..%2F..')).status).toBe(400);
    expect(await filesUnder(server, '')).toContain('secret_key');
  });

  it('refuses types outside the list, names without an extension and files over the limit, leaving nothing behind', async () => {
    const flowId = await newFlow();
    const refused = [
      await upload(dev, flowId, 'MZ', 'tool.exe'),
      await upload(dev, flowId, 'text', 'README'),
      await upload(dev, flowId, Buffer.alloc(1024 * 1024 + 1, 'a'), 'big.txt'),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.detail])).toEqual([
      [400, fileTypeNotAllowedDetail()],
      [400, 'File type not allowed'],
      [413, fileTooLargeDetail(1)],
    ]);
    expect(fileTypeNotAllowedDetail()).toContain('Allowed types: txt, md');
    const wrongField = await uploadTo(server, `/api/v1/files/upload/${flowId}`, 'x', 'x.txt', dev.token, 'document');
    expect([wrongField.status, wrongField.body]).toEqual([400, { detail: 'The multipart field "file" is required' }]);
    const notMultipart = await dev.post(`/api/v1/files/upload/${flowId}`, { file: 'x' });
    expect([notMultipart.status, notMultipart.body]).toEqual([400, { detail: 'The multipart field "file" is required' }]);
    expect((await upload(dev, flowId, Buffer.alloc(1024 * 1024, 'a'), 'exactly.txt')).status).toBe(201);
    expect((await dev.get<FlowFileList>(`/api/v1/files/list/${flowId}`)).body.files).toEqual([expect.stringMatching(/_exactly\.txt$/)]);
    expect(await filesUnder(server, 'uploads')).toEqual([]);
  });

  it('accepts every document type the File component reads', async () => {
    const flowId = await newFlow();
    for (const extension of DOCUMENT_EXTENSIONS) expect((await upload(dev, flowId, 'x', `doc.${extension}`)).status).toBe(201);
  });

  it('shows pictures inline with the type their bytes prove, and nothing else', async () => {
    const flowId = await newFlow();
    const picture = storedNameOf(await upload(dev, flowId, PNG, 'photo.jpg'));
    const image = await fetch(`${server.url}/api/v1/files/images/${flowId}/${picture}`, { headers: { authorization: `Bearer ${dev.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const page = storedNameOf(await upload(dev, flowId, '<html><script>alert(1)</script></html>', 'page.png'));
    expect((await dev.get(`/api/v1/files/images/${flowId}/${page}`)).body).toEqual({ detail: 'The file is not an image' });
  });

  it('feeds an upload to the File component in a real build, and removes the files with the flow', async () => {
    const flowId = await newFlow();
    const { body } = await upload(dev, flowId, '# 上传\n\n正文', '上传.md');
    const nodes = [makeNode(catalogue, 'File-file0'), makeNode(catalogue, 'ChatOutput-out00')];
    Object.assign(nodes[0]?.data.node.template.path as object, { value: ['上传.md'], file_path: [body.file_path] });
    const flow = await createFlow(dev, { nodes, edges: [connect(nodes, 'File-file0.message', 'ChatOutput-out00.input_value')] });
    const events = await pollEvents(dev, await startBuild(dev, flow.id, {}));
    expect(messagesOf(events).find((message) => message.sender === 'Machine')?.text).toBe('# 上传\n\n正文');
    expect(endVertices(events)[0]?.data.results.dataframe).toEqual([
      { data: { text: '# 上传\n\n正文', file_path: body.file_path, file_name: '上传.md', file_type: 'md' }, text_key: 'text' },
    ]);
    expect(STORED_NAME.test(body.file_path.split('/')[1] as string)).toBe(true);

    expect((await dev.delete(`/api/v1/flows/${flowId}`)).status).toBe(200);
    await expect.poll(() => filesUnder(server, join('flows', flowId))).toEqual([]);
  });
});
