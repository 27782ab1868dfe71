// The builder's day in the editor: a flow from the Basic Prompting template, a component added from
// the sidebar by search and drag, connected; an incompatible connection refused with its tooltip;
// group and ungroup, undo and redo; saved, reloaded unchanged, exported and imported into a new flow.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { accessTokenOf } from '../support/accounts';
import { connect, dragOver, edges, flowIdOf, handle, nodeOfType, nodes, storedGraph } from '../support/canvas';
import { newFlowFromTemplate, signIn } from '../support/console';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const mod = 'Control';

/** A click on an empty part of the canvas (its bottom-right, away from the panels) clears the selection. */
async function clearSelection(page: Page): Promise<void> {
  const pane = page.locator('.react-flow__pane');
  const box = (await pane.boundingBox())!;
  await pane.click({ position: { x: box.width - 120, y: box.height - 120 }, force: true });
}

async function waitForSaved(page: Page): Promise<void> {
  await page.getByText('已保存', { exact: true }).waitFor();
}

describe('flow editor journey', () => {
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

  it('builds, saves, reloads, exports and imports a flow', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1600, height: 1000 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);

    // A flow from the Basic Prompting template (快速开始).
    const flowPath = await newFlowFromTemplate(page, server.url, '快速开始', '基础提示词');
    await nodeOfType(page, 'ChatOutput').waitFor();
    const templateNodes = await nodes(page).count();
    const templateEdges = await edges(page).count();

    // A component found by search and dragged onto the canvas.
    await page.getByRole('textbox', { name: '搜索组件' }).fill('合并');
    const item = page.getByRole('button', { name: '添加 合并文本' });
    await item.waitFor();
    await item.dragTo(page.locator('.react-flow__pane'), { targetPosition: { x: 700, y: 650 } });
    const combine = nodeOfType(page, 'CombineText');
    await combine.waitFor();
    expect(await nodes(page).count()).toBe(templateNodes + 1);

    // Connected: the chat input's message into the first text.
    const chatInput = nodeOfType(page, 'ChatInput');
    await connect(page, handle(chatInput, 'source', 'message'), handle(combine, 'target', 'text1'));
    await expect.poll(() => edges(page).count()).toBe(templateEdges + 1);

    // Refused: the model's LanguageModel output does not fit a Message field.
    const model = nodeOfType(page, 'OpenAIModel');
    await dragOver(page, handle(model, 'source', 'model_output'), handle(combine, 'target', 'text2'));
    await page.getByText('与其不兼容').waitFor();
    await page.mouse.up();
    expect(await edges(page).count()).toBe(templateEdges + 1);

    // Grouped and ungrouped, then the ungrouping undone and redone.
    await clearSelection(page);
    await nodeOfType(page, 'Prompt').click({ position: { x: 120, y: 6 } });
    await model.click({ position: { x: 120, y: 6 }, modifiers: [mod] });
    await page.getByRole('button', { name: '组合', exact: true }).click();
    const group = nodeOfType(page, 'groupComponent');
    await group.waitFor();
    expect(await nodes(page).count()).toBe(templateNodes);
    await group.click({ position: { x: 120, y: 6 } });
    await page.getByRole('button', { name: '取消组合' }).click();
    await group.waitFor({ state: 'detached' });
    expect(await nodes(page).count()).toBe(templateNodes + 1);
    await clearSelection(page);
    await page.keyboard.press(`${mod}+z`);
    await group.waitFor();
    await page.keyboard.press(`${mod}+y`);
    await group.waitFor({ state: 'detached' });
    await expect.poll(() => edges(page).count()).toBe(templateEdges + 1);

    // Saved (auto-save), reloaded and unchanged.
    await waitForSaved(page);
    const token = (await accessTokenOf(context))!;
    const stored = () => storedGraph(server.url, token, flowIdOf(page));
    const before = await stored();
    expect(before.nodes.filter((id) => id.startsWith('CombineText-'))).toHaveLength(1);
    expect(before.edges).toHaveLength(templateEdges + 1);
    await page.reload();
    await nodeOfType(page, 'CombineText').waitFor();
    await expect.poll(() => edges(page).count()).toBe(templateEdges + 1);
    await waitForSaved(page);
    expect(await stored()).toEqual(before);

    // Exported …
    await page.getByRole('button', { name: '工作流菜单' }).click();
    await page.getByRole('menuitem', { name: '导出' }).click();
    const exportDialog = page.getByRole('dialog', { name: '导出' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: '导出' }).click()]);
    const exportedPath = join(resultsDir, 'e2e-editor-export.json');
    await download.saveAs(exportedPath);
    const exported = JSON.parse(await readFile(exportedPath, 'utf8')) as { data: { nodes: unknown[]; edges: unknown[] } };
    expect(exported.data.nodes).toHaveLength(before.nodes.length);
    expect(exported.data.edges).toHaveLength(before.edges.length);

    // … and imported into a new blank flow.
    await page.getByRole('button', { name: '工作流菜单' }).click();
    await page.getByRole('menuitem', { name: '新建' }).click();
    await page.getByRole('dialog').getByText('空白流程').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/flow/') && url.pathname !== flowPath);
    await page.getByRole('button', { name: '工作流菜单' }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('menuitem', { name: '导入' }).click()]);
    await chooser.setFiles(exportedPath);
    await page.getByText('导入成功').first().waitFor();
    await nodeOfType(page, 'CombineText').waitFor();
    await waitForSaved(page);
    const imported = await stored();
    expect(imported.nodes).toHaveLength(before.nodes.length);
    expect(imported.edges).toHaveLength(before.edges.length);

    await page.screenshot({ path: join(resultsDir, 'e2e-editor.png') });
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
