// Lets Node run the server straight from TypeScript (`pnpm dev`, and tests that spawn the server):
// this hook adds the `.ts` / `/index.ts` that our extensionless relative imports leave out, and
// compiles TypeScript files in Node's "transform" mode, since workspace packages may use syntax
// that plain type stripping refuses (constructor parameter properties).
import { readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';

const candidates = ['.ts', '/index.ts'];

// stripTypeScriptTypes announces itself as experimental once per process; this dev-only hook
// takes that first call with the warning muted, so every start does not print it.
const emitWarning = process.emitWarning;
process.emitWarning = () => undefined;
stripTypeScriptTypes('', { mode: 'transform' });
process.emitWarning = emitWarning;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      // A folder ('./locales') fails as a directory import, a file without its extension as not found.
      if (!relative || (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw error;
      for (const suffix of candidates) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts') || url.includes('/node_modules/')) return nextLoad(url, context);
    const source = readFileSync(fileURLToPath(url), 'utf8');
    return { format: 'module', source: stripTypeScriptTypes(source, { mode: 'transform', sourceUrl: url }), shortCircuit: true };
  },
});
