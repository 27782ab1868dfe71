import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkGroups } from './chunkGroups';

// Same-origin in production (the server serves dist/ with SPA fallback); in dev, Vite forwards the
// API and the health check to a locally running server.
const devServer = 'http://127.0.0.1:7860';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: devServer, changeOrigin: true },
      '/health': { target: devServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Few files for the first load: each file is compressed on its own (chunkGroups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    // Fonts and the voice assistant's AudioWorklet stay files, never data: URLs: the console's
    // Content-Security-Policy allows fonts and scripts of its own origin only
    // (apps/server/src/http/securityHeaders.ts). Other small files follow Vite's rule.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|eot)$|Worklet\.js$/.test(file) ? false : undefined),
  },
});
