// Browser benchmarks' plumbing: pages built by Vite from a folder (workspace packages from their
// source), served from a temporary directory, and Debian's Chromium to open them.
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

/** Builds `<name>.html` pages of `pageDir` into `outDir`. */
export async function buildPages(pageDir: string, names: readonly string[], outDir: string): Promise<void> {
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@app/source', 'browser', 'import', 'module', 'default'] },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096, rollupOptions: { input: Object.fromEntries(names.map((name) => [name, join(pageDir, `${name}.html`)])) } },
  });
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `root` on a free port of 127.0.0.1. */
export function servePages(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => {
        response.statusCode = 404;
        response.end();
      })
      .pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Opens `url` and waits until `ready` shows and the network is idle. Generous: a smoke run shares
 * two cores with the rest of the suite. On a miss it says what the page showed instead.
 */
export async function openUntilShown(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page
    .locator(ready)
    .first()
    .waitFor({ timeout: 180_000 })
    .catch(async (error: unknown) => {
      const shown = await page.locator('body').innerText().catch(() => '');
      throw new Error(`${url} did not show ${ready}; it showed ${page.url()}: ${shown.slice(0, 500)}`, { cause: error });
    });
  await page.waitForLoadState('networkidle');
}
