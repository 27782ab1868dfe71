// The full editor route (issue 19): the built console served by the built server, signed in,
// opening /flow/{id} of a 500-node, 600-edge flow of Combine Text nodes stored through the API
// (the canvas benchmark's graph, on the server's component), until every node in view of the
// canvas is rendered and measured — sign-in check, scripts, the flow and catalogue calls and
// the canvas all count. Baseline: the bare @xyflow/react page of the canvas benchmark with the
// same nodes, positions and edges, opened in the same browser in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { CANVAS_VIEWPORT, openUntilInteractive } from './canvas.bench.ts';
import { layoutGraph } from './canvas/layout.ts';
import { buildPages, launchChromium, servePages } from './lib/browserPages.ts';
import { ADMIN_PASSWORD, startFreshServer } from './lib/process.ts';
import { median, printRows, type Row } from './lib/report.ts';
import { fetchCatalogue, json, signIn } from './lib/serverApi.ts';

const INTERACTIVE_GOAL = '<= 1.5x';

type NodeCorner = { id: string; x: number; y: number };

/**
 * Runs in the page before its scripts: once the canvas exists, every node whose top-left corner
 * is inside it (the flow opens at zoom 1 on the origin) must be in the DOM and measured — xyflow
 * hides a node until it knows its size — and one more frame drawn; the time goes to window.routeReadyAt.
 */
function reportNodesInView(nodes: NodeCorner[]): void {
  const target = window as unknown as { routeReadyAt: number | null };
  target.routeReadyAt = null;
  const shown = (id: string) => {
    const element = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
    return element !== null && element.style.visibility !== 'hidden';
  };
  const check = () => {
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    const inView = pane ? nodes.filter((node) => node.x < pane.width && node.y < pane.height) : [];
    if (inView.length > 0 && inView.every((node) => shown(node.id))) {
      requestAnimationFrame(() => (target.routeReadyAt = performance.now()));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The benchmark graph on the server's Combine Text, stored as the administrator's flow; its id and node corners. */
async function storeFlow(base: string, headers: Record<string, string>): Promise<{ id: string; corners: NodeCorner[] }> {
  const template = (await fetchCatalogue(base, headers)).CombineText;
  if (!template) throw new Error('the server offers no CombineText');
  const graph = layoutGraph(template);
  const flow = await json<{ id: string }>(
    await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name: '画布基准', data: { ...graph, viewport: { x: 0, y: 0, zoom: 1 } } }) }),
  );
  return { id: flow.id, corners: graph.nodes.map((node) => ({ id: node.id, ...node.position })) };
}

/** Opens the editor route in a fresh, signed-in context: milliseconds from navigation to the nodes in view shown. */
async function openEditorRoute(browser: Browser, base: string, flowId: string, corners: NodeCorner[]): Promise<number> {
  const context = await browser.newContext({ viewport: CANVAS_VIEWPORT, locale: 'zh-CN' });
  try {
    // The login call through the context keeps the session cookies a browser would.
    const login = await context.request.post(`${base}/api/v1/login`, { form: { username: 'admin', password: ADMIN_PASSWORD } });
    if (!login.ok()) throw new Error(`signing in answered ${login.status()}`);
    const page = await context.newPage();
    await page.addInitScript(reportNodesInView, corners);
    await page.goto(`${base}/flow/${flowId}`);
    await page.waitForFunction(() => (window as unknown as { routeReadyAt: number | null }).routeReadyAt !== null, undefined, { timeout: 180_000 });
    return await page.evaluate(() => (window as unknown as { routeReadyAt: number }).routeReadyAt);
  } finally {
    await context.close();
  }
}

async function openBarePage(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: CANVAS_VIEWPORT });
  try {
    return await openUntilInteractive(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

export async function run(iterations: number): Promise<Row[]> {
  const pagesDir = mkdtempSync(join(tmpdir(), 'bench-editor-route-pages-'));
  await buildPages(join(import.meta.dirname, 'canvas'), ['bare'], pagesDir);
  let pages: Server | undefined;
  const { base, stop } = await startFreshServer('editor-route');
  const browser = await launchChromium();
  try {
    pages = await servePages(pagesDir);
    const bareUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/bare.html`;
    const flow = await storeFlow(base, await signIn(base, ADMIN_PASSWORD));
    const ours: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < iterations; i++) {
      bare.push(await openBarePage(browser, bareUrl));
      ours.push(await openEditorRoute(browser, base, flow.id, flow.corners));
    }
    const rows: Row[] = [{ metric: 'editor route /flow/{id}, 500 nodes: time until the nodes in view are shown', ours: median(ours), baseline: median(bare), unit: 'ms', goal: INTERACTIVE_GOAL }];
    printRows('Editor route: the built console opening a 500-node flow in Chromium, signed in', 'bare @xyflow/react page, same graph', rows);
    return rows;
  } finally {
    await browser.close();
    pages?.close();
    await stop();
    rmSync(pagesDir, { recursive: true, force: true });
  }
}
