import { defineConfig } from 'tsup';

export default defineConfig({
  // sandboxWorker and computeWorker: the sandbox and the compute pool start their worker threads
  // from these files beside the bundle.
  entry: ['src/main.ts', 'src/index.ts', 'src/testing.ts', 'src/sandboxWorker.ts', 'src/computeWorker.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node22',
  platform: 'node',
  // node:sqlite exists only under its node: name; tsup would strip the prefix.
  removeNodeProtocol: false,
  // The server is an application: workspace packages are bundled from their TypeScript source, so
  // dist/main.js runs without building them first. npm dependencies stay external, but for Kysely
  // and jose: their ES modules (about 300 files) cost a start more to find and load one by one than
  // to compile as part of the bundle (issue 19). Nothing outside the bundle shares their classes.
  noExternal: [/^@app\//, /^kysely(\/|$)/, /^jose(\/|$)/],
  esbuildOptions(options) {
    options.conditions = ['@app/source'];
  },
  // Bundled CommonJS code (dependencies of the workspace packages, e.g. mammoth) calls require()
  // for Node's built-ins; an ES module has no require of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
