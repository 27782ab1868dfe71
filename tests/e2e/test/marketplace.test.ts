// The marketplace against the real server and a local OpenAI-protocol model server: a developer
// builds Basic Prompting and publishes it with a policy that admits one plain user and refuses
// another. The admitted user finds the app under its tag and by search, favourites and likes it,
// chats while the answer streams in, regenerates it, starts a second conversation and deletes the
// first; the refused user does not see the app and is sent to /explore from its chat's address.
// The developer's later edits reach the user only with the next release, and unpublishing takes
// the app away at once. Screenshots of the marketplace and the chat in Chinese and English at
// 1280x800.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/console';
import { basicPromptingFlow } from '../support/flows';
import { apiToken, bindPolicy, conversationIds, createAccount, createPolicy, decommission, describeFlow, editPromptTemplate, release, USER_PASSWORD } from '../support/marketplace';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const VIEWPORT = { width: 1280, height: 800 };
const APP_NAME = '西湖导游';
const ANSWER = ['西湖', '位于', '杭州', '，', '有', '断桥', '和', '雷峰塔', '。'];
const SECOND_ANSWER = '另一种说法：西湖十景值得一看。';
const THIRD_ANSWER = '灵隐寺是杭州最古老的寺院之一。';

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByPlaceholder('发送一个消息...');
  await input.fill(text);
  await input.press('Enter');
}

