// The playground against the real server and a local OpenAI-protocol model server: chatting with
// Basic Prompting from the editor's 试运行 while the answer streams in, editing and deleting
// messages, renaming and deleting a session, and the public playground without sign-in.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { signIn } from '../support/console';
import { basicPromptingFlow } from '../support/flows';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const ANSWER = ['杭州', '是', '浙江', '的', '省会', '，', '以', '西湖', '闻名', '。'];

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByPlaceholder('发送一个消息...');
  await input.fill(text);
  await input.press('Enter');
}

describe('playground journey', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('chats with streamed tokens, edits and deletes messages, renames and deletes a session, and opens publicly', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    const token = (await accessTokenOf(context))!;
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '试运行旅程');
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('button', { name: '试运行' }).click();
    const playground = page.getByRole('dialog');
    await playground.getByText('使用聊天提示测试你的流程').waitFor(WAIT);
    await playground.getByText('默认会话').waitFor();

    // The answer streams in: part of it shows before all of it.
    llm.queue({ chunks: ANSWER, delayMs: 250 });
    await send(page, '杭州有什么特点？');
    const answer = playground.locator('[data-sender="machine"]').last();
    await expect.poll(async () => {
      const text = (await answer.innerText().catch(() => '')) ?? '';
      return text.includes('杭州是') && !text.includes('闻名。');
    }, WAIT).toBe(true);
    await answer.getByText(ANSWER.join('')).waitFor(WAIT);
    await playground.getByPlaceholder('发送一个消息...').waitFor();

    // Edit the question: shown at once, marked, and stored.
    const question = playground.locator('[data-sender="user"]').last();
    await question.getByRole('button', { name: '编辑' }).click();
    const editor = question.getByRole('textbox');
    await editor.fill('杭州有哪些名胜？');
    await editor.press('Enter');
    await question.getByText('杭州有哪些名胜？').waitFor(WAIT);
    await question.getByText('(已编辑)').waitFor(WAIT);
    await expect
      .poll(async () => {
        const response = await fetch(`${server.url}/api/v1/monitor/messages?flow_id=${flowId}&session_id=${flowId}`, { headers: { authorization: `Bearer ${token}` } });
        return ((await response.json()) as Array<{ text: string; edit: boolean }>).find((message) => message.edit)?.text;
      }, WAIT)
      .toBe('杭州有哪些名胜？');

    // Delete the answer.
    await answer.getByRole('button', { name: '删除' }).click();
    await page.getByText('消息已成功删除。').first().waitFor(WAIT);
    await expect.poll(() => playground.locator('[data-sender="machine"]').count(), WAIT).toBe(0);

    // Rename the default session, then delete it.
    const session = playground.getByRole('listitem').filter({ hasText: '默认会话' });
    await session.getByRole('button', { name: '会话选项' }).click();
    await page.getByRole('menuitem', { name: '重命名' }).click();
    const name = playground.getByRole('textbox', { name: '会话名称' });
    await name.fill('杭州旅行');
    await name.press('Enter');
    const renamed = playground.getByRole('listitem').filter({ hasText: '杭州旅行' });
    await renamed.waitFor(WAIT);
    await renamed.getByRole('button', { name: '会话选项' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page.getByText('会话已成功删除').first().waitFor(WAIT);
    await renamed.waitFor({ state: 'detached', ...WAIT });

    // Made public, the playground works for a visitor who is not signed in.
    await playground.getByRole('switch', { name: '公开试运行' }).click();
    await playground.getByRole('button', { name: '复制链接' }).waitFor(WAIT);
    const visitor = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await visitor.page.goto(`${server.url}/playground/${flowId}`);
    await visitor.page.getByRole('button', { name: '切换主题' }).waitFor(WAIT);
    llm.queue({ chunks: ['欢迎', '来', '杭州', '。'], delayMs: 50 });
    await send(visitor.page, '你好');
    await visitor.page.getByText('欢迎来杭州。').waitFor(WAIT);
    // The tab keeps the reply once its run has ended, a moment after its last token shows.
    await visitor.page.waitForFunction((id) => sessionStorage.getItem(`playground:${id}`)?.includes('欢迎来杭州。'), flowId, WAIT);
    const stored = await visitor.page.evaluate((id) => sessionStorage.getItem(`playground:${id}`), flowId);
    expect(stored).toContain('欢迎来杭州。');
    await visitor.context.close();
    await context.close();
  }, 180_000);
});
