// Headless Chromium from the system (Debian's chromium package); no browser is ever downloaded.
// Every page opened here reports what the console's Content-Security-Policy blocked; the journeys
// fail on any such report (support/cspCheck.ts), so a screen the policy breaks is found here.
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

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

const cspViolations: string[] = [];

/** The violations reported since the last call, which forgets them. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

const REPORT_BINDING = '__e2eReportCspViolation';
// Chromium writes a console error for every blocked load or script, in pages and in their workers.
const CSP_CONSOLE_TEXT = /Content Security Policy/i;

function recordConsoleViolation(where: string) {
  return (message: ConsoleMessage) => {
    if (CSP_CONSOLE_TEXT.test(message.text())) cspViolations.push(`${where} console: ${message.text()}`);
  };
}

async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, REPORT_BINDING);
  context.on('console', recordConsoleViolation('page'));
  context.on('page', (page) => page.on('worker', (worker) => worker.on('console', recordConsoleViolation(`worker ${worker.url()}`))));
}

/** A fresh context (own cookies and storage) with one page. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'zh-CN',
  });
  await recordCspViolations(context);
  const page = await context.newPage();
  return { context, page };
}
