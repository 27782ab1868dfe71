// Writes flows/*.json from the template descriptions in descriptions/: each node is its
// component's current frontend node from the built-in registry. Run it after changing a
// description or a component (`pnpm --filter @app/templates generate`); the test fails while a
// file is stale. The descriptions import workspace packages from source, so Vite's module loader
// (with the @app/source condition) runs them.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const packageDir = join(import.meta.dirname, '..');
const flowsDir = join(packageDir, 'flows');

interface TemplateFile {
  name: string;
  text: string;
}

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
  const { renderTemplateFiles } = (await vite.ssrLoadModule(join(packageDir, 'descriptions/render.ts'))) as { renderTemplateFiles: () => TemplateFile[] };
  const files = renderTemplateFiles();
  const names = new Set(files.map((file) => file.name));
  for (const stale of readdirSync(flowsDir).filter((name) => name.endsWith('.json') && !names.has(name))) rmSync(join(flowsDir, stale));
  for (const file of files) writeFileSync(join(flowsDir, file.name), file.text);
  console.log(`wrote ${files.length} templates to flows/`);
} finally {
  await vite.close();
}
