// The build's tsup plugins rewrite the chunks esbuild wrote (issue 19); the source maps the build
// writes still lead each position of the rewritten code to its place in the sources, so that a
// stack trace read with --enable-source-maps names the right line and column.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import type { Options } from 'tsup';
import { describe, expect, it } from 'vitest';
import { asciiChunks } from '../scripts/asciiChunks';
import { eagerCommonJs } from '../scripts/eagerCommonJs';

type Plugin = NonNullable<Options['plugins']>[number];
type ChunkInfo = Parameters<NonNullable<Plugin['renderChunk']>>[1];

const SOURCE = '../src/module.js';

// A module as esbuild bundles it: a CommonJS wrapper its load requires, with a regular expression
// that keeps its non-ASCII characters.
const source = `var require_a = __commonJS({
  "node_modules/a/index.js"(exports, module) {
    const end = /[。！？]/g, marker = "end";
    module.exports = { end, marker };
  }
});
export const a = require_a();
`;

/** The chunk esbuild would write for `source`, below a banner, with its map to `source`. */
function bundled(): ChunkInfo {
  const chunk = new MagicString(source).prepend('const banner = 1;\n');
  return { type: 'chunk', path: '/build/dist/chunk-A.js', code: chunk.toString(), map: chunk.generateMap({ source: SOURCE, hires: true, includeContent: true }).toString() };
}

/** The chunk after `plugins`, with the map tsup writes: a returned one, or else the one it had. */
async function render(plugins: Plugin[]): Promise<ChunkInfo> {
  const chunk = bundled();
  for (const plugin of plugins) {
    const result = await plugin.renderChunk!.call({} as never, chunk.code, chunk);
    if (result) Object.assign(chunk, { code: result.code, map: result.map ?? chunk.map });
  }
  return chunk;
}

/** Where the first `text` after `after` in `code` comes from, by `map`. */
function origin(chunk: ChunkInfo, after: string, text: string) {
  const at = chunk.code.indexOf(text, chunk.code.indexOf(after));
  const lines = chunk.code.slice(0, at).split('\n');
  return originalPositionFor(new TraceMap(chunk.map as string), { line: lines.length, column: lines.at(-1)!.length });
}

/** Where the first `text` after `after` is in the source (lines from 1, columns from 0). */
function place(after: string, text: string) {
  const lines = source.slice(0, source.indexOf(text, source.indexOf(after))).split('\n');
  return { source: SOURCE, line: lines.length, column: lines.at(-1)!.length, name: null };
}

describe('source maps of rewritten chunks', () => {
  it('lead the code after an escape back to its place in the source', async () => {
    const chunk = await render([asciiChunks]);
    expect(chunk.code).toContain('/[\\u3002\\uff01\\uff1f]/g, marker');
    expect(origin(chunk, '/g', 'marker')).toEqual(place('/g', 'marker'));
    expect(origin(chunk, 'module.exports', 'marker')).toEqual(place('module.exports', 'marker'));
  });

  it('lead the code after an inserted parenthesis back to its place in the source', async () => {
    const chunk = await render([eagerCommonJs]);
    expect(chunk.code).toContain('"node_modules/a/index.js": (function(exports, module) {');
    expect(origin(chunk, '(exports', 'module')).toEqual(place('(exports', 'module'));
    expect(origin(chunk, '/g', 'marker')).toEqual(place('/g', 'marker'));
  });

  it('do so after both plugins, as the build runs them, naming the sources as esbuild did', async () => {
    const chunk = await render([asciiChunks, eagerCommonJs]);
    expect(origin(chunk, '(exports', 'module')).toEqual(place('(exports', 'module'));
    expect(origin(chunk, '/g', 'marker')).toEqual(place('/g', 'marker'));
    expect(origin(chunk, 'export const', 'require_a')).toEqual(place('export const', 'require_a'));
    const map = JSON.parse(chunk.map as string) as { sources: string[]; sourcesContent: string[] };
    expect(map.sources).toEqual([SOURCE]);
    expect(map.sourcesContent).toEqual([source]);
  });

  it('leave a chunk that needs no change as it is', async () => {
    const chunk: ChunkInfo = { type: 'chunk', path: '/build/dist/plain.js', code: 'export const x = 1;\n', map: '{}' };
    expect(await asciiChunks.renderChunk!.call({} as never, chunk.code, chunk)).toBeUndefined();
    expect(await eagerCommonJs.renderChunk!.call({} as never, chunk.code, chunk)).toBeUndefined();
  });
});
