// The chat page (bot.html) for /rest/bot. Its files live under /plugins/ beside the loader
// (dist/plugins), the path other sites may load from; the server answers /rest/bot with bot.html.
// React resolves to Preact's compatibility layer in this build only (Preact 11 passes `ref` as a
// prop, as Mantine 9 expects from React 19): react-dom alone is about 60 kB gzipped, more than
// half the page's budget (bench/embed-size.bench.ts).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// Resolved from this app: the packages importing react do not depend on preact.
const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineConfig({
  base: '/plugins/',
  plugins: [react()],
  resolve: {
    conditions: ['@app/source', ...defaultClientConditions],
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
      { find: /^react-dom$/, replacement: preact('preact/compat') },
      { find: /^react\/jsx-runtime$/, replacement: preact('preact/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/jsx-dev-runtime') },
      { find: /^react$/, replacement: fileURLToPath(new URL('src/page/reactOnPreact.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/plugins',
    emptyOutDir: true,
    rollupOptions: { input: 'bot.html' },
    // Fonts stay files (the page's Content-Security-Policy allows fonts of its own origin only).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
  },
});
