import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, ErrorCode, UploadKind, type Envelope, type StoredImage } from '@app/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_IMAGES_PER_HOUR } from '../src/accounts/avatarRoutes';
import { createFileStore } from '../src/files/fileStore';
import { generateAvatarSvg } from '../src/files/generatedAvatar';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { bearer, createUser, login, USER_PASSWORD } from './helpers';
import { postEnvelope, testClock, type TestClock } from './support/accounts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>');
const BAD_TYPE = '图片格式只支持png、jpg、jpeg、gif、bmp、webp、ico、svg!';

interface Upload {
  status: number;
  body: Envelope<StoredImage | null>;
}

async function upload(server: TestServer, bytes: Uint8Array, fileName: string, headers: Record<string, string> = {}, field = 'file'): Promise<Upload> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), fileName);
  const response = await fetch(`${server.url}/api/v1/users/upload_avatar`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Envelope<StoredImage | null> };
}

const fileIdOf = (path: string) => path.slice('/api/v1/files/public/'.length);

describe.each(await databasesUnderTest())('avatars on %s', (database) => {
  let server: TestServer;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    userId = await createUser(server, { username: 'painter' });
    token = (await login(server, 'painter', USER_PASSWORD)).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('users/upload_avatar', () => {
    it('stores an image anonymously and serves it with its sniffed type', async () => {
      const answer = await upload(server, PNG, 'me.PNG');
      expect(answer.body).toEqual({ code: 0, msg: 'success', data: { file_path: expect.stringMatching(/^\/api\/v1\/files\/public\/[0-9a-f-]{36}$/) } });
      const path = answer.body.data!.file_path;
      const served = await fetch(`${server.url}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      const row = await server.app.database.db.selectFrom('stored_files').selectAll().where('id', '=', fileIdOf(path)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: UploadKind.USER_AVATAR, user_id: null, name: 'me.PNG', mime: 'image/png', size: PNG.length });
    });

    it('records a signed-in uploader as the owner, and keeps only the base name', async () => {
      const answer = await upload(server, PNG, '..\\..\\secret/dir/face.png', bearer(token));
      const row = await server.app.database.db.selectFrom('stored_files').selectAll().where('id', '=', fileIdOf(answer.body.data!.file_path)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: userId, name: 'face.png' });
    });

    it('serves SVG with a policy that keeps its script from running', async () => {
      const answer = await upload(server, SVG, 'logo.svg');
      const served = await fetch(`${server.url}${answer.body.data!.file_path}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it.each([
      ['text with an image name', Buffer.from('hello'), 'a.png'],
      ['HTML named png', Buffer.from('<html><script>alert(1)</script></html>'), 'a.png'],
      ['a PNG named exe', PNG, 'a.exe'],
      ['a PNG without extension', PNG, 'avatar'],
      ['an empty file', Buffer.alloc(0), 'a.png'],
    ])('answers 10100 for %s', async (_label, bytes, name) => {
      const answer = await upload(server, bytes, name);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: ErrorCode.UNSUPPORTED_EXTENSION, msg: BAD_TYPE, data: null });
    });

    it('accepts 512 KB and refuses one byte more with 10003', async () => {
      const atLimit = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
      expect((await upload(server, atLimit, 'big.png')).body.code).toBe(0);
      const tooLarge = await upload(server, Buffer.concat([atLimit, Buffer.alloc(1)]), 'big.png');
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body).toEqual({ code: ErrorCode.PARAMETER_ERROR, msg: '图片大小不能超过512kb!', data: null });
    });

    it('answers 10003 without a file field', async () => {
      expect((await upload(server, PNG, 'a.png', {}, 'picture')).body.code).toBe(ErrorCode.PARAMETER_ERROR);
      const json = await postEnvelope(server, 'users/upload_avatar', { file: 'x' });
      expect(json.body.code).toBe(ErrorCode.PARAMETER_ERROR);
    });

    it('answers 401 for an invalid token rather than storing anonymously', async () => {
      expect((await upload(server, PNG, 'a.png', bearer('not-a-token'))).status).toBe(401);
    });
  });

  describe('GET /api/v1/files/public/:fileId', () => {
    it.each(['8f0c2f8e-3c2b-4f51-9a43-2d3f3e8a9b10', 'not-an-id', '..%2F..%2Fsecret_key'])('answers 404 {detail} for %s', async (id) => {
      const response = await fetch(`${server.url}/api/v1/files/public/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'File not found' });
    });

    it('does not serve kinds other than avatars and logos', async () => {
      const id = randomUUID();
      await createFileStore(server.config.dataDir).write(id, PNG);
      await server.app.database.db
        .insertInto('stored_files')
        .values({ id, kind: UploadKind.DOCUMENT, user_id: userId, name: 'private.png', mime: 'image/png', size: PNG.length, sha256: 'x', created_at: new Date().toISOString() })
        .execute();
      expect((await fetch(`${server.url}/api/v1/files/public/${id}`)).status).toBe(404);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const path = (await upload(server, PNG, 'etag.png')).body.data!.file_path;
      const first = await fetch(`${server.url}${path}`);
      const again = await fetch(`${server.url}${path}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(again.status).toBe(304);
    });
  });

  describe('users/generate_logo', () => {
    const generate = (body: unknown, headers: Record<string, string> = {}) => postEnvelope<StoredImage>(server, 'users/generate_logo', body, headers);

    it('makes the same SVG for the same hint and stores it once', async () => {
      const first = await generate({ storage_type: UploadKind.USER_AVATAR, hint: '张三' });
      const second = await generate({ storage_type: UploadKind.USER_AVATAR, hint: '张三' });
      expect(first.body.code).toBe(0);
      expect(second.body.data.file_path).toBe(first.body.data.file_path);
      const other = await generate({ storage_type: UploadKind.USER_AVATAR, hint: '李四' });
      expect(other.body.data.file_path).not.toBe(first.body.data.file_path);

      const served = await fetch(`${server.url}${first.body.data.file_path}`);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(await served.text()).toBe(generateAvatarSvg('张三'));
    });

    it('makes component and store logos for signed-in users only', async () => {
      expect((await generate({ storage_type: UploadKind.LOGO_COMPONENT, hint: 'My flow' })).status).toBe(401);
      const signedIn = await generate({ storage_type: UploadKind.LOGO_STORE, hint: 'My app' }, bearer(token));
      expect(signedIn.body.code).toBe(0);
      const row = await server.app.database.db.selectFrom('stored_files').selectAll().where('id', '=', fileIdOf(signedIn.body.data.file_path)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: UploadKind.LOGO_STORE, user_id: userId, mime: 'image/svg+xml' });
    });

    it.each([{ storage_type: UploadKind.DOCUMENT, hint: 'x' }, { storage_type: UploadKind.USER_AVATAR, hint: '   ' }, { storage_type: UploadKind.USER_AVATAR }])(
      'answers 10003 for %j',
      async (body) => {
        expect((await generate(body)).body.code).toBe(ErrorCode.PARAMETER_ERROR);
      },
    );
  });
});

