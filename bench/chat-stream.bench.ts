// Tokens per second rendered in the chat for a long streamed answer (4000 tokens of markdown),
// and the main-thread time each token costs: @app/chat-ui's message list next to the raw event
// stream appended to a <pre>, both fed by the same parser in the same browser in the same run.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { StreamFigures } from './chat/stream.ts';
import { buildPages, launchChromium, servePages } from './lib/browserPages.ts';
import { median, printRows } from './lib/report.ts';

const pageDir = join(import.meta.dirname, 'chat');

interface Figures {
  tokensPerSecond: number;
  mainThreadMsPerToken: number;
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.benchStream === 'function');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    const before = await busy();
    const figures: StreamFigures = await page.evaluate(() => window.benchStream());
    const spent = (await busy()) - before;
    return { tokensPerSecond: figures.tokens / (figures.elapsedMs / 1000), mainThreadMsPerToken: spent / figures.tokens };
  } finally {
    await page.close();
  }
}

export async function run(iterations: number): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'chat-bench-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    await buildPages(pageDir, ['chat', 'raw'], outDir);
    server = await servePages(outDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    const chat: Figures[] = [];
    const raw: Figures[] = [];
    for (let i = 0; i < iterations; i++) {
      raw.push(await measure(browser, `${base}/raw.html`));
      chat.push(await measure(browser, `${base}/chat.html`));
    }
    const pick = (list: Figures[], key: keyof Figures) => median(list.map((figures) => figures[key]));
    printRows('Chat: a 4000-token streamed answer in Chromium', 'the raw event stream appended to a <pre>, same parser', [
      { metric: 'tokens rendered per second', ours: pick(chat, 'tokensPerSecond'), baseline: pick(raw, 'tokensPerSecond'), unit: 'tokens/s' },
      { metric: 'main-thread time per token', ours: pick(chat, 'mainThreadMsPerToken'), baseline: pick(raw, 'mainThreadMsPerToken'), unit: 'ms' },
    ]);
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
