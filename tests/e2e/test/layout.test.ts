// The console at 1280x800 as a careful user sees it: flows open with every node in view and clear of
// the canvas panels; tables (users, flows, the execution log) show their headers and badges whole.
// Saves test-results/e2e-layout-*.png.
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { nodes } from '../support/canvas';
import { newFlowFromTemplate, signIn } from '../support/console';
import { componentsFlow } from '../support/flows';
import { describeFlow, release } from '../support/marketplace';
import { resultsDir } from '../support/paths';
import { apiLogin, createDeveloper } from '../support/publishing';
import { startServer, type RunningServer } from '../support/server';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) => inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** Every node of the flow is drawn (only those in view are), inside the canvas and under none of its panels. */
async function expectAllNodesInView(page: Page, count: number): Promise<void> {
  await nodes(page).first().waitFor();
  await expect.poll(() => nodes(page).count(), { timeout: 30_000 }).toBe(count);
  const pane = await boxOf(page.locator('.react-flow'));
  const panels = [await boxOf(page.locator('.react-flow__controls')), await boxOf(page.locator('.react-flow__panel.top.left'))];
  // The fit happens once the nodes are measured: poll until every box settles inside.
  await expect
    .poll(async () => {
      const boxes = await Promise.all((await nodes(page).all()).map(boxOf));
      return boxes.every((box) => inside(box, pane) && panels.every((panel) => !overlaps(box, panel)));
    }, { timeout: 30_000 })
    .toBe(true);
}

interface TableProblems {
  clippedHeaders: string[];
  /** Headers broken over more than one line (a narrow column splits 状态 into 状 and 态). */
  wrappedHeaders: string[];
  cutBadges: string[];
  /** Cells the pinned last column lies over. */
  covered: string[];
}

/** What is cut, wrapped or covered in a table (the page's first unless named): headers, badges, cells under the pinned column. */
function tableProblems(page: Page, table: Locator = page.locator('table').first()): Promise<TableProblems> {
  return table.evaluate((table) => {
    const text = (element: Element) => (element.textContent ?? '').trim();
    const clippedHeaders = [...table.querySelectorAll('th')].filter((th) => th.scrollWidth > th.clientWidth + 1).map(text);
    // The lines of an element's text (an icon beside it sits higher or lower, but is no line of its own).
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const wrappedHeaders = [...table.querySelectorAll('th')].filter((th) => text(th) !== '' && lines(th) > 1).map(text);
    const cutBadges = [...table.querySelectorAll('.mantine-Badge-label')].filter((label) => label.scrollWidth > label.clientWidth + 1).map(text);
    const covered: string[] = [];
    for (const row of table.querySelectorAll('tr')) {
      const cells = [...row.children];
      const pinned = cells.at(-1)!.getBoundingClientRect();
      for (const cell of cells.slice(0, -1)) {
        const box = cell.getBoundingClientRect();
        if (box.right > pinned.left + 1 && box.left < pinned.right) covered.push(text(cell) || cell.innerHTML.slice(0, 40));
      }
    }
    return { clippedHeaders, wrappedHeaders, cutBadges, covered };
  });
}

const noProblems: TableProblems = { clippedHeaders: [], wrappedHeaders: [], cutBadges: [], covered: [] };

