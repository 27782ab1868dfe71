// The AI SDK (ai and its providers, about 1.5 MB of the bundle and 11 MB of heap once evaluated)
// loads with the first model call, not with the server (issue 19). The components import it at
// module level but use it only inside their runs; in the bundle each of those imports is a module
// whose exports are getters that load the SDK's own entry (src/aiSdk.ts) on the first read, with
// require() (an ES module without top-level await loads synchronously). esbuild reads a CommonJS
// module's exports where the code uses them, so every use gets the SDK's own objects, its classes
// too. The components' source stays as it is: the sandbox still refuses to import the SDK.
import type { Options } from 'tsup';
import { aiSdkModules } from '../src/aiSdk';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const NAMESPACE = 'ai-sdk-on-first-use';
/** The built entry beside the chunks, as a chunk requires it. */
const BUILT_ENTRY = './aiSdk.js';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The module standing in for `specifier`: its exports, each read from the SDK's entry when first used. */
export function firstUseModule(specifier: string, names: readonly string[]): string {
  return [
    `let loaded;`,
    `const sdk = () => (loaded ??= require(${JSON.stringify(BUILT_ENTRY)}).aiSdkModules[${JSON.stringify(specifier)}]);`,
    `for (const name of ${JSON.stringify(names.filter((name) => name !== 'default'))}) Object.defineProperty(exports, name, { enumerable: true, get: () => sdk()[name] });`,
  ].join('\n');
}

export const aiSdkOnFirstUse: Plugin = {
  name: NAMESPACE,
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(aiSdkModules).map(escaped).join('|')})$`);
    // The SDK's entry imports the SDK itself.
    build.onResolve({ filter }, ({ path, importer }) => (/[\\/]src[\\/]aiSdk\.ts$/.test(importer) ? undefined : { path, namespace: NAMESPACE }));
    build.onResolve({ filter: new RegExp(`^${escaped(BUILT_ENTRY)}$`), namespace: NAMESPACE }, () => ({ path: BUILT_ENTRY, external: true }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path }) => ({ contents: firstUseModule(path, Object.keys(aiSdkModules[path] ?? {})), loader: 'js' }));
  },
};
