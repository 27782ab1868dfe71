// POST flows/upload_logo on SQLite and PostgreSQL: a png or jpeg logo kept as a component logo and
// served back with its sniffed type like the other stored pictures; other types, disguised files,
// oversize files and callers without the workspace are refused and leave nothing stored.
import { FLOW_LOGO_MAX_MB, fileTooLargeDetail, fileTypeNotAllowedDetail, UploadKind, type FlowLogo } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AN_IMAGE } from '../src/flows/flowLogoRoutes';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { userApi, type Api } from './support/api';
import { uploadTo } from './support/uploads';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PUBLIC_PATH = /^\/api\/v1\/files\/public\/([0-9a-f-]{36})$/;

type Answer = FlowLogo & { detail?: string };

describe.each(await databasesUnderTest())('flow logos on %s', (database) => {
  let server: TestServer;
  let dev: Api;
  let plain: Api;
  const upload = (api: Api | undefined, bytes: Uint8Array | string, name: string, field?: string) => uploadTo<Answer>(server, '/api/v1/flows/upload_logo', bytes, name, api?.token, field);
  const storedCount = async () => (await server.app.database.db.selectFrom('stored_files').select('id').execute()).length;

  beforeAll(async () => {
    server = await createTestServer({ database });
    dev = await userApi(server, 'logo-dev');
    plain = await userApi(server, 'logo-plain', 8);
  });
  afterAll(() => server.close());

  it('keeps a png logo and serves it back with its type', async () => {
    const answer = await upload(dev, PNG, '../标志.PNG');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ file_path: expect.stringMatching(PUBLIC_PATH) });
    const served = await fetch(`${server.url}${answer.body.file_path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const id = PUBLIC_PATH.exec(answer.body.file_path)![1]!;
    const row = await server.app.database.db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: UploadKind.LOGO_COMPONENT, user_id: dev.userId, name: '标志.PNG', mime: 'image/png', size: PNG.length });
  });

  it('takes jpg and jpeg, and a flow keeps the path as its icon', async () => {
    const jpg = await upload(dev, JPEG, 'logo.jpg');
    expect(jpg.status).toBe(201);
    expect((await fetch(`${server.url}${jpg.body.file_path}`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await upload(dev, JPEG, 'logo.jpeg')).status).toBe(201);
    const flow = await dev.post<{ id: string; icon: string }>('/api/v1/flows/', { name: '有标志的流程', data: { nodes: [], edges: [] }, icon: jpg.body.file_path });
    expect(flow.body.icon).toBe(jpg.body.file_path);
  });

  it('refuses other types, disguised files and files over the limit, storing nothing', async () => {
    const before = await storedCount();
    const gif = await upload(dev, 'GIF89a', 'logo.gif');
    expect(gif).toMatchObject({ status: 400, body: { detail: fileTypeNotAllowedDetail(['png', 'jpg', 'jpeg']) } });
    expect((await upload(dev, PNG, 'logo')).body.detail).toBe(fileTypeNotAllowedDetail(['png', 'jpg', 'jpeg']));
    expect(await upload(dev, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.png')).toMatchObject({ status: 400, body: { detail: NOT_AN_IMAGE } });
    const huge = Buffer.concat([PNG, Buffer.alloc(FLOW_LOGO_MAX_MB * 1024 * 1024)]);
    expect(await upload(dev, huge, 'huge.png')).toMatchObject({ status: 413, body: { detail: fileTooLargeDetail(FLOW_LOGO_MAX_MB) } });
    expect(await upload(dev, PNG, 'logo.png', 'image')).toMatchObject({ status: 400, body: { detail: 'The multipart field "file" is required' } });
    expect(await storedCount()).toBe(before);
  });

  it('is for developers: ordinary users get 403, anonymous callers 401', async () => {
    expect((await upload(plain, PNG, 'logo.png')).status).toBe(403);
    expect((await upload(undefined, PNG, 'logo.png')).status).toBe(401);
  });
});
