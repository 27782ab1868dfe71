// The embeddable chat on a third-party site: a plain page on another origin carries only the embed
// snippet (the loader from {host}/plugins/ with the address and the iframe source). Its bubble opens
// the app's chat page in an iframe: the greeting, a question, the answer streaming in from the
// local model server, and the close-window action folding the chat away. A switched-off channel
// code makes the bubble's window say so, in Chinese and in English. Screenshots of both languages
// at 1280x800 go to test-results/. The chat page's first load stays within its 90 kB budget (gzipped).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { createChannelCode, embedSnippet, setCodeEnabled, shopPage, startThirdPartySite, type ThirdPartySite } from '../support/embed';
import { basicPromptingFlow } from '../support/flows';
import { apiToken, createAccount, describeFlow, release, USER_PASSWORD } from '../support/marketplace';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const VIEWPORT = { width: 1280, height: 800 };
const APP_NAME = '茶艺顾问';
const ANSWER = ['龙井', '是', '绿茶', '，', '宜用', '八十', '度', '的水', '冲泡', '。'];

async function openBubble(page: Page, label: string, title: string): Promise<FrameLocator> {
  await page.getByRole('button', { name: label }).click();
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  return frame;
}

describe('embedded chat on a third-party site', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let site: ThirdPartySite;
  let storeId: string;
  let openCode: string;

  beforeAll(async () => {
    [server, llm, browser, site] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser(), startThirdPartySite()]);
    const admin = await apiToken(server.url, server.adminUsername, server.adminPassword);
    await createAccount(server.url, admin, 'embed-dev', '林开发', 16);
    const dev = await apiToken(server.url, 'embed-dev', USER_PASSWORD);
    const flowId = await basicPromptingFlow(server.url, dev, llm.baseUrl, APP_NAME);
    await describeFlow(server.url, dev, flowId, '回答关于中国茶的问题。', ['tool']);
    storeId = await release(server.url, dev, flowId, '第一版');
    const open = await createChannelCode(server.url, dev, storeId, '官网');
    openCode = open.api_key;
    const off = await createChannelCode(server.url, dev, storeId, '旧站');
    await setCodeEnabled(server.url, dev, off.id, false);
    site.page('/zh/shop.html', shopPage('zh-CN', embedSnippet(server.url, storeId, open.api_key)));
    site.page('/en/shop.html', shopPage('en', embedSnippet(server.url, storeId, open.api_key)));
    site.page('/zh/old.html', shopPage('zh-CN', embedSnippet(server.url, storeId, off.api_key)));
    site.page('/en/old.html', shopPage('en', embedSnippet(server.url, storeId, off.api_key)));
    await mkdir(resultsDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([llm?.close(), site?.close(), server?.stop()]);
  });

  it('opens the bubble on another site and streams the answer to a question', async () => {
    const { context, page } = await openPage(browser, { viewport: VIEWPORT, locale: 'zh-CN' });
    try {
      await page.goto(`${site.url}/zh/shop.html`);
      const frame = await openBubble(page, '打开聊天', '智能助手');
      await frame.getByText('你好！我是你的 AI 助手，有什么可以帮你？').waitFor(WAIT);
      await frame.getByText(APP_NAME).first().waitFor(WAIT);

      llm.queue({ chunks: ANSWER, delayMs: 250 });
      const input = frame.getByPlaceholder('发送一个消息...');
      await input.fill('龙井怎么泡？');
      await input.press('Enter');
      // Part of the answer shows while the rest is still on its way.
      const answers = frame.locator('[data-sender="machine"]');
      await expect
        .poll(async () => {
          const text = (await answers.last().innerText().catch(() => '')) ?? '';
          return text.includes('龙井是') && !text.includes('冲泡。');
        }, WAIT)
        .toBe(true);
      await frame.getByText(ANSWER.join('')).waitFor(WAIT);
      // The input's tooltips arrived with the first focus on it.
      await frame.getByRole('button', { name: '发送' }).hover();
      await frame.getByRole('tooltip').getByText('发送').waitFor(WAIT);
      await page.screenshot({ path: join(resultsDir, 'embed-chat-zh.png') });

      // The close-window action folds the chat away (after the spec's 500 ms) and the bubble can open it again.
      await frame.getByRole('button', { name: '关闭聊天' }).click();
      await page.locator('iframe[title="智能助手"]').waitFor({ state: 'hidden', ...WAIT });
      await page.getByRole('button', { name: '打开聊天' }).click();
      await frame.getByText(ANSWER.join('')).waitFor(WAIT);
    } finally {
      await context.close();
    }
  });

  it('says in the bubble that a switched-off channel code cannot chat, in Chinese and English', async () => {
    for (const [lang, open, title, text] of [
      ['zh', '打开聊天', '智能助手', '该渠道码已停用，暂时无法对话。请联系网站管理员。'],
      ['en', 'Open chat', 'Assistant', 'This channel code is disabled, so the chat is unavailable. Please contact the site’s administrator.'],
    ] as const) {
      const { context, page } = await openPage(browser, { viewport: VIEWPORT, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      try {
        await page.goto(`${site.url}/${lang}/old.html`);
        const frame = await openBubble(page, open, title);
        await frame.getByRole('alert').getByText(text).waitFor(WAIT);
        await page.screenshot({ path: join(resultsDir, `embed-disabled-${lang}.png`) });
      } finally {
        await context.close();
      }
    }
  });

  it('chats in English on an English page', async () => {
    const { context, page } = await openPage(browser, { viewport: VIEWPORT, locale: 'en-US' });
    try {
      await page.goto(`${site.url}/en/shop.html`);
      const frame = await openBubble(page, 'Open chat', 'Assistant');
      llm.queue({ chunks: ['Longjing ', 'is a ', 'green tea.'], delayMs: 100 });
      const input = frame.getByPlaceholder(/Send a message/);
      await input.fill('What is Longjing?');
      await input.press('Enter');
      await frame.getByText('Longjing is a green tea.').waitFor(WAIT);
      // The run has ended: the send button is back in place of 终止.
      await frame.getByRole('button', { name: 'Send' }).waitFor(WAIT);
      expect(await frame.getByRole('button', { name: 'New conversation' }).isEnabled()).toBe(true);
      await page.screenshot({ path: join(resultsDir, 'embed-chat-en.png') });
    } finally {
      await context.close();
    }
  });

  it('loads the chat page within its budget: at most 90 kB of scripts and styles, gzipped', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 400, height: 640 }, locale: 'zh-CN' });
    try {
      const sizes: Array<Promise<number>> = [];
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        if (kind === 'script' || kind === 'stylesheet') sizes.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(`${server.url}/rest/bot?id=${storeId}&api_key=${encodeURIComponent(openCode)}`, { waitUntil: 'networkidle' });
      await page.getByPlaceholder('发送一个消息...').waitFor(WAIT);
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      expect(sizes.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(90_000);
    } finally {
      await context.close();
    }
  });
});
