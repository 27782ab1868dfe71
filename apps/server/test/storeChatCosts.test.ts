// What chats with marketplace apps cost the server, on SQLite and PostgreSQL. A release's graph
// costs tens of milliseconds to read and check for a large app: it is read once while the release
// is kept, and past STORE_CHAT_BUILDS_PER_MINUTE a user's chat answers 429 before it is read at
// all; other users keep their own budget, and the next minute opens it again.
import { ErrorCode } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_CHAT_BUILDS_PER_MINUTE } from '../src/store/storeChatRoutes';
import { createTestServer, databasesUnderTest, type TestServer } from '../src/testing';
import { testClock } from './support/accounts';
import { userApi, type Api } from './support/api';
import { chatPromptGraph, createFlow, fetchCatalogue, makeNode } from './support/flows';
import { publish, startChat } from './support/store';

describe.each(await databasesUnderTest())('the cost of app chats on %s', (database) => {
  const clock = testClock();
  const queries: string[] = [];
  let server: TestServer;
  let owner: Api;
  let user: Api;
  let other: Api;

  beforeAll(async () => {
    server = await createTestServer({ database, clock: clock.now, onQuery: (text) => void queries.push(text) });
    owner = await userApi(server, 'budget-owner');
    [user, other] = await Promise.all([userApi(server, 'budget-user', 8), userApi(server, 'budget-other', 8)]);
  });
  afterAll(() => server.close());

  const releaseReads = () => queries.filter((text) => /from "store_releases"/i.test(text)).length;
  /** Queries that read a release's graph, not just its id. */
  const graphReads = () => queries.filter((text) => /^select (\*|"data") from "store_releases"/i.test(text)).length;

  it('reads a release’s graph once for every chat with it, and never the working copy’s', async () => {
    clock.advance(61);
    const flow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)));
    const storeId = await publish(owner, flow.id);
    const before = graphReads();
    const flowReads = queries.length;
    for (const api of [user, other, user]) {
      const answer = await startChat(api, storeId, `${crypto.randomUUID()}-${storeId}`, '你好', 'event_delivery=direct');
      expect(answer.text).toContain('Q: 你好');
    }
    expect(graphReads() - before).toBe(1);
    // Nor is the working copy's graph read: the chat runs the release.
    expect(queries.slice(flowReads).filter((text) => /^select (\*|.*"data"[^]*) from "flows"/i.test(text))).toEqual([]);
  });

  it('checks a chat’s graph as builds do, also after runs of the release prepared it their way', async () => {
    clock.advance(61);
    const catalogue = await fetchCatalogue(owner);
    const graph = chatPromptGraph(catalogue);
    // A chat output that nothing feeds: a run fails only at that component, a build is refused before it starts.
    graph.nodes.push(makeNode(catalogue, 'ChatOutput-out01'));
    const flow = await createFlow(owner, graph);
    const storeId = await publish(owner, flow.id);
    const run = await user.post<RunResponse>(`/api/v1/run/${flow.id}`, { input_value: '你好' });
    expect(run.status, run.text).toBe(500);
    const chat = await startChat(user, storeId, `${crypto.randomUUID()}-${storeId}`, '你好', 'event_delivery=direct');
    expect(chat).toMatchObject({ status: 400, body: { detail: '聊天输出 缺少“输入”。' } });
  });

  it('refuses the chat past the budget without reading the release, per user, until the next minute', async () => {
    clock.advance(61);
    const flow = await createFlow(owner, chatPromptGraph(await fetchCatalogue(owner)));
    const storeId = await publish(owner, flow.id);
    const sessions = new Map([user, other].map((api) => [api, `${crypto.randomUUID()}-${storeId}`]));
    // Direct delivery answers when the build has ended: the running-builds cap never comes into play.
    const start = (api: Api) => startChat(api, storeId, sessions.get(api)!, '你好', 'event_delivery=direct');
    for (let count = 0; count < STORE_CHAT_BUILDS_PER_MINUTE; count += 1) expect((await start(user)).status).toBe(200);

    const before = releaseReads();
    const refused = await start(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({ detail: `每分钟最多发起 ${STORE_CHAT_BUILDS_PER_MINUTE} 次对话，请稍后再试。`, code: ErrorCode.TOO_MANY_REQUESTS, params: { limit: String(STORE_CHAT_BUILDS_PER_MINUTE) } });
    expect(releaseReads()).toBe(before);

    expect((await start(other)).status).toBe(200);
    clock.advance(61);
    expect((await start(user)).status).toBe(200);
  });
});
