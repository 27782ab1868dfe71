// Chat with a published app through the local OpenAI-protocol server: the released snapshot runs
// (the owner's later edits reach users only with the next release), the developer preview runs the
// working copy for the owner only, a decommission ends others' running chats, conversations and
// their messages are the chatting user's alone (not the owner's playground or monitor), and the
// chat page's UI node. SQLite and PostgreSQL.
import type { ConversationRead, Envelope, Paged, StoreNode } from '@app/api-client';
import type { ChatMessage, FlowRecord } from '@app/flow-graph';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import { TEMPLATE_API_KEY_VARIABLE } from '@app/templates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { dataOf } from './support/admin';
import { parseEvents, userApi, type Api } from './support/api';
import { eventually } from './support/builds';
import { createFromTemplate, nodeOf, saveData, setValue, tokensOf } from './support/templateFlows';
import { answerOf, chat, codeOf, decommission, publish, startChat } from './support/store';

const KEY = 'sk-store-chat-test-5e6f7a8b9c';
const RELEASED_PROMPT = '你是一位热情、专业的 AI 助手';
const EDITED_PROMPT = '你是一位只说英文的翻译助手。';

function systemPromptOf(request: { body: unknown } | undefined): string {
  const messages = (request?.body as { messages: Array<{ role: string; content: string }> }).messages;
  return messages.find((message) => message.role === 'system')?.content ?? '';
}

