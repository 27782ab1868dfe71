// What every build and run of this server shares: the database, the component registry, the
// message store, the frozen-vertex caches and the clock that orders stored records.
import type { ComponentRegistry, EngineLogger, EngineServices, MessageStore } from '@app/engine';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../db/schema';
import type { RecordPruner } from '../monitor/recordPruner';
import type { VertexCaches } from './vertexCaches';

export interface EngineEnvironment {
  db: Kysely<DatabaseSchema>;
  registry: ComponentRegistry;
  messageStore: MessageStore;
  vertexCaches: VertexCaches;
  /** Orders messages, vertex builds and transactions written by this process. */
  now: () => Date;
  pruner: RecordPruner;
  logger: Logger;
}

export function engineServices(environment: EngineEnvironment): EngineServices {
  return { messageStore: environment.messageStore };
}

/** The engine's logger on top of pino (the engine passes the text first, pino the fields). */
export function engineLogger(logger: Logger): EngineLogger {
  return {
    debug: (message, details) => logger.debug(details ?? {}, message),
    info: (message, details) => logger.info(details ?? {}, message),
    warn: (message, details) => logger.warn(details ?? {}, message),
    error: (message, details) => logger.error(details ?? {}, message),
  };
}
