// Process entry. V8's compiled code of the server is kept on disk by Node's compile cache (checked
// against each file's content and Node's version), so a start after the first reads the code of its
// ~4 MB bundle instead of compiling it: ~75 ms less CPU before the server runs (issue 19). The cache
// lives beside the installed server, not in the shared temp dir, where another local user could
// have prepared the directory; NODE_COMPILE_CACHE names another, NODE_DISABLE_COMPILE_CACHE=1 turns
// it off, and a read-only install runs without it. The server is imported only once the cache is
// on: a static import would be compiled before this module's body runs.
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

enableCompileCache(process.env.NODE_COMPILE_CACHE ? undefined : fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url)));
await import('./startServer');
