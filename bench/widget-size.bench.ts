// The chat widget's weight in a consumer's bundle: a page with @app/chat-ui as published (its dist
// and styles.css; a message list with a markdown reply and the chat input) built by Vite. What the
// page loads first (the entry chunk, the chunks it imports statically, its stylesheets), gzipped at
// zlib's default level, in kB (1000 bytes). Over its peers: built with the peers (React, Mantine,
// i18next, react-i18next) left out, that is the widget's own weight, next to the 60 kB goal, alone
// and with the markdown renderer that loads with the first reply; built with them, next to the same
// consumer's page with the peers alone. Maths (KaTeX) and charts (ECharts) are chunks loaded on the
// first formula or chart: listed apart. Sizes do not vary from run to run: one build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { printRows, type Row } from './lib/report.ts';

export const WIDGET_GOAL_KB = 60;
const PEERS = [/^react(-dom)?(\/.*)?$/, /^@mantine\//, /^i18next$/, /^react-i18next$/];
const pageDir = join(import.meta.dirname, 'widget');

interface PageWeight {
  js: number;
  css: number;
  /** Chunks loaded later (dynamic imports), by file: gzipped kB. */
  lazy: Map<string, number>;
}

async function gzippedKb(file: string): Promise<number> {
  return gzipSync(await readFile(file)).length / 1000;
}

/** Builds `name.tsx` as a consumer would (no source condition: the packages' dist) and weighs its first load. */
async function weigh(name: string, outDir: string, withoutPeers = false): Promise<PageWeight> {
  const html = join(pageDir, `${name}.html`);
  await writeFile(html, `<!doctype html><div id="root"></div><script type="module" src="./${name}.tsx"></script>\n`);
  try {
    await build({
      root: pageDir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 4096, rollupOptions: { input: { [name]: html }, external: withoutPeers ? PEERS : [] } },
    });
  } finally {
    await rm(html, { force: true });
  }
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const first = new Set<string>();
  const visit = (key: string) => {
    if (first.has(key)) return;
    first.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(`${name}.html`);
  const weight: PageWeight = { js: 0, css: 0, lazy: new Map() };
  const cssFiles = new Set([...first].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of first) if (manifest[key]!.file.endsWith('.js')) weight.js += await gzippedKb(join(outDir, manifest[key]!.file));
  for (const file of cssFiles) weight.css += await gzippedKb(join(outDir, file));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (first.has(key) || !chunk.file.endsWith('.js')) continue;
    const css = await Promise.all((chunk.css ?? []).map((file) => gzippedKb(join(outDir, file))));
    weight.lazy.set(chunk.file, (await gzippedKb(join(outDir, chunk.file))) + css.reduce((sum, size) => sum + size, 0));
  }
  return weight;
}

export async function run(): Promise<Row[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'widget-size-'));
  try {
    const peers = await weigh('peers', join(outDir, 'peers'));
    const widget = await weigh('widget', join(outDir, 'widget'));
    const own = await weigh('widget', join(outDir, 'own'), true);
    // Everything a chat without maths and charts loads: the first load, then the markdown renderer
    // (and tooltips) that come with the first reply or when the input is pointed at.
    const withoutMathsAndCharts = [...own.lazy].filter(([file]) => !/katexRender|echartsRender/.test(file)).reduce((sum, [, size]) => sum + size, own.js + own.css);
    const rows: Row[] = [
      { metric: 'chat widget over its peers, first load, JS + CSS gzipped (vs the goal)', ours: own.js + own.css, baseline: WIDGET_GOAL_KB, unit: 'kB' },
      { metric: 'chat widget over its peers with its markdown renderer, without maths and charts, gzipped (vs the goal)', ours: withoutMathsAndCharts, baseline: WIDGET_GOAL_KB, unit: 'kB' },
      { metric: 'consumer page first load with the chat widget and its peers, JS + CSS gzipped (vs the peers alone)', ours: widget.js + widget.css, baseline: peers.js + peers.css, unit: 'kB' },
    ];
    printRows('Chat widget in a consumer bundle (Vite)', `the ${WIDGET_GOAL_KB} kB goal; the widget's peers alone`, rows);
    console.log(`the widget's own JavaScript ${own.js.toFixed(1)} kB, CSS ${own.css.toFixed(1)} kB (KaTeX's styles; its fonts load only with a formula)`);
    for (const [file, size] of own.lazy) console.log(`  loaded on demand: ${file}: ${size.toFixed(1)} kB`);
    return rows;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
