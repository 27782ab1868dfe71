// Attachments of a chat with a marketplace app (POST store/{store_id}/files) on SQLite and
// PostgreSQL: a plain user the policy admits stores a file beside the app's flow and sends it with
// a message; a denied user, a decommissioned app and a missing one answer 'Flow not found' and keep
// nothing; the preview variant is for the owner only; the flow uploads' type and size limits hold;
// a build of someone other than the owner may name only their own attachments: not another user's
// or API key's (even with its path), never the owner's own files; a refused build opens no conversation.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode, fileTooLargeDetail, fileTypeNotAllowedDetail, type ConversationRead, type Envelope, type FlowFileUpload, type Paged, type PolicyGroupRead } from '@app/api-client';
import type { ChatMessage } from '@app/flow-graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowFilesDir } from '../src/build/componentFiles';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf } from './support/admin';
import { adminApi, parseEvents, userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue } from './support/flows';
import { createKey, keyCall } from './support/keys';
import { decommission, publish } from './support/store';
import { filesUnder, uploadTo } from './support/uploads';

const NOT_YOURS = { detail: '只能发送你自己在此对话中上传的附件。', code: ErrorCode.ATTACHMENT_NOT_YOURS, params: {} };

describe.each(await databasesUnderTest())('chat attachments of an app on %s', (database) => {
  let server: TestServer;
  let owner: Api;
  let allowed: Api;
  let denied: Api;
  let other: Api;
  let app: { flowId: string; storeId: string };

  const upload = (api: Api, storeId: string, bytes: Uint8Array | string, name: string, query = '') =>
    uploadTo<FlowFileUpload & { detail?: string }>(server, `/api/v1/store/${storeId}/files${query}`, bytes, name, api.token);
  const newApp = async () => {
    const flow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)), { name: `附件应用 ${crypto.randomUUID()}` });
    return { flowId: flow.id, storeId: await publish(owner, flow.id) };
  };
  const flowFiles = (flowId: string) => filesUnder(server, join('flows', flowId));

  beforeAll(async () => {
    // A 1 MB limit keeps the size test small.
    server = await createTestServer({ database, env: { MAX_FILE_SIZE_UPLOAD: '1' } });
    const admin = await adminApi(server);
    owner = await userApi(server, 'attach-owner');
    [allowed, denied, other] = await Promise.all([userApi(server, 'attach-allowed', 8), userApi(server, 'attach-denied', 8), userApi(server, 'attach-other', 8)]);
    app = await newApp();
    const policy = dataOf(
      await admin.post<Envelope<PolicyGroupRead>>('/api/v1/policy/', { name: '附件策略', description: '只允许一位用户', allowed_group_ids: [], allowed_user_ids: [allowed.userId, other.userId], denied_group_ids: [], denied_user_ids: [denied.userId] }),
    );
    dataOf(await owner.post('/api/v1/store/bind_policy', { store_id: app.storeId, policy_id: policy.id }));
  });
  afterAll(() => server.close());

  it('keeps an allowed user’s file beside the app’s flow and sends it with a message', async () => {
    const answer = await upload(allowed, app.storeId, '季度报表', '报表.txt');
    expect(answer.status).toBe(201);
    expect(answer.body.flowId).toBe(app.flowId);
    // The part after the time records the uploader (signed): another user of the app may not name it.
    expect(answer.body.file_path).toMatch(new RegExp(`^${app.flowId}/\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}_[0-9a-f]{24}_报表\\.txt$`));
    const stored = answer.body.file_path.split('/')[1] as string;
    expect(await readFile(join(flowFilesDir(server.config.dataDir, app.flowId), stored), 'utf8')).toBe('季度报表');

    const session = `${crypto.randomUUID()}-${app.storeId}`;
    const started = await allowed.post<{ job_id: string }>(`/api/v1/store/${app.storeId}/build?event_delivery=streaming`, {
      inputs: { input_value: '看看这个文件', session },
      files: [answer.body.file_path],
    });
    expect(started.status).toBe(200);
    const events = parseEvents((await allowed.get(`/api/v1/build/${started.body.job_id}/events?event_delivery=streaming`)).text);
    expect(events.at(-1)?.event).toBe('end');
    const messages = dataOf(await allowed.get<Envelope<ChatMessage[]>>(`/api/v1/store/current_session/${session}`));
    const question = messages.find((message) => message.sender === 'User');
    expect(question?.files).toEqual([answer.body.file_path]);
  });

  it('refuses a build of someone other than the owner that names the owner’s files (403, nothing run); the owner’s preview may', async () => {
    const ownUpload = await uploadTo<FlowFileUpload>(server, `/api/v1/files/upload/${app.flowId}`, '机密', 'secret.txt', owner.token);
    expect(ownUpload.status).toBe(201);
    const attachment = (await upload(allowed, app.storeId, '我的附件', 'mine.txt')).body.file_path;
    const myFilesPath = `${owner.userId}/${crypto.randomUUID()}.txt`;
    const otherFlow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)), { name: `另一个 ${crypto.randomUUID()}` });
    const build = (api: Api, files: string[], query = '') =>
      api.post<{ detail?: string }>(`/api/v1/store/${app.storeId}/build?event_delivery=streaming${query}`, { inputs: { input_value: '读一下', session: `${crypto.randomUUID()}-${app.storeId}` }, files });
    for (const files of [[ownUpload.body.file_path], [attachment, myFilesPath], [`${otherFlow.id}/${attachment.split('/')[1]}`]]) {
      const refused = await build(allowed, files);
      expect([refused.status, refused.body]).toEqual([403, NOT_YOURS]);
    }
    expect((await build(allowed, [attachment])).status).toBe(200);
    expect((await build(owner, [ownUpload.body.file_path], '&preview=true')).status).toBe(200);

    expect((await owner.patch(`/api/v1/flows/${app.flowId}`, { access_type: 'PUBLIC' })).status).toBe(200);
    const visitorBuild = (files: string[]) =>
      fetch(`${server.url}/api/v1/build_public_tmp/${app.flowId}/flow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs: { input_value: 'hi' }, files }) });
    expect((await visitorBuild([ownUpload.body.file_path])).status).toBe(403);
    expect((await visitorBuild([])).status).toBe(200);
  });

  it('refuses another user’s attachment named with its full path (10116, zh and en) and opens no conversation for the refused build', async () => {
    const attachment = (await upload(allowed, app.storeId, '只给我看', 'private.txt')).body.file_path;
    const conversations = async () => dataOf(await other.get<Envelope<Paged<ConversationRead>>>(`/api/v1/conversations?store_id=${app.storeId}`)).total;
    const before = await conversations();
    const session = `${crypto.randomUUID()}-${app.storeId}`;
    const body = { inputs: { input_value: '读一下', session }, files: [attachment] };
    const refused = await other.post<{ detail: string; code: number }>(`/api/v1/store/${app.storeId}/build?event_delivery=streaming`, body);
    expect([refused.status, refused.body]).toEqual([403, NOT_YOURS]);
    const english = await other.call('POST', `/api/v1/store/${app.storeId}/build?event_delivery=streaming`, body, { 'accept-language': 'en' });
    expect([english.status, english.body]).toEqual([403, { detail: 'Only attachments you uploaded to this chat may be sent with it.', code: ErrorCode.ATTACHMENT_NOT_YOURS, params: {} }]);
    expect(await conversations()).toBe(before);
    const own = (await upload(other, app.storeId, '我自己的', 'own.txt')).body.file_path;
    expect((await other.post(`/api/v1/store/${app.storeId}/build?event_delivery=streaming`, { ...body, files: [own] })).status).toBe(200);
    expect(await conversations()).toBe(before + 1);
  });

  it('lets an API key’s embedded chat name only the attachments that key uploaded', async () => {
    const [first, second] = [await createKey(owner, app.storeId), await createKey(owner, app.storeId)];
    const keyUpload = async (key: string) => {
      const form = new FormData();
      form.append('file', new Blob(['嵌入附件']), 'embed.txt');
      const answer = await fetch(`${server.url}/api/v1/files/upload/${app.flowId}`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
      return ((await answer.json()) as FlowFileUpload).file_path;
    };
    const attachment = await keyUpload(first.api_key);
    const restBuild = (key: string) =>
      keyCall(server, key, 'POST', `/api/v1/rest/build/${app.storeId}/flow?event_delivery=streaming`, { body: { inputs: { input_value: '读一下', session: crypto.randomUUID() }, files: [attachment] } });
    expect(await restBuild(second.api_key)).toMatchObject({ status: 403, body: NOT_YOURS });
    expect((await restBuild(first.api_key)).status).toBe(200);
  });

  it('answers Flow not found to a denied user, for a missing app and for a decommissioned one, keeping nothing', async () => {
    const before = await flowFiles(app.flowId);
    for (const answer of [await upload(denied, app.storeId, 'x', 'x.txt'), await upload(allowed, crypto.randomUUID(), 'x', 'x.txt')]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Flow not found' });
    }
    const gone = await newApp();
    await decommission(owner, gone.flowId);
    expect((await upload(allowed, gone.storeId, 'x', 'x.txt')).status).toBe(404);
    expect(await flowFiles(app.flowId)).toEqual(before);
    expect(await flowFiles(gone.flowId)).toEqual([]);
    expect(await filesUnder(server, 'uploads')).toEqual([]);
  });

  it('takes preview uploads from the owner only', async () => {
    expect((await upload(owner, app.storeId, 'dev', 'dev.txt', '?preview=true')).status).toBe(201);
    expect((await upload(allowed, app.storeId, 'x', 'x.txt', '?preview=true')).status).toBe(404);
  });

  it('refuses other types, files over the size and requests without a file, keeping nothing', async () => {
    const before = await flowFiles(app.flowId);
    const wrongType = await upload(allowed, app.storeId, 'MZ', 'tool.exe');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.detail).toBe(fileTypeNotAllowedDetail());
    const tooLarge = await upload(allowed, app.storeId, new Uint8Array(1024 * 1024 + 1), 'big.txt');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toBe(fileTooLargeDetail(1));
    const noFile = await uploadTo<{ detail: string }>(server, `/api/v1/store/${app.storeId}/files`, 'x', 'x.txt', allowed.token, 'other');
    expect(noFile.status).toBe(400);
    expect(await flowFiles(app.flowId)).toEqual(before);
    expect(await filesUnder(server, 'uploads')).toEqual([]);
  });

  it('refuses anonymous uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    expect((await fetch(`${server.url}/api/v1/store/${app.storeId}/files`, { method: 'POST', body: form })).status).toBe(401);
  });
});
