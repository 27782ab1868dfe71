// Notices cover no controls at 1280x800: on the login page they stay off the sign-in and
// registration forms, in the editor off its header (运行 / 终止, 发布) and the canvas's corner panels.
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { nodeOfType } from '../support/canvas';
import { signIn, submitLogin } from '../support/console';
import { basicPromptingFlow } from '../support/flows';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** The shown notice titled `title`. */
async function notice(page: Page, title: string): Promise<Locator> {
  const shown = page.locator('.mantine-Notification-root', { hasText: title }).first();
  await shown.waitFor(WAIT);
  return shown;
}

/** The names of the controls whose boxes the notice's box overlaps. */
async function coveredBy(shown: Locator, controls: Record<string, Locator>): Promise<string[]> {
  const box = await boxOf(shown);
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) if (overlaps(box, await boxOf(control))) covered.push(name);
  return covered;
}

describe('notices cover no controls', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: 'sk-e2e' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('keeps a notice of the login page off the sign-in and the registration forms', async () => {
    const { context, page } = await openPage(browser);
    await submitLogin(page, server.url, server.adminUsername, 'Wrong#Pass1');
    const shown = await notice(page, '登录失败');
    expect(await coveredBy(shown, { 'sign-in form': page.locator('form').first() })).toEqual([]);
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.getByLabel('确认密码', { exact: true }).waitFor(WAIT);
    expect(await shown.isVisible()).toBe(true);
    expect(await coveredBy(shown, { 'registration form': page.locator('form').first() })).toEqual([]);
    await page.screenshot({ path: join(resultsDir, 'e2e-notices-register.png') });
    await context.close();
  });

  it('keeps the build notices of the editor off its header (运行 / 终止) and the canvas panels', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    const flowId = await basicPromptingFlow(server.url, (await accessTokenOf(context))!, llm.baseUrl, '通知位置');
    await page.goto(`${server.url}/flow/${flowId}`);
    await nodeOfType(page, 'OpenAIModel').waitFor(WAIT);
    llm.queue({ chunkCount: 20, text: '慢'.repeat(20), delayMs: 300 });
    await page.getByRole('button', { name: '运行', exact: true }).click();
    const stop = page.getByRole('button', { name: '终止' });
    await stop.waitFor(WAIT);
    const shown = await notice(page, '组件正在运行');
    expect(
      await coveredBy(shown, {
        header: page.locator('header').first(),
        终止: stop,
        'canvas panel top left': page.locator('.react-flow__panel.top.left'),
        'canvas panel top right': page.locator('.react-flow__panel.top.right'),
        'canvas controls': page.locator('.react-flow__controls'),
      }),
    ).toEqual([]);
    // Outside the notice itself nothing of the notices catches a click: the sidebar, the canvas and its controls below it get theirs.
    const caught = await page.evaluate(() =>
      [
        [150, 400],
        [640, 500],
        [640, 760],
        [330, 700],
        [1200, 700],
      ].filter(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.mantine-Notifications-root')),
    );
    expect(caught).toEqual([]);
    await page.screenshot({ path: join(resultsDir, 'e2e-notices-editor.png') });
    await stop.click();
    await page.getByRole('button', { name: '运行', exact: true }).waitFor(WAIT);
    await context.close();
  }, 120_000);
});
