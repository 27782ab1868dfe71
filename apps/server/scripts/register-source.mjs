// Lets Node run the server straight from TypeScript (`pnpm dev`, and tests that spawn the server):
// Node strips the types itself; this hook adds the `.ts` / `/index.ts` that our extensionless
// relative imports leave out.
import { registerHooks } from 'node:module';

const candidates = ['.ts', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
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
});
