// @app/chat-ui as a third party gets it: its tarball (and those of the workspace packages it needs)
// installed with npm into fresh folders outside the monorepo, once with the lowest and once with the
// newest versions its peer ranges admit. In each, a Vite page with the widget is built and rendered
// in Chromium (the reply's markdown, the input, KaTeX's styles from `@app/chat-ui/styles.css`), and
// the same page is bundled by esbuild: its JavaScript alone without any CSS or font loader (the
// package's JavaScript imports no stylesheet), and with the stylesheets (fonts as files), rendered too.
import { createReadStream } from 'node:fs';
import { cp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installConsumer, REPO_ROOT, type Consumer } from '../support/packAndInstall';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'chat-ui');
const manifest = JSON.parse(await readFile(join(REPO_ROOT, 'packages', 'chat-ui', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };

/** The lowest version of each peer range (the README's table); the newest is the range itself, which npm resolves to its highest. */
const LOWEST_PEERS: Record<string, string> = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@mantine/core': '9.0.0',
  '@mantine/hooks': '9.0.0',
  i18next: '24.0.0',
  'react-i18next': '15.0.0',
};

async function workspaceVersion(name: string): Promise<string> {
  return (JSON.parse(await readFile(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(root: string): Promise<Server> {
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

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the built page and checks the chat as a visitor sees it, with no error on the way. */
async function expectChatRenders(root: string, page: string): Promise<void> {
  const server = await serve(root);
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    // A failed fetch is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  tab.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  try {
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${page}`);
    await tab.getByPlaceholder('Send a message...').waitFor();
    // The markdown renderer arrives as its own chunk; the reply renders once it is there.
    await tab.locator('strong', { hasText: 'Bold' }).waitFor();
    expect(await tab.locator('ul').count()).toBe(1);
    expect(await tab.locator('ul > li').count()).toBe(2);
    expect(await tab.getByRole('link', { name: 'the docs' }).getAttribute('href')).toBe('https://example.com/docs');
    const katexStyles = await tab.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.katex'))));
    expect(katexStyles).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await tab.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe.each([
  ['lowest', LOWEST_PEERS],
  ['newest', manifest.peerDependencies],
])('@app/chat-ui installed from its tarball with the %s peers', (label, peers) => {
  let consumer: Consumer;

  beforeAll(async () => {
    const [vite, pluginReact] = await Promise.all([workspaceVersion('vite'), workspaceVersion('@vitejs/plugin-react')]);
    consumer = await installConsumer(inject('packed'), {
      label: `chat-ui-${label}`,
      packages: ['@app/chat-ui'],
      dependencies: { ...peers, vite, '@vitejs/plugin-react': pluginReact, esbuild: '^0.28.0' },
    });
    await cp(FIXTURES, consumer.dir, { recursive: true });
  });

  it('installed the peers asked for', async () => {
    expect(Object.keys(LOWEST_PEERS).sort()).toEqual(Object.keys(manifest.peerDependencies).sort());
    if (label !== 'lowest') return;
    for (const [name, version] of Object.entries(LOWEST_PEERS)) {
      const installed = JSON.parse(await readFile(join(consumer.dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version, name).toBe(version);
    }
  });

  it('builds with Vite and renders the chat in Chromium', async () => {
    await consumer.exec(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', 'dist-vite', '--logLevel', 'warn']);
    await expectChatRenders(join(consumer.dir, 'dist-vite'), 'index.html');
  });

  it('bundles with esbuild: the JavaScript without any loader, the page with its stylesheets', async () => {
    const esbuild = join('node_modules', '.bin', 'esbuild');
    const common = ['--bundle', '--splitting', '--format=esm', '--jsx=automatic', '--log-level=error'];
    await consumer.exec(esbuild, ['chat.tsx', ...common, '--outdir=dist-esbuild-js']);
    await consumer.exec(esbuild, ['main.tsx', ...common, '--outdir=dist-esbuild', '--loader:.woff2=file', '--loader:.woff=file', '--loader:.ttf=file']);
    await cp(join(consumer.dir, 'esbuild.html'), join(consumer.dir, 'dist-esbuild', 'index.html'));
    await expectChatRenders(join(consumer.dir, 'dist-esbuild'), 'index.html');
  });
});
