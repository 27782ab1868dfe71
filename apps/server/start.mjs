// Starts the built server with its runtime settings (runtime.mjs): the Docker image's command and
// `pnpm start`. `npm start` reaches the same settings through scripts/bootstrap.mjs, which execs
// the server directly rather than through this file (one Node start fewer).
import { execServer } from './runtime.mjs';

execServer(process.execPath, process.env, process.argv.slice(2));
