// The loader (src/loader/embed.ts) as one classic script at dist/plugins/embed.js: a stable name,
// since the snippets sites paste point at it, and no module syntax, so any page can load it.
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/plugins',
    emptyOutDir: false,
    lib: { entry: 'src/loader/embed.ts', formats: ['iife'], name: 'chatBubble', fileName: () => 'embed.js' },
    target: 'es2020',
  },
});
