// The chat page's first-load JavaScript: the built console (apps/web/dist, served by the built
// server) opened at /chat/bot/{id} in Chromium, signed in, until the chat's input shows and the
// network is idle; every script the page fetched, summed raw and gzipped (zlib's default level,
// what a compressing proxy sends). Baseline: the same console's sign-in page, opened the same way.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium, openUntilShown } from './lib/browserPages.ts';
import { ADMIN_PASSWORD, startFreshServer } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, edge, fetchCatalogue, json, signIn } from './lib/serverApi.ts';


interface Scripts {
  raw: number;
  gzipped: number;
  /** Bytes the server actually sent (its precompressed variants, per the browser's Accept-Encoding). */
  wire: number;
  files: number;
}

/**
 * Opens `url` in a fresh context (signed in as the administrator first when `signIn` is given: the
 * login call through the context keeps the session cookies a browser would) and sums the scripts
 * fetched until `ready` shows and the network is idle.
 */
async function firstLoadScripts(browser: Browser, url: string, ready: string, signIn?: { base: string; password: string }): Promise<Scripts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  if (signIn) {
    const login = await context.request.post(`${signIn.base}/api/v1/login`, { form: { username: 'admin', password: signIn.password } });
    if (!login.ok()) throw new Error(`signing in answered ${login.status()}`);
  }
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  const wireSizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    bodies.set(response.url(), response.body());
    wireSizes.set(response.url(), response.finished().then(async () => (await response.request().sizes()).responseBodySize));
  });
  await openUntilShown(page, url, ready);
  const scripts = await Promise.all(bodies.values());
  const wire = await Promise.all(wireSizes.values());
  await context.close();
  return {
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzipped: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    wire: wire.reduce((sum, size) => sum + size, 0),
    files: scripts.length,
  };
}

/** A ChatInput -> ChatOutput app released by the administrator; its store id. */
async function publishedApp(base: string, headers: Record<string, string>): Promise<string> {
  const catalogue = await fetchCatalogue(base, headers);
  const input = catalogueNode(catalogue, 'ChatInput-bench0');
  const output = catalogueNode(catalogue, 'ChatOutput-bench0');
  const flow = await json<{ id: string }>(
    await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name: '首屏体积', data: { nodes: [input, output], edges: [edge(input, 'message', output, 'input_value')] } }) }),
  );
  const released = await json<{ data: { store_id: string } }>(await fetch(`${base}/api/v1/store/release`, { method: 'POST', headers, body: JSON.stringify({ flow_id: flow.id, note: '基准' }) }));
  return released.data.store_id;
}

export async function run(): Promise<Row[]> {
  const { base, stop } = await startFreshServer('chat-page');
  const browser = await launchChromium();
  try {
    const headers = await signIn(base, ADMIN_PASSWORD);
    const storeId = await publishedApp(base, headers);
    // The size does not vary from run to run: one load of each page.
    const chat = await firstLoadScripts(browser, `${base}/chat/bot/${storeId}`, 'textarea[placeholder="发送一个消息..."]', { base, password: ADMIN_PASSWORD });
    const login = await firstLoadScripts(browser, `${base}/login`, 'button:has-text("登录")');
    const rows: Row[] = [
      { metric: `chat page first-load JavaScript, gzipped (${chat.files} vs ${login.files} files)`, ours: chat.gzipped / 1024, baseline: login.gzipped / 1024, unit: 'KiB' },
      { metric: 'chat page first-load JavaScript, raw', ours: chat.raw / 1024, baseline: login.raw / 1024, unit: 'KiB' },
      { metric: 'chat page first-load JavaScript over the wire', ours: chat.wire / 1024, baseline: login.wire / 1024, unit: 'KiB' },
    ];
    printRows('Chat page first-load JavaScript', 'the sign-in page of the same console', rows);
    return rows;
  } finally {
    await browser.close();
    await stop();
  }
}