describe('marketplace journey', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let storeId: string;
  let flowId: string;
  let devToken: string;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser()]);
    const admin = await apiToken(server.url, server.adminUsername, server.adminPassword);
    await createAccount(server.url, admin, 'market-dev', '陈开发', 16);
    const allowed = await createAccount(server.url, admin, 'market-alice', '爱丽丝', 8);
    const denied = await createAccount(server.url, admin, 'market-bob', '鲍勃先生', 8);
    const policy = await createPolicy(server.url, admin, '导游策略', [allowed], [denied]);
    devToken = await apiToken(server.url, 'market-dev', USER_PASSWORD);
    flowId = await basicPromptingFlow(server.url, devToken, llm.baseUrl, APP_NAME);
    await describeFlow(server.url, devToken, flowId, '介绍杭州西湖的景点和游览路线。', ['tool']);
    storeId = await release(server.url, devToken, flowId, '第一版');
    await bindPolicy(server.url, devToken, storeId, policy);
    await mkdir(resultsDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('lets the admitted user find, favourite, like and chat with the app, regenerate, and keep one of two conversations', async () => {
    const { context, page } = await openPage(browser, { viewport: VIEWPORT });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, server.url, 'market-alice', USER_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/explore');
    await page.getByRole('heading', { name: '应用广场' }).waitFor(WAIT);
    const card = page.getByRole('link', { name: APP_NAME });
    await card.waitFor(WAIT);

    // Under its tag, and by search.
    await page.getByRole('tab', { name: '效率工具' }).click();
    await page.waitForURL((url) => url.pathname === `/explore/tool`);
    await card.waitFor(WAIT);
    await page.getByRole('tab', { name: '角色' }).click();
    await page.getByText('暂无应用').waitFor(WAIT);
    await page.getByRole('tab', { name: '全部' }).click();
    await page.getByRole('textbox', { name: '搜索应用' }).fill('没有这个应用');
    await page.getByText('暂无应用').waitFor(WAIT);
    await page.getByRole('textbox', { name: '搜索应用' }).fill('西湖');
    await card.waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-marketplace-explore-zh.png') });

    // A favourite, listed in 我的收藏.
    await card.getByRole('button', { name: '收藏' }).click();
    await card.getByRole('button', { name: '取消收藏' }).waitFor(WAIT);
    await page.getByRole('navigation', { name: '主菜单' }).getByText('我的收藏').click();
    await page.waitForURL((url) => url.pathname === '/collect');
    await page.getByRole('link', { name: APP_NAME }).click();
    await page.waitForURL((url) => url.pathname === `/chat/bot/${storeId}`);

    // Like it once.
    await page.getByRole('button', { name: '点赞 0 个赞' }).click();
    await page.getByRole('button', { name: '已点赞 1 个赞' }).waitFor(WAIT);
    await page.getByText('点赞成功').first().waitFor(WAIT);

    // The answer streams in: part of it shows before all of it.
    llm.queue({ chunks: ANSWER, delayMs: 250 });
    await send(page, '西湖有什么好玩的？');
    const answers = page.locator('[data-sender="machine"]');
    await expect
      .poll(async () => {
        const text = (await answers.last().innerText().catch(() => '')) ?? '';
        return text.includes('西湖位于') && !text.includes('雷峰塔。');
      }, WAIT)
      .toBe(true);
    await answers.last().getByText(ANSWER.join('')).waitFor(WAIT);
    await page.getByText('内容由 AI 生成，不能保证完全准确可靠，请注意甄别').waitFor();

    // Regenerate: the last question is asked again and a new answer follows.
    llm.queue({ text: SECOND_ANSWER });
    await answers.last().getByRole('button', { name: '重新生成' }).click();
    await page.getByText(SECOND_ANSWER).waitFor(WAIT);
    expect(llm.requests).toHaveLength(2);
    await expect.poll(() => answers.count(), WAIT).toBe(2);
    await page.screenshot({ path: join(resultsDir, 'e2e-marketplace-chat-zh.png') });

    // A second conversation; then the first one is deleted.
    const token = (await apiToken(server.url, 'market-alice', USER_PASSWORD))!;
    const [first] = await conversationIds(server.url, token, storeId);
    const sidebar = page.getByRole('navigation', { name: '对话记录' });
    await sidebar.getByRole('button', { name: '新对话', exact: true }).first().click();
    await expect.poll(() => page.locator('[data-sender]').count(), WAIT).toBe(0);
    llm.queue({ text: THIRD_ANSWER });
    await send(page, '灵隐寺怎么样？');
    await page.getByText(THIRD_ANSWER).waitFor(WAIT);
    await expect.poll(async () => (await conversationIds(server.url, token, storeId)).length, WAIT).toBe(2);
    await expect.poll(() => sidebar.getByRole('listitem').count(), WAIT).toBe(2);
    await page.getByTestId(`session-${first}`).getByRole('button', { name: '会话选项' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByText('删除对话成功').first().waitFor(WAIT);
    await expect.poll(() => sidebar.getByRole('listitem').count(), WAIT).toBe(1);
    const remaining = await conversationIds(server.url, token, storeId);
    expect(remaining).toHaveLength(1);
    expect(remaining).not.toContain(first);
    await page.getByText(THIRD_ANSWER).waitFor();

    // The same screens in English.
    await page.evaluate(() => localStorage.setItem('app-language', 'en'));
    await page.reload();
    await page.getByText('Content is AI generated and may not be fully accurate or reliable').waitFor(WAIT);
    await page.getByRole('button', { name: 'Liked 1 likes' }).waitFor(WAIT);
    await page.getByTestId(`session-${remaining[0]}`).getByRole('button').first().click();
    await page.getByText(THIRD_ANSWER).waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-marketplace-chat-en.png') });
    await page.goto(`${server.url}/explore`);
    await page.getByRole('heading', { name: 'App marketplace' }).waitFor(WAIT);
    await page.getByRole('link', { name: APP_NAME }).waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-marketplace-explore-en.png') });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('hides the app from the refused user and sends them from its chat to /explore', async () => {
    const { context, page } = await openPage(browser, { viewport: VIEWPORT });
    await signIn(page, server.url, 'market-bob', USER_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/explore');
    await page.getByText('暂无应用').waitFor(WAIT);
    expect(await page.getByRole('link', { name: APP_NAME }).count()).toBe(0);
    await page.goto(`${server.url}/chat/bot/${storeId}`);
    await page.waitForURL((url) => url.pathname === '/explore', WAIT);
    await page.getByText('暂无应用').waitFor(WAIT);
    await context.close();
  }, 120_000);

  it('gives the user the released version until the next release, and takes the app away when unpublished', async () => {
    const { context, page } = await openPage(browser, { viewport: VIEWPORT });
    await signIn(page, server.url, 'market-alice', USER_PASSWORD);
    const systemPrompt = () => JSON.stringify((llm.requests.at(-1)?.body as { messages?: unknown } | null)?.messages ?? '');
    const ask = async (question: string, reply: string) => {
      await page.goto(`${server.url}/chat/bot/${storeId}`);
      await page.getByRole('navigation', { name: '对话记录' }).getByRole('button', { name: '新对话', exact: true }).first().click();
      llm.queue({ text: reply });
      await send(page, question);
      await page.getByText(reply).waitFor(WAIT);
    };

    // An edit of the working copy changes nothing for users: they chat with the release.
    await editPromptTemplate(server.url, devToken, flowId, '你是西湖的专业导游，只回答与杭州有关的问题。');
    await ask('苏堤在哪里？', '苏堤在西湖西侧。');
    expect(systemPrompt()).toContain('你是一位热情、专业的 AI 助手');
    expect(systemPrompt()).not.toContain('专业导游');

    // The next release brings the edit.
    await release(server.url, devToken, flowId, '第二版：导游口吻');
    await ask('白堤呢？', '白堤连接孤山。');
    expect(systemPrompt()).toContain('你是西湖的专业导游');

    // Unpublished: gone from the marketplace and the chat at once.
    await decommission(server.url, devToken, flowId, '暂停使用');
    await page.goto(`${server.url}/explore`);
    await page.getByText('暂无应用').waitFor(WAIT);
    expect(await page.getByRole('link', { name: APP_NAME }).count()).toBe(0);
    await page.goto(`${server.url}/chat/bot/${storeId}`);
    await page.waitForURL((url) => url.pathname === '/explore', WAIT);
    await context.close();
  }, 180_000);
});
