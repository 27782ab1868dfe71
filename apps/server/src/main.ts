// Process entry. V8's compiled code of the server is kept on disk by Node's compile cache (in the
// system temp dir, checked against each file's content and Node's version), so a start after the
// first reads the code of its ~4 MB bundle instead of compiling it: ~75 ms less CPU before the
// server runs (issue 19). NODE_DISABLE_COMPILE_CACHE=1 turns it off. The server is imported only
// once the cache is on: a static import would be compiled before this module's body runs.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./startServer');
