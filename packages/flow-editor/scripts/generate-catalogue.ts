// Writes src/testing/catalogue.generated.json: the built-in component catalogue exactly as
// GET /api/v1/all answers it (and catalogue.en.generated.json, its English texts), for the in-memory API of stories and tests (which run where the
// component library itself — Node-only — cannot be loaded). Run it after changing a component
// (`pnpm --filter @app/flow-editor catalogue`); a test fails while the file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const packageDir = join(import.meta.dirname, '..');
const vite = await createServer({
  root: packageDir,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { conditions: ['@app/source'] },
  ssr: { resolve: { conditions: ['@app/source'] } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderCatalogue, CATALOGUE_FILES } = (await vite.ssrLoadModule(join(packageDir, 'scripts/renderCatalogue.ts'))) as {
    renderCatalogue: (language: string) => string;
    CATALOGUE_FILES: Record<string, string>;
  };
  for (const [language, file] of Object.entries(CATALOGUE_FILES)) {
    writeFileSync(join(packageDir, 'src/testing', file), renderCatalogue(language));
    console.log(`wrote src/testing/${file}`);
  }
} finally {
  await vite.close();
}