describe('layout at 1280x800', () => {
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

  it('opens a flow made from a starter template with all its nodes in view', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await newFlowFromTemplate(page, server.url, '全部模板', '向量检索问答');
    await expectAllNodesInView(page, 13);
    await page.screenshot({ path: join(resultsDir, 'e2e-layout-template.png') });
    await context.close();
  });

  it('shows the users table whole: headers, role badges and switches neither cut nor under the actions', async () => {
    const token = await apiLogin(server.url, server.adminUsername, server.adminPassword);
    await createDeveloper(server.url, token, 'layout-developer', 'Layout-pass-1');
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.goto(`${server.url}/user`);
    await page.getByText('layout-developer').first().waitFor();
    expect(await tableProblems(page)).toEqual(noProblems);
    // A click on the middle of a switch reaches the switch, not the actions cell.
    const toggle = page.getByRole('switch', { name: /layout-developer/ });
    const box = await boxOf(toggle);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.querySelector('input[role="switch"]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
    await page.screenshot({ path: join(resultsDir, 'e2e-layout-users.png') });
    await context.close();
  });

  it('shows the English users page whole: the search placeholder in full, the table uncut', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    await page.goto(`${server.url}/user`);
    const search = page.getByRole('textbox', { name: 'Search by username, nickname, phone or email' });
    await search.waitFor();
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context2d.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await page.getByText('layout-developer').first().waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-layout-users-en.png') });
    expect(await tableProblems(page)).toEqual(noProblems);
    await context.close();
  });

  it("shows the flow list whole, the status beside the pinned actions and the owner in the app column", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.goto(`${server.url}/flows`);
    await page.getByRole('row').nth(1).waitFor();
    expect(await tableProblems(page)).toEqual(noProblems);
    expect(await page.getByRole('columnheader', { name: '状态' }).isVisible()).toBe(true);
    await page.getByRole('row').nth(1).getByText('admin', { exact: true }).waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-layout-flows.png') });
    await context.close();
  });

  it.each(['zh', 'en'] as const)('shows released flows with long names whole in %s: the status uncut and clear of the pinned actions', async (language) => {
    const token = await apiLogin(server.url, server.adminUsername, server.adminPassword);
    const flowId = await componentsFlow(server.url, token, `Customer support assistant for travellers ${language}`, [{ type: 'ChatInput' }]);
    await describeFlow(server.url, token, flowId, 'Answers questions from international travellers about visas, transport and hotels.', ['tool']);
    await release(server.url, token, flowId, 'first release');
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.evaluate((lang) => window.localStorage.setItem('app-language', lang), language);
    await page.goto(`${server.url}/flows`);
    await page.getByRole('row', { name: new RegExp(`travellers ${language}`) }).waitFor();
    await page.screenshot({ path: join(resultsDir, `e2e-layout-flows-released-${language}.png`) });
    expect(await tableProblems(page)).toEqual(noProblems);
    await context.close();
  });

  it('places every console page\'s title alike: same place, same size', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    const titles: Record<string, { x: number; y: number; size: string }> = {};
    for (const path of ['/explore', '/collect', '/files', '/variable', '/user', '/policy', '/failed-jobs']) {
      await page.goto(`${server.url}${path}`);
      const heading = page.locator('main h1, main h2, main h3').first();
      await heading.waitFor();
      const { x, y } = await boxOf(heading);
      titles[path] = { x: Math.round(x), y: Math.round(y), size: await heading.evaluate((element) => getComputedStyle(element).fontSize) };
    }
    const first = titles['/explore']!;
    // A title centred beside a button may sit a few pixels lower; more would show.
    const apart = Object.values(titles).filter(({ x, y, size }) => x !== first.x || Math.abs(y - first.y) > 4 || size !== first.size);
    expect(apart, JSON.stringify(titles)).toEqual([]);
    await context.close();
  });

  it('shows the execution log whole after a build: the status header on one line, its badges uncut', async () => {
    const token = await apiLogin(server.url, server.adminUsername, server.adminPassword);
    const flowId = await componentsFlow(server.url, token, 'logged flow', [{ type: 'ChatInput', values: { input_value: '你好' } }]);
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.goto(`${server.url}/flow/${flowId}`);
    await nodes(page).first().waitFor();
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await page.getByText('流程构建成功').waitFor();
    await page.getByRole('button', { name: '工作流菜单' }).click();
    await page.getByRole('menuitem', { name: '日志' }).click();
    const table = page.getByRole('dialog').locator('table');
    await table.locator('tbody tr').first().waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-layout-logs.png'), animations: 'disabled' });
    expect(await tableProblems(page, table)).toEqual(noProblems);
    await context.close();
  });

  it('fits a flow whose saved viewport shows none of its nodes', async () => {
    const token = await apiLogin(server.url, server.adminUsername, server.adminPassword);
    const examples = (await (await fetch(`${server.url}/api/v1/flows/basic_examples/`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
      template_key: string;
      data: { nodes: unknown[]; edges: unknown[] };
    }>;
    const example = examples.find((candidate) => candidate.template_key === 'basic-prompting')!;
    const data = { ...example.data, viewport: { x: 40_000, y: 40_000, zoom: 1 } };
    const response = await fetch(`${server.url}/api/v1/flows/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'far away', data }),
    });
    const flow = (await response.json()) as { id: string };
    const { context, page } = await openPage(browser);
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    await page.goto(`${server.url}/flow/${flow.id}`);
    await expectAllNodesInView(page, example.data.nodes.length);
    await context.close();
  });
});
