// The sandbox's worker thread, built as dist/sandboxWorker.js beside the server's bundle: that is
// where @app/sandbox, bundled into the server, starts its workers from.
import '@app/sandbox/worker';
