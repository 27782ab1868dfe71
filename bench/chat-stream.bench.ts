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
  scriptUsPerToken: number;
  styleLayoutUsPerToken: number;
}

/** Chromium's cumulative main-thread durations of the page (CDP Performance metrics). */
const DURATIONS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;
type Durations = Record<(typeof DURATIONS)[number], number>;

async function measure(browser: Browser, url: string): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.benchStream === 'function');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const durations = async (): Promise<Durations> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      // Seconds in CDP, milliseconds here.
      return Object.fromEntries(DURATIONS.map((name) => [name, (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000])) as Durations;
    };
    const before = await durations();
    const figures: StreamFigures = await page.evaluate(() => window.benchStream());
    const after = await durations();
    const spent = (name: keyof Durations) => (after[name] - before[name]) / figures.tokens;
    return {
      tokensPerSecond: figures.tokens / (figures.elapsedMs / 1000),
      // All main-thread tasks (script, style, layout, paint, garbage collection), per token.
      mainThreadMsPerToken: spent('TaskDuration'),
      // The two parts a render can grow, in microseconds: the raw page's are well under 0.1 ms.
      scriptUsPerToken: spent('ScriptDuration') * 1000,
      styleLayoutUsPerToken: (spent('RecalcStyleDuration') + spent('LayoutDuration')) * 1000,
    };
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
      { metric: 'script time per token', ours: pick(chat, 'scriptUsPerToken'), baseline: pick(raw, 'scriptUsPerToken'), unit: 'µs' },
      { metric: 'style and layout time per token', ours: pick(chat, 'styleLayoutUsPerToken'), baseline: pick(raw, 'styleLayoutUsPerToken'), unit: 'µs' },
    ]);
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
