// 我的文件 and the read-only view in Chromium against the built server. A developer (the
// administrator) uploads two files and sees their progress bars move and finish (the upload goes
// over HTTP/1.1 through XMLHttpRequest's upload events, slowed by the DevTools network conditions
// so the bar can be seen), renames one, duplicates it, deletes one after the confirmation, and
// searches. Then a flow's 分享 popover opens its /flow/{id}/view in a new tab, where a node cannot
// be moved or deleted. zh and en screenshots at 1280x800 go to test-results/.
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { nodeOfType, nodes, storedGraph } from '../support/canvas';
import { newFlowFromTemplate, signIn } from '../support/console';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const UPLOAD_BYTES_PER_SECOND = 512 * 1024;

const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** Picks an action from the menu of the file's own row (never from another row's menu still closing). */
async function fileAction(page: Page, name: string, action: string): Promise<void> {
  const label = `${name} 的操作`;
  await rowOf(page, name).getByRole('button', { name: label }).click();
  await page.getByRole('menu', { name: label }).getByRole('menuitem', { name: action }).click();
}

/** Every value the upload bars showed, recorded in the page as they change. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) seen.push(bar.getAttribute('aria-valuenow') ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));

async function inEnglish(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
  await page.reload();
}

/** The flow position xyflow gives a node (its transform), which panning the canvas leaves alone. */
const positionOf = (node: Locator) => node.evaluate((element) => (element as HTMLElement).style.transform);

describe('files and read-only view journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads with progress, renames, duplicates, deletes and searches on 我的文件', async () => {
    const { context, page } = await openPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.goto(`${server.url}/files`);
    await page.getByRole('heading', { name: '我的文件' }).waitFor();
    await page.getByText('暂无文件').waitFor();
    await page.getByText('上传文件或从首选云导入。').waitFor();

    // Two files, sent slowly enough that their bars are seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLOAD_BYTES_PER_SECOND });
    await recordProgress(page);
    await page.locator('input[type="file"]').setInputFiles([
      { name: '季度报表.csv', mimeType: 'text/csv', buffer: Buffer.from(`季度,收入\n${'Q1,100\n'.repeat(150_000)}`) },
      { name: '产品说明.md', mimeType: 'text/markdown', buffer: Buffer.from(`# 产品说明\n${'内容\n'.repeat(100_000)}`) },
    ]);
    await page.getByRole('progressbar').first().waitFor();
    await page.getByText('所有文件已成功上传').waitFor();
    await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await progressSeen(page);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    expect(seen).toContain(100);
    await rowOf(page, '季度报表').waitFor();
    await rowOf(page, '产品说明').waitFor();

    // Renamed; the extension stays.
    await fileAction(page, '产品说明', '重命名');
    const renameDialog = page.getByRole('dialog', { name: '重命名文件' });
    await renameDialog.getByRole('textbox', { name: '文件名' }).fill('产品手册');
    await renameDialog.getByRole('button', { name: '保存' }).click();
    await rowOf(page, '产品手册').waitFor();
    expect(await rowOf(page, '产品手册').getByText('md', { exact: true }).count()).toBe(1);

    // Duplicated: downloaded, then uploaded under a free name.
    await fileAction(page, '产品手册', '复制');
    await rowOf(page, '产品手册 (1)').waitFor();

    // Deleted after the confirmation.
    await fileAction(page, '季度报表', '删除');
    const deleteDialog = page.getByRole('dialog', { name: '删除文件' });
    await deleteDialog.getByText('确定要删除“季度报表”吗？此操作无法撤销。').waitFor();
    await deleteDialog.getByRole('button', { name: '删除' }).click();
    await page.getByText('文件已成功删除').waitFor();
    await rowOf(page, '季度报表').waitFor({ state: 'detached' });

    // Searched.
    await page.getByPlaceholder('查找文件...').fill('(1)');
    await rowOf(page, '产品手册').waitFor({ state: 'detached' });
    await rowOf(page, '产品手册 (1)').waitFor();
    await page.getByPlaceholder('查找文件...').fill('');
    await rowOf(page, '产品手册').waitFor();
    const listed = await fetch(`${server.url}/api/v2/files`, { headers: { authorization: `Bearer ${await accessTokenOf(context)}` } });
    expect(((await listed.json()) as Array<{ name: string }>).map((file) => file.name).sort()).toEqual(['产品手册', '产品手册 (1)']);

    await page.getByText('文件已成功删除').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(resultsDir, 'e2e-files-zh.png') });
    await inEnglish(page);
    await page.getByRole('heading', { name: 'My files' }).waitFor();
    await page.getByPlaceholder('Search files...').waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-files-en.png') });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('opens a flow’s read-only view from 分享, where nodes cannot be moved or deleted', async () => {
    const { context, page } = await openPage(browser);
    const pageErrors: string[] = [];
    context.on('weberror', (error) => pageErrors.push(error.error().message));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    const flowId = (await newFlowFromTemplate(page, server.url, '快速开始', '基础提示词')).split('/')[2]!;
    await nodeOfType(page, 'ChatOutput').waitFor();
    await page.getByText('已保存', { exact: true }).waitFor();
    const stored = await storedGraph(server.url, (await accessTokenOf(context))!, flowId);

    await page.getByRole('button', { name: '分享', exact: true }).click();
    const share = page.getByRole('dialog', { name: '分享' });
    expect(await share.getByRole('textbox', { name: '只读链接' }).inputValue()).toBe(`${server.url}/flow/${flowId}/view`);
    const [view] = await Promise.all([context.waitForEvent('page'), share.getByRole('link', { name: '打开只读链接' }).click()]);
    await view.waitForURL(`${server.url}/flow/${flowId}/view`);
    await view.getByText('只读', { exact: true }).waitFor();
    const prompt = nodeOfType(view, 'Prompt');
    await prompt.waitFor();
    expect(await nodes(view).count()).toBeGreaterThan(0);

    // A drag on a node pans the canvas; the node keeps its place in the flow.
    const before = await positionOf(prompt);
    const box = (await prompt.boundingBox())!;
    await view.mouse.move(box.x + box.width / 2, box.y + 12);
    await view.mouse.down();
    await view.mouse.move(box.x + box.width / 2 + 150, box.y + 112, { steps: 8 });
    await view.mouse.up();
    expect(await positionOf(prompt)).toBe(before);
    // A click on it reaches the canvas beneath (the node is inert), so Delete has nothing to take.
    await view.mouse.click(box.x + 40, box.y + 12);
    await view.keyboard.press('Delete');
    expect(await prompt.count()).toBe(1);
    expect(await prompt.evaluate((element) => element.classList.contains('selected'))).toBe(false);
    expect(await storedGraph(server.url, (await accessTokenOf(context))!, flowId)).toEqual(stored);

    await view.screenshot({ path: join(resultsDir, 'e2e-flow-view-zh.png') });
    await inEnglish(view);
    await view.getByText('Read-only', { exact: true }).waitFor();
    await nodeOfType(view, 'Prompt').waitFor();
    await view.screenshot({ path: join(resultsDir, 'e2e-flow-view-en.png') });

    // A flow one cannot see sends the viewer to /all.
    await view.goto(`${server.url}/flow/00000000-0000-4000-8000-000000000000/view`);
    await view.waitForURL(`${server.url}/all`);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
