// The console's first-load JavaScript as the server sends it (issue 19): the built console
// (apps/web/dist, precompressed by scripts/precompress.mjs) served by the built server, opened in
// Chromium at /login and, signed out, at the public playground of a public flow, until the page
// shows and the network is idle. Every script fetched is weighed as its brotli variant in dist
// (what @fastify/static sends a browser that accepts br; a file too small to compress goes as it
// is), in kB of 1000 bytes. Baseline: a page with React and React DOM alone, built by Vite and
// compressed the same way in the same run. The playground must load neither the canvas (xyflow)
// nor the editor: its scripts are checked for xyflow. Sizes do not vary from run to run: one load.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildPages, launchChromium, openUntilShown } from './lib/browserPages.ts';
import { ADMIN_PASSWORD, startFreshServer } from './lib/process.ts';
import { printRows, type Row } from './lib/report.ts';
import { catalogueNode, edge, fetchCatalogue, json, signIn } from './lib/serverApi.ts';

const root = join(import.meta.dirname, '..');
const webDist = join(root, 'apps', 'web', 'dist');
export const LOGIN_GOAL_KB = 150;
/** In every script that carries the canvas: xyflow's class names. */
const CANVAS_MARK = 'react-flow__';

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

/** Bytes the server sends for a dist file to a browser accepting br: its .br sibling, else the file. */
function servedBytes(path: string): number {
  const file = join(webDist, path);
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length;
}

interface Load {
  kb: number;
  files: Array<{ path: string; kb: number }>;
}

/** Opens `url` in a fresh context and weighs the scripts fetched until `ready` shows and the network is idle. */
async function firstLoad(browser: Browser, url: string, ready: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const paths = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) paths.add(new URL(response.url()).pathname);
  });
  await openUntilShown(page, url, ready);
  await context.close();
  const files = [...paths].map((path) => ({ path, kb: servedBytes(path) / 1000 }));
  return { kb: files.reduce((sum, file) => sum + file.kb, 0), files };
}

/** React and React DOM alone, built by Vite and brotli-compressed like the console: kB. */
async function bareReact(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-react-'));
  try {
    await buildPages(join(import.meta.dirname, 'console'), ['bare-react'], outDir);
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + brotli(readFileSync(join(assets, name))) / 1000, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A public ChatInput -> ChatOutput flow of the administrator; its id. */
async function publicFlow(base: string, headers: Record<string, string>): Promise<string> {
  const catalogue = await fetchCatalogue(base, headers);
  const input = catalogueNode(catalogue, 'ChatInput-public0');
  const output = catalogueNode(catalogue, 'ChatOutput-public0');
  const flow = await json<{ id: string }>(
    await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name: '公开试用', data: { nodes: [input, output], edges: [edge(input, 'message', output, 'input_value')] } }) }),
  );
  await json(await fetch(`${base}/api/v1/flows/${flow.id}`, { method: 'PATCH', headers, body: JSON.stringify({ access_type: 'PUBLIC' }) }));
  return flow.id;
}

export async function run(): Promise<Row[]> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: build @app/web');
  const baseline = await bareReact();
  const { base, stop } = await startFreshServer('console-size');
  const browser = await launchChromium();
  try {
    const flowId = await publicFlow(base, await signIn(base, ADMIN_PASSWORD));
    const login = await firstLoad(browser, `${base}/login`, 'button:has-text("登录")');
    const playground = await firstLoad(browser, `${base}/playground/${flowId}`, 'textarea');
    const canvasInPlayground = playground.files.filter((file) => readFileSync(join(webDist, file.path), 'utf8').includes(CANVAS_MARK));
    const rows: Row[] = [
      { metric: `console first load, login page: KB of JS compressed (${login.files.length} files)`, ours: login.kb, baseline, unit: 'kB', goal: `<= ${LOGIN_GOAL_KB} KB` },
      { metric: `public playground first load, signed out: KB of JS compressed (${playground.files.length} files)`, ours: playground.kb, baseline, unit: 'kB' },
    ];
    printRows('Console first-load JavaScript, brotli as served', 'React and React DOM alone', rows);
    console.log(`scripts with the canvas (xyflow) on the public playground: ${canvasInPlayground.map((file) => file.path).join(', ') || 'none'}`);
    for (const file of [...login.files].sort((a, b) => b.kb - a.kb)) console.log(`  login ${file.path}: ${file.kb.toFixed(1)} kB`);
    return rows;
  } finally {
    await browser.close();
    await stop();
  }
}