describe.each(await databasesUnderTest())('anonymous image budget on %s', (database) => {
  let server: TestServer;
  let clock: TestClock;
  let token: string;

  beforeAll(async () => {
    clock = testClock();
    server = await createTestServer({ database, clock: clock.now });
    await createUser(server, { username: 'member' });
    token = (await login(server, 'member', USER_PASSWORD)).body.data.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('allows 30 anonymous uploads and generations per address per hour, then answers 10113', async () => {
    for (let index = 0; index < 15; index += 1) {
      expect((await upload(server, PNG, 'a.png')).body.code).toBe(0);
      expect((await postEnvelope(server, 'users/generate_logo', { storage_type: UploadKind.USER_AVATAR, hint: `user ${index}` })).body.code).toBe(0);
    }
    clock.advance(600);
    const refused = await postEnvelope(server, 'users/generate_logo', { storage_type: UploadKind.USER_AVATAR, hint: 'one more' });
    expect(refused.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '上传过于频繁，请稍后再试', data: null });
    expect(refused.headers.get('retry-after')).toBe('3000');
    expect((await upload(server, PNG, 'a.png')).body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);

    // Signed-in users are not counted against the address.
    expect((await upload(server, PNG, 'a.png', bearer(token))).body.code).toBe(0);

    clock.advance(3000);
    expect((await upload(server, PNG, 'a.png')).body.code).toBe(0);
  });

  it('gives a signed-in user USER_IMAGES_PER_HOUR uploads and generations an hour, then answers 10113', async () => {
    clock.advance(3600);
    const signedIn = bearer(token);
    for (let index = 0; index < USER_IMAGES_PER_HOUR / 2; index += 1) {
      expect((await upload(server, PNG, 'a.png', signedIn)).body.code).toBe(0);
      expect((await postEnvelope(server, 'users/generate_logo', { storage_type: UploadKind.LOGO_STORE, hint: `app ${index}` }, signedIn)).body.code).toBe(0);
    }
    const refused = await upload(server, PNG, 'a.png', signedIn);
    expect(refused.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '上传过于频繁，请稍后再试', data: null });
    const generation = await postEnvelope(server, 'users/generate_logo', { storage_type: UploadKind.LOGO_STORE, hint: 'one more app' }, signedIn);
    expect(generation.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(Number(generation.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not the address's budget: a visitor there still uploads.
    expect((await upload(server, PNG, 'a.png')).body.code).toBe(0);
    clock.advance(3600);
    expect((await upload(server, PNG, 'a.png', signedIn)).body.code).toBe(0);
  });
});