describe.each(await databasesUnderTest())('chat with a published app on %s', (database) => {
  let server: TestServer;
  let llm: LlmTestServer;
  let owner: Api;
  let user: Api;
  let other: Api;

  beforeAll(async () => {
    [server, llm] = await Promise.all([createTestServer({ database, env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: KEY })]);
    owner = await userApi(server, 'chat-owner');
    [user, other] = await Promise.all([userApi(server, 'chat-user', 8), userApi(server, 'chat-other', 8)]);
    expect((await owner.post('/api/v1/variables/', { name: TEMPLATE_API_KEY_VARIABLE, value: KEY, type: 'Credential' })).status).toBe(201);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await Promise.all([server.close(), llm.close()]);
  });

  async function publishedApp(): Promise<{ flow: FlowRecord; storeId: string }> {
    const flow = await createFromTemplate(owner, 'basic-prompting', llm.baseUrl);
    return { flow, storeId: await publish(owner, flow.id) };
  }

  async function editPrompt(flow: FlowRecord, text: string): Promise<void> {
    setValue(nodeOf(flow, 'Prompt'), 'template', text);
    await saveData(owner, flow);
  }

  it('streams the released snapshot’s answer to a plain user; edits change nothing until the next release', async () => {
    const { flow, storeId } = await publishedApp();
    const session = `${crypto.randomUUID()}-${storeId}`;
    llm.queue({ chunks: ['你好', '，我在', '。'] });
    const first = await chat(user, storeId, session, '你好');
    expect(tokensOf(first).map((token) => token.chunk)).toEqual(['你好', '，我在', '。']);
    expect(answerOf(first)).toBe('你好，我在。');
    expect(systemPromptOf(llm.requests[0])).toContain(RELEASED_PROMPT);

    await editPrompt(flow, EDITED_PROMPT);
    llm.queue({ text: '还是原来的我' });
    expect(answerOf(await chat(user, storeId, session, '你是谁'))).toBe('还是原来的我');
    expect(systemPromptOf(llm.requests[1])).toContain(RELEASED_PROMPT);

    await publish(owner, flow.id, '英文版');
    llm.queue({ text: 'Hello' });
    expect(answerOf(await chat(user, storeId, session, '你是谁'))).toBe('Hello');
    expect(systemPromptOf(llm.requests[2])).toBe(EDITED_PROMPT);
  });

  it('runs the working copy in the developer preview for the owner, and refuses the preview to others', async () => {
    const { flow, storeId } = await publishedApp();
    await editPrompt(flow, EDITED_PROMPT);
    llm.queue({ text: 'preview' });
    expect(answerOf(await chat(owner, storeId, crypto.randomUUID(), 'hi', 'event_delivery=streaming&preview=true'))).toBe('preview');
    expect(systemPromptOf(llm.requests[0])).toBe(EDITED_PROMPT);
    expect(await startChat(user, storeId, crypto.randomUUID(), 'hi', 'event_delivery=streaming&preview=true')).toMatchObject({ status: 404, body: { detail: 'Flow not found' } });
    expect(llm.requests).toHaveLength(1);
    const preview = dataOf(await owner.get<Envelope<StoreNode>>(`/api/v1/store/store_node/${storeId}?preview=true`));
    expect(preview.node_id).toBe(nodeOf(flow, 'UIOutput').id);
    expect(codeOf(await user.get(`/api/v1/store/store_node/${storeId}?preview=true`))).toBe(10003);
  });

  it('ends other users’ running chats when the app is decommissioned, and keeps their conversation', async () => {
    const { flow, storeId } = await publishedApp();
    const session = `${crypto.randomUUID()}-${storeId}`;
    llm.queue({ text: Array.from({ length: 80 }, (_, index) => `词${index}`).join(' '), delayMs: 25 });
    const started = await startChat(user, storeId, session, '讲个长故事');
    expect(started.status).toBe(200);
    await eventually(() => llm.requests.length === 1);
    const events = user.get(`/api/v1/build/${started.body.job_id}/events?event_delivery=streaming`);
    await decommission(owner, flow.id);
    await llm.requests[0]!.settled;
    expect(llm.requests[0]!.closedEarly).toBe(true);
    expect(parseEvents((await events).text).some((event) => event.event === 'end_vertex' && event.data.build_data.id === nodeOf(flow, 'ChatOutput').id)).toBe(false);
    await publish(owner, flow.id, '回来了');
    const kept = dataOf<ChatMessage[]>(await user.get(`/api/v1/store/current_session/${session}`));
    expect(kept[0]).toMatchObject({ sender: 'User', text: '讲个长故事', session_id: session, flow_id: flow.id });
  });

  it('keeps conversations to the chatting user: not in the owner’s monitor, not readable or writable by others', async () => {
    const { flow, storeId } = await publishedApp();
    const session = `${crypto.randomUUID()}-${storeId}`;
    llm.queue({ text: '私密回答' });
    await chat(user, storeId, session, '私密问题');
    const mine = dataOf<ChatMessage[]>(await user.get(`/api/v1/store/current_session/${session}`));
    expect(mine.map((message) => message.text)).toEqual(['私密问题', '私密回答']);
    // The run API too: the user's runs go to a conversation of their own, kept from the owner.
    llm.queue({ text: '运行回答' });
    const run = await user.post(`/api/v1/run/${flow.id}`, { input_value: '运行问题' });
    expect(run.status, run.text).toBe(200);
    const conversations = dataOf<Paged<ConversationRead>>(await user.get(`/api/v1/conversations?store_id=${storeId}`)).items;
    expect(conversations).toHaveLength(2);
    const runSession = conversations.find((conversation) => conversation.id !== session)!.id;
    expect(dataOf<ChatMessage[]>(await user.get(`/api/v1/store/current_session/${runSession}`)).map((message) => message.text)).toEqual(['运行问题', '运行回答']);

    const monitor = await owner.get<ChatMessage[]>(`/api/v1/monitor/messages?flow_id=${flow.id}`);
    expect(monitor.status).toBe(200);
    expect(monitor.body).toEqual([]);
    expect((await owner.get<string[]>(`/api/v1/monitor/messages/sessions?flow_id=${flow.id}`)).body).toEqual([]);
    expect((await owner.get<{ items: unknown[] }>(`/api/v1/monitor/transactions?flow_id=${flow.id}`)).body.items).toEqual([]);
    expect((await owner.get<{ vertex_builds: Record<string, unknown> }>(`/api/v1/monitor/builds?flow_id=${flow.id}`)).body.vertex_builds).toEqual({});

    expect(await other.get(`/api/v1/store/current_session/${session}`)).toMatchObject({ body: { code: 10003, msg: '对话不存在', data: null } });
    expect(await owner.get(`/api/v1/store/current_session/${session}`)).toMatchObject({ body: { code: 10003, msg: '对话不存在' } });
    expect(await startChat(other, storeId, session, '我也来')).toMatchObject({ status: 404 });
    expect(codeOf(await other.delete(`/api/v1/conversations/${session}`))).toBe(10003);
    expect(dataOf<Paged<ConversationRead>>(await other.get(`/api/v1/conversations?store_id=${storeId}`)).items).toEqual([]);
    expect(dataOf<Paged<ChatMessage>>(await other.get(`/api/v1/store/history_session/${storeId}`)).total).toBe(0);
    expect(dataOf<ChatMessage[]>(await user.get(`/api/v1/store/current_session/${session}`))).toHaveLength(2);
  });

  it('lists, pages and deletes a user’s conversations, newest activity first', async () => {
    const { storeId } = await publishedApp();
    const [first, second] = [`${crypto.randomUUID()}-${storeId}`, `${crypto.randomUUID()}-${storeId}`];
    llm.queue({ text: '一' }, { text: '二' }, { text: '三' });
    await chat(user, storeId, first, '第一');
    await chat(user, storeId, second, '第二');
    await chat(user, storeId, first, '第三');
    const list = dataOf<Paged<ConversationRead>>(await user.get(`/api/v1/conversations?store_id=${storeId}`));
    expect(list).toMatchObject({ page: 1, size: 100, total: 2 });
    expect(list.items.map((item) => [item.id, item.title, item.store_id])).toEqual([
      [first, '新对话', storeId],
      [second, '新对话', storeId],
    ]);
    const history = dataOf<Paged<ChatMessage>>(await user.get(`/api/v1/store/history_session/${storeId}?page=1&size=4`));
    expect(history).toMatchObject({ total: 6, pages: 2, size: 4 });
    expect(history.items.map((message) => message.text)).toEqual(['三', '第三', '二', '第二']);

    expect(dataOf(await user.delete(`/api/v1/conversations/${first}`))).toBeNull();
    expect(dataOf<Paged<ConversationRead>>(await user.get(`/api/v1/conversations?store_id=${storeId}`)).items.map((item) => item.id)).toEqual([second]);
    expect(codeOf(await user.get(`/api/v1/store/current_session/${first}`))).toBe(10003);
    expect(codeOf(await user.delete(`/api/v1/conversations/${first}`))).toBe(10003);
    expect(await startChat(user, storeId, '', 'x')).toMatchObject({ status: 400 });
    expect(await startChat(user, storeId, 's'.repeat(201), 'x')).toMatchObject({ status: 400 });
    expect((await user.post(`/api/v1/run/${(await user.get<Envelope<{ flow_id: string }>>(`/api/v1/store/${storeId}`)).body.data.flow_id}`, { input_value: 'x', session_id: 's'.repeat(201) })).status).toBe(400);
  });

  it('reads the chat page’s greeting and suggestions from the release’s UI Input and finds the UI Output node', async () => {
    const { flow, storeId } = await publishedApp();
    const expected = {
      node_id: nodeOf(flow, 'UIOutput').id,
      greeting: '你好！我是你的 AI 助手，有什么可以帮你？',
      suggestions: [{ name: '用三句话介绍一下你自己' }, { name: '帮我写一封请假邮件' }, { name: '什么是提示词工程？' }],
    };
    expect(dataOf(await user.get(`/api/v1/store/store_node/${storeId}?search=UIOutput`))).toEqual(expected);
    expect(dataOf(await user.post('/api/v1/store/find_node', { store_id: storeId, search: 'UIInput' }))).toEqual({ ...expected, node_id: nodeOf(flow, 'UIInput').id });
    setValue(nodeOf(flow, 'UIInput'), 'greeting', '新的开场白');
    await saveData(owner, flow);
    expect(dataOf<StoreNode>(await user.get(`/api/v1/store/store_node/${storeId}`)).greeting).toBe(expected.greeting);
    expect(dataOf<StoreNode>(await owner.get(`/api/v1/store/store_node/${storeId}?preview=true`)).greeting).toBe('新的开场白');
  });
});
