// Headless Chromium from the system (Debian's chromium package); no browser is ever downloaded.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  locale?: string;
}

/** A fresh context (own cookies and storage) with one page. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'zh-CN',
  });
  const page = await context.newPage();
  return { context, page };
}
