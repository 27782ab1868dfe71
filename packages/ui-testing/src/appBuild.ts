// A production build of an app, for the tests that check what its pages load first: the chunks it
// writes, what some of them bring along by static imports, and the modules in them.
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk;

/** Builds the app in `appDir` with its own vite.config.ts into `outDir`, and returns its chunks. */
export async function buildAppChunks(appDir: string, outDir: string): Promise<Chunk[]> {
  let chunks: Chunk[] = [];
  const collect: Plugin = {
    name: 'collect-chunks',
    generateBundle(_, bundle) {
      chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
    },
  };
  // A production build: vitest's NODE_ENV (test) would make Vite bundle React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: appDir, configFile: join(appDir, 'vite.config.ts'), mode: 'production', logLevel: 'error', plugins: [collect], build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return chunks;
}

/** The chunks of `chunks` loaded with `starts`, following static imports. */
export function withStaticImports(chunks: Chunk[], starts: Chunk[]): Chunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.set(chunk.fileName, chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  starts.forEach(visit);
  return [...loaded.values()];
}

/** The modules that left code in `loaded`, by id with forward slashes. */
export const modulesOf = (loaded: Chunk[]): string[] =>
  loaded.flatMap((chunk) => Object.keys(chunk.modules).filter((id) => chunk.modules[id]!.renderedLength > 0)).map((id) => id.replaceAll('\\', '/'));
