// @app/api-client's marketplace, publishing and conversation calls and @app/build-runner's chat
// with an app (startPath storeBuildPath) against the real server (SQLite, and PostgreSQL when
// reachable): an administrator publishes a ChatInput -> Prompt -> ChatOutput flow; a plain user
// finds it, likes and favourites it, chats in a conversation with each delivery, reads and deletes it.
import { ApiError, ReleaseAction, storeBuildPath, UploadKind, type ApiClient } from '@app/api-client';
import { BuildClient, createHttpTransport } from '@app/build-runner';
import { buildEdge, fieldTargetHandleFor, findOutput, sourceHandleFor, type ComponentNode, type EventDelivery, type GenericNode, type TemplateField } from '@app/flow-graph';
import { createTestServer, databasesUnderTest, type TestServer } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, testClient } from './support/clients';

const databases = await databasesUnderTest();

function componentNode(catalogue: Record<string, ComponentNode>, id: string, values: Record<string, unknown> = {}): GenericNode {
  const type = id.slice(0, id.lastIndexOf('-'));
  const component = structuredClone(catalogue[type]!);
  for (const [name, value] of Object.entries(values)) {
    const field = component.template[name] as TemplateField | undefined;
    if (field) field.value = value;
    else component.template[name] = { type: 'str', name, display_name: name, value, show: true, advanced: false, required: false, list: false, multiline: true, input_types: ['Message'] };
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node: component } };
}

describe.each(databases)('api-client store calls against the server on %s', (database) => {
  let server: TestServer;
  let admin: ApiClient;
  let user: ApiClient;
  let flowId: string;
  let storeId: string;

  beforeAll(async () => {
    server = await createTestServer({ database });
    admin = await adminClient(server);
    const avatar = await admin.users.generateLogo({ storage_type: UploadKind.USER_AVATAR, hint: 'store-user' });
    await admin.users.create({ username: 'store-user', password: 'User#Pass99', name: '普通用户', profile_image: avatar.file_path, role: 8 });
    user = testClient(server);
    await user.auth.login({ username: 'store-user', password: 'User#Pass99' });

    const catalogue = Object.assign({}, ...Object.values(await admin.components.all())) as Record<string, ComponentNode>;
    const nodes = [componentNode(catalogue, 'ChatInput-in000'), componentNode(catalogue, 'Prompt-pr000', { template: 'Q: {question}', question: '' }), componentNode(catalogue, 'ChatOutput-out00')];
    const edges = [
      buildEdge(sourceHandleFor(nodes[0]!, findOutput(nodes[0]!, 'message')!), fieldTargetHandleFor(nodes[1]!, 'question')!),
      buildEdge(sourceHandleFor(nodes[1]!, findOutput(nodes[1]!, 'prompt')!), fieldTargetHandleFor(nodes[2]!, 'input_value')!),
    ];
    flowId = (await admin.flows.create({ name: '问答应用', description: '回答问题', tags: ['tool'], data: { nodes, edges } })).id;
  });
  afterAll(() => server.close());

  it('publishes, lists the history and binds the default policy', async () => {
    const store = await admin.store.ofFlow(flowId);
    expect(store.status_type).toBe('develop');
    const release = await admin.store.release({ flow_id: flowId, note: '第一版' });
    expect(release).toMatchObject({ store_id: store.id, flow_id: flowId, tpe: ReleaseAction.RELEASE, note: '第一版' });
    storeId = release.store_id;
    expect((await admin.flows.get(flowId)).released_at).toBe(release.released_at);
    expect((await admin.store.releaseHistory(flowId)).items.map((item) => item.note)).toEqual(['第一版']);
    expect(await admin.store.bindPolicy({ store_id: storeId, policy_id: store.policy_id })).toEqual({ store_id: storeId, policy_id: store.policy_id });
    const refused = await admin.store.release({ flow_id: flowId, note: '' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 10003, message: '请输入版本记录' });
  });

  it('finds the app by tag and search, likes and favourites it', async () => {
    expect((await user.store.list({ search: '问答' })).items.map((app) => app.id)).toEqual([storeId]);
    expect((await user.store.listByTag('tool')).items[0]).toMatchObject({ id: storeId, name: '问答应用', description: '回答问题', status_type: 'published', collect: false });
    expect((await user.store.listTags()).tags.find((tag) => tag.name === 'tool')).toEqual({ name: 'tool', count: 1 });
    expect(await user.store.toggleCollect(storeId)).toEqual({ collect: true });
    expect(await user.store.like(storeId)).toEqual({ likes: 1, liked: true });
    expect(await user.store.checkCollect([storeId])).toEqual([{ store_id: storeId, collect: true, likes: 1, liked: true }]);
    expect((await user.store.listCollected()).items.map((app) => app.id)).toEqual([storeId]);
    expect((await user.store.get(storeId)).likes).toBe(1);
    expect(await user.store.storeNode(storeId, { search: 'ChatOutput' })).toEqual({ node_id: 'ChatOutput-out00', greeting: '', suggestions: [] });
    const missing = await user.store.info(crypto.randomUUID()).catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 10003, message: '应用不存在' });
  });

  it.each<EventDelivery>(['streaming', 'polling', 'direct'])('chats with the app through build-runner with %s delivery, then reads and deletes the conversation', async (delivery) => {
    const session = `${crypto.randomUUID()}-${storeId}`;
    const chats = new BuildClient({
      transport: createHttpTransport({ baseUrl: `${server.url}/api/v1`, startPath: storeBuildPath, headers: () => ({ authorization: `Bearer ${user.tokenStore.getAccess()}` }) }),
    });
    const result = await chats.startBuild({ flowId: storeId, delivery, inputs: { input_value: `你好 ${delivery}`, session } }).done;
    expect(result.failure).toBeNull();
    expect(result.messages.map((message) => [message.sender, message.text])).toEqual([
      ['User', `你好 ${delivery}`],
      ['Machine', `Q: 你好 ${delivery}`],
    ]);
    expect((await user.conversations.list({ store_id: storeId })).items.map((conversation) => [conversation.id, conversation.title])).toContainEqual([session, '新对话']);
    expect((await user.conversations.messages(session)).map((message) => message.text)).toEqual([`你好 ${delivery}`, `Q: 你好 ${delivery}`]);
    expect((await user.conversations.history(storeId, { size: 2 })).items.map((message) => message.text)).toEqual([`Q: 你好 ${delivery}`, `你好 ${delivery}`]);
    expect(await user.conversations.remove(session)).toBeNull();
    await expect(user.conversations.messages(session)).rejects.toMatchObject({ code: 10003 });
  });

  it('starts a chat build with the client’s own call and hides the app on decommission', async () => {
    const { job_id: jobId } = await user.store.build(storeId, { inputs: { input_value: '在吗', session: `${crypto.randomUUID()}-${storeId}` } }, { event_delivery: 'polling' });
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await admin.store.decommission({ flow_id: flowId, note: '下架' })).tpe).toBe(ReleaseAction.CANCEL);
    expect((await user.store.list()).items).toEqual([]);
    await expect(user.store.build(storeId, { inputs: { input_value: '在吗', session: 's' } })).rejects.toMatchObject({ status: 404, detail: 'Flow not found' });
  });
});
