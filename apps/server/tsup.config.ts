import { defineConfig, type Options } from 'tsup';
import { aiSdkOnFirstUse } from './scripts/aiSdkOnFirstUse';
import { asciiChunks } from './scripts/asciiChunks';
import { eagerCommonJs } from './scripts/eagerCommonJs';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * zod's `locales` namespace (its messages in some 45 languages, 370 KB of the start's code) as an
 * empty one: the server never selects a locale (zod speaks its default English, which zod imports
 * apart), and the namespace, re-exported by `z`, is otherwise bundled whole (issue 19).
 */
const zodWithoutLocales: Plugin = {
  name: 'zod-without-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) => (/[\\/]node_modules[\\/]zod[\\/]/.test(importer) ? { path: 'zod-locales', namespace: 'zod-without-locales' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'zod-without-locales' }, () => ({ contents: 'export {};' }));
  },
};

/**
 * glob as a function that loads glob with its first call: @fastify/static requires it when loaded
 * but calls it only for `wildcard: false`, which the server never sets; compiling the minified
 * glob (160 KB) was about 7% of the functions a start compiles (issue 19).
 */
const globOnFirstUse: Plugin = {
  name: 'glob-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^glob$/ }, ({ importer, resolveDir }) =>
      /[\\/]node_modules[\\/]@fastify[\\/]static[\\/]/.test(importer) ? { path: 'glob', namespace: 'glob-on-first-use', pluginData: resolveDir } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'glob-on-first-use' }, ({ pluginData }) => ({
      contents: "exports.glob = (...args) => require('glob').glob(...args);",
      resolveDir: pluginData as string,
      loader: 'js',
    }));
  },
};

/**
 * pino's lookup of its caller's file (util.getCallSites, on every pino()) as one that finds none:
 * pino reads it only to resolve a transport's relative target, and the server configures no
 * transport; the lookup computed the line numbers of each chunk on the stack, a scan of about
 * 5 MB at every start (issue 19).
 */
const pinoWithoutCallers: Plugin = {
  name: 'pino-without-callers',
  setup(build) {
    build.onResolve({ filter: /^\.\/(lib\/)?caller$/ }, ({ importer }) => (/[\\/]node_modules[\\/]pino[\\/]/.test(importer) ? { path: 'pino-caller', namespace: 'pino-without-callers' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'pino-without-callers' }, () => ({ contents: 'module.exports = () => [];', loader: 'js' }));
  },
};

export default defineConfig({
  // sandboxWorker, computeWorker and pythonWorker: the sandbox, the compute pool and the Python REPL start their workers
  // from these files beside the bundle; aiSdk: the AI SDK, loaded with its first use (aiSdkOnFirstUse).
  entry: ['src/main.ts', 'src/index.ts', 'src/testing.ts', 'src/sandboxWorker.ts', 'src/computeWorker.ts', 'src/pythonWorker.ts', 'src/aiSdk.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node22',
  platform: 'node',
  // node:sqlite exists only under its node: name; tsup would strip the prefix.
  removeNodeProtocol: false,
  // The server is an application: workspace packages are bundled from their TypeScript source, so
  // dist/main.js runs without building them first. npm dependencies stay external, but for the ES
  // modules of Kysely, jose, zod and the AI SDK (about 400 files; the SDK in an entry of its own),
  // which cost more to find and load one by one than to compile as part of the bundle (issue 19).
  // zod goes with the AI SDK, so that one copy loads; no external package is handed their objects.
  // Fastify, the plugins a start registers and pino (CommonJS, about 250 files with their
  // dependencies) are bundled for the same reason: ~30 ms less CPU to a healthy /health (issue
  // 19); so is Fastify's router, find-my-way, a dependency of the server's own too
  // (http/headRequests). Packages loaded on first use stay external; fastify-plugin too, which
  // they share (it only marks a plugin).
  noExternal: [
    /^@app\//,
    /^kysely(\/|$)/,
    /^jose(\/|$)/,
    /^zod(\/|$)/,
    /^ai(\/|$)/,
    /^@ai-sdk\//,
    /^fastify$/,
    /^find-my-way$/,
    /^@fastify\/(cookie|formbody|multipart|static|websocket)$/,
    /^pino$/,
  ],
  esbuildPlugins: [zodWithoutLocales, globOnFirstUse, pinoWithoutCallers, aiSdkOnFirstUse],
  plugins: [asciiChunks, eagerCommonJs],
  esbuildOptions(options) {
    options.conditions = ['@app/source'];
  },
  // Bundled CommonJS code (dependencies of the workspace packages, e.g. mammoth) calls require()
  // for Node's built-ins; an ES module has no require of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
