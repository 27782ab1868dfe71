// The build loads the AI SDK with its first use, not with the server (issue 19): the components'
// imports of the SDK become modules whose exports read the SDK's own entry on the first read.
import * as anthropic from '@ai-sdk/anthropic';
import * as ai from 'ai';
import type { Options } from 'tsup';
import { describe, expect, it } from 'vitest';
import { aiSdkOnFirstUse, firstUseModule } from '../scripts/aiSdkOnFirstUse';
import { aiSdkModules } from '../src/aiSdk';

type Build = Parameters<NonNullable<Options['esbuildPlugins']>[number]['setup']>[0];
type Callback = (args: Record<string, unknown>) => unknown;

/** The plugin's resolve and load callbacks, as esbuild would call them. */
function pluginCallbacks() {
  const resolvers: Array<{ filter: RegExp; namespace?: string; callback: Callback }> = [];
  const loaders: Callback[] = [];
  const build = {
    onResolve: (options: { filter: RegExp; namespace?: string }, callback: Callback) => resolvers.push({ ...options, callback }),
    onLoad: (_options: unknown, callback: Callback) => loaders.push(callback),
  } as unknown as Build;
  void aiSdkOnFirstUse.setup(build);
  const resolve = (path: string, importer: string, namespace = 'file') =>
    resolvers.find((resolver) => resolver.filter.test(path) && (resolver.namespace ?? 'file') === namespace)?.callback({ path, importer, namespace });
  return { resolve, load: (path: string) => loaders[0]!({ path }) as { contents: string } };
}

/** Runs a stand-in module as esbuild's CommonJS wrapper would; counts the loads of the SDK's entry. */
async function evaluate(contents: string) {
  const required: string[] = [];
  const exports: Record<string, unknown> = {};
  const require = (path: string) => {
    required.push(path);
    return { aiSdkModules };
  };
  const wrapper = `export default (exports, require) => {\n${contents}\n};`;
  const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(wrapper).toString('base64')}`)) as { default: (exports: object, require: (path: string) => unknown) => void };
  module.default(exports, require);
  return { exports, required };
}

describe('aiSdkOnFirstUse', () => {
  it('stands in for the SDK where the components import it, and leaves the entry its real modules', () => {
    const { resolve } = pluginCallbacks();
    const component = '/repo/packages/components/src/models/generateReply.ts';
    for (const specifier of ['ai', 'ai/internal', '@ai-sdk/anthropic', '@ai-sdk/openai-compatible']) {
      expect(resolve(specifier, component)).toEqual({ path: specifier, namespace: 'ai-sdk-on-first-use' });
      expect(resolve(specifier, '/repo/apps/server/src/aiSdk.ts')).toBeUndefined();
    }
    expect(resolve('aisle', component)).toBeUndefined();
    // The entry is required at run time from beside the chunks, not bundled into them.
    expect(resolve('./aiSdk.js', 'ai', 'ai-sdk-on-first-use')).toEqual({ path: './aiSdk.js', external: true });
  });

  it('loads the SDK with the first read of an export, once, and hands over its own objects', async () => {
    const { exports, required } = await evaluate(pluginCallbacks().load('ai').contents);
    expect(Object.keys(exports).sort()).toEqual(Object.keys(ai).sort());
    expect(required).toEqual([]);
    expect(exports.APICallError).toBe(ai.APICallError);
    expect(exports.streamText).toBe(ai.streamText);
    expect(required).toEqual(['./aiSdk.js']);
  });

  it('gives each import specifier its own module of the SDK', async () => {
    const { exports } = await evaluate(firstUseModule('@ai-sdk/anthropic', Object.keys(anthropic)));
    expect(exports.createAnthropic).toBe(anthropic.createAnthropic);
    expect(exports.streamText).toBeUndefined();
  });
});
