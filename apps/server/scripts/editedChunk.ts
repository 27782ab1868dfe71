// The tsup plugins of the build rewrite a chunk's text after esbuild wrote its source map. A rewrite
// that moves code along a line has to carry the map along, or a stack trace read with
// --enable-source-maps points beside the code it names.
import { basename } from 'node:path';
import remapping from '@jridgewell/remapping';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import type MagicString from 'magic-string';
import type { Options } from 'tsup';

type RenderChunk = NonNullable<NonNullable<Options['plugins']>[number]['renderChunk']>;
type ChunkInfo = Parameters<RenderChunk>[1];

/**
 * What `renderChunk` returns for `edited`, the chunk's code with a plugin's edits: the code, and
 * the chunk's map through the edits, from the edited code to the chunk's sources. (tsup merges a
 * returned map with the chunk's where it names the chunk's own file; this one names the sources,
 * which tsup keeps as they are.) Nothing when the plugin changed nothing.
 */
export function editedChunk(edited: MagicString, chunk: ChunkInfo): { code: string; map?: string } | undefined {
  if (!edited.hasChanged()) return undefined;
  const code = edited.toString();
  if (!chunk.map) return { code };
  const input = new TraceMap(chunk.map as ConstructorParameters<typeof TraceMap>[0]);
  // A segment of the edits' map at each position esbuild mapped: composed with esbuild's, each keeps
  // its column. (Its other segments, at line starts and edits, compose to esbuild's or to nothing.)
  const lineStarts = [0];
  for (let at = edited.original.indexOf('\n'); at !== -1; at = edited.original.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  decodedMappings(input).forEach((segments, line) => {
    for (const [column] of segments) edited.addSourcemapLocation(lineStarts[line]! + column);
  });
  // A relative name, so that the sources keep esbuild's paths relative to the chunk.
  const name = basename(chunk.path);
  const edits = { ...edited.generateDecodedMap({ source: name, hires: false }), version: 3 as const };
  const map = remapping(edits, (source) => (source === name ? input : null));
  return { code, map: map.toString() };
}
