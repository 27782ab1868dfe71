// The embeddable chat's sizes next to their budgets (issue 15): the loader a site includes
// (/plugins/embed.js, budget 3 kB gzipped) and the chat page's first load (/rest/bot with a channel
// code of a released ChatInput -> ChatOutput app, opened in Chromium until its input shows and the
// network is idle: every script and stylesheet fetched, budget 90 kB gzipped). Gzip at zlib's
// default level, what a compressing proxy sends; kB are 1000 bytes. The "baseline" of each row is
// its budget, so a ratio above 1 is over budget. Each file of the first load is listed too, to
// show where the bytes go. Sizes do not vary from run to run: one load.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browserPages.ts';
import { ADMIN_PASSWORD, startFreshServer } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, edge, fetchCatalogue, json, signIn } from './lib/serverApi.ts';

export const LOADER_BUDGET_KB = 3;
export const PAGE_BUDGET_KB = 90;

interface Loaded {
  url: string;
  kind: string;
  gzipped: number;
}

/** A released ChatInput -> ChatOutput app and a channel code for it. */
async function embeddedApp(base: string, headers: Record<string, string>): Promise<{ storeId: string; code: string }> {
  const catalogue = await fetchCatalogue(base, headers);
  const input = catalogueNode(catalogue, 'ChatInput-embed0');
  const output = catalogueNode(catalogue, 'ChatOutput-embed0');
  const flow = await json<{ id: string }>(
    await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name: '嵌入体积', data: { nodes: [input, output], edges: [edge(input, 'message', output, 'input_value')] } }) }),
  );
  const released = await json<{ data: { store_id: string } }>(await fetch(`${base}/api/v1/store/release`, { method: 'POST', headers, body: JSON.stringify({ flow_id: flow.id, note: '基准' }) }));
  const storeId = released.data.store_id;
  const key = await json<{ data: { api_key: string } }>(await fetch(`${base}/api/v1/api_key/${storeId}`, { method: 'POST', headers, body: JSON.stringify({ name: '基准', is_channel: true }) }));
  return { storeId, code: key.data.api_key };
}

export async function run(): Promise<Row[]> {
  const { base, stop } = await startFreshServer('embed-size');
  const browser = await launchChromium();
  try {
    const headers = await signIn(base, ADMIN_PASSWORD);
    const { storeId, code } = await embeddedApp(base, headers);
    const loader = await fetch(`${base}/plugins/embed.js`);
    if (!loader.ok) throw new Error(`the loader answered ${loader.status}; build @app/embed`);
    const loaderGzipped = gzipSync(Buffer.from(await loader.arrayBuffer())).length;

    const context = await browser.newContext({ viewport: { width: 400, height: 640 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const bodies: Array<Promise<Loaded>> = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if ((kind === 'script' || kind === 'stylesheet') && response.ok()) bodies.push(response.body().then((body) => ({ url: response.url(), kind, gzipped: gzipSync(body).length })));
    });
    await page.goto(`${base}/rest/bot?id=${storeId}&api_key=${code}`);
    await page.locator('textarea[placeholder="发送一个消息..."]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    await context.close();

    const sum = (kind?: string) => files.filter((file) => !kind || file.kind === kind).reduce((total, file) => total + file.gzipped, 0) / 1000;
    const rows: Row[] = [
      { metric: 'embed loader /plugins/embed.js, gzipped (vs its budget)', ours: loaderGzipped / 1000, baseline: LOADER_BUDGET_KB, unit: 'kB' },
      { metric: `embed chat page first load, JS + CSS gzipped (${files.length} files, vs its budget)`, ours: sum(), baseline: PAGE_BUDGET_KB, unit: 'kB' },
    ];
    printRows('Embeddable chat sizes', 'the budgets of issue 15', rows);
    console.log(`of which JavaScript ${sum('script').toFixed(1)} kB, CSS ${sum('stylesheet').toFixed(1)} kB`);
    for (const file of files) console.log(`  ${file.kind} ${new URL(file.url).pathname}: ${(file.gzipped / 1000).toFixed(1)} kB`);
    return rows;
  } finally {
    await browser.close();
    await stop();
  }
}
