// Opening and dragging a 500-node, 600-edge flow in Chromium: the editor's canvas (@app/flow-editor
// with its store, component nodes and fields) next to a bare @xyflow/react page with the same graph
// and default nodes, both built by Vite and measured in the same browser in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildPages, launchChromium, servePages } from './lib/browserPages.ts';
import { median, printRows } from './lib/report.ts';

const pageDir = join(import.meta.dirname, 'canvas');
const DRAG_STEPS = 60;

interface PageFigures {
  interactiveMs: number;
  frameP50: number;
  frameP95: number;
}

/** The window both canvas benchmarks open their pages in. */
export const CANVAS_VIEWPORT = { width: 1600, height: 1000 };

/** Opens a page of canvas/ (bare.html, editor.html) and returns its time to interactive (see probe.ts). */
export async function openUntilInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.benchProbe.readyAt !== null, undefined, { timeout: 120_000 });
  return page.evaluate(() => window.benchProbe.readyAt!);
}

async function measure(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: CANVAS_VIEWPORT });
  const page = await context.newPage();
  try {
    const interactiveMs = await openUntilInteractive(page, url);
    const node = page.locator('.react-flow__node').first();
    const box = (await node.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + 12 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.evaluate(() => {
      window.benchProbe.frames = [];
      window.benchProbe.recording = true;
    });
    for (let step = 1; step <= DRAG_STEPS; step++) {
      await page.mouse.move(start.x + step * 4, start.y + step * 2);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    const frames = await page.evaluate(() => {
      window.benchProbe.recording = false;
      return window.benchProbe.frames;
    });
    await page.mouse.up();
    const sorted = [...frames].sort((a, b) => a - b);
    return { interactiveMs, frameP50: median(frames), frameP95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0 };
  } finally {
    await context.close();
  }
}

export async function run(iterations: number): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'canvas-bench-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    await buildPages(pageDir, ['bare', 'editor'], outDir);
    server = await servePages(outDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    const ours: PageFigures[] = [];
    const bare: PageFigures[] = [];
    for (let i = 0; i < iterations; i++) {
      bare.push(await measure(browser, `${base}/bare.html`));
      ours.push(await measure(browser, `${base}/editor.html`));
    }
    const pick = (list: PageFigures[], key: keyof PageFigures) => median(list.map((figures) => figures[key]));
    printRows('Canvas: 500 nodes, 600 edges in Chromium', 'bare @xyflow/react page, same graph', [
      { metric: 'time to interactive', ours: pick(ours, 'interactiveMs'), baseline: pick(bare, 'interactiveMs'), unit: 'ms', goal: '<= 1.5x' },
      { metric: 'frame time while dragging a node (median)', ours: pick(ours, 'frameP50'), baseline: pick(bare, 'frameP50'), unit: 'ms' },
      { metric: 'frame time while dragging a node (p95)', ours: pick(ours, 'frameP95'), baseline: pick(bare, 'frameP95'), unit: 'ms', goal: '<= 1.2x' },
    ]);
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
