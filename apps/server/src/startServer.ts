// The server process: reads the configuration, starts the server, stops it cleanly on SIGTERM/SIGINT.
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, parseConfig, type AppConfig } from './config/appConfig';

const SHUTDOWN_TIMEOUT_MS = 30_000;

function readConfig(): AppConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await createApp(config);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal while draining means "now".
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms; stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  if (config.role === 'worker') {
    // A worker takes queued jobs from Redis; it answers no HTTP.
    await app.ready();
    process.stdout.write(`Worker running (${config.workerConcurrency} jobs at a time)\n`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`Server listening on http://${host}:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
