// What every build and run of this server shares: the database, the component registry, the
// message store, the frozen-vertex caches, the clock that orders stored records, the owners'
// global variables and files, and the one network access components have.
import type { ComponentRegistry, ComputeService, EngineLogger, EngineServices, MessageStore, OutboundFetch } from '@app/engine';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../db/schema';
import type { ChatAttachments } from '../files/chatAttachments';
import type { RecordPruner } from '../monitor/recordPruner';
import type { RecordWriter } from '../monitor/recordWriter';
import type { FlowRunners } from '../run/flowRunnerService';
import type { VariableResolution } from '../variables/runVariables';
import type { KnowledgeBases } from '../knowledge/knowledgeBases';
import type { LocalIndexes } from '../vectors/localIndexes';
import type { PythonRunnerPool } from '../python/pythonRunner';
import type { VectorStores } from '../vectors/vectorStores';
import type { SandboxComponents } from './sandboxComponents';
import type { ComponentFiles } from './componentFiles';
import type { VertexCaches } from './vertexCaches';

export interface EngineEnvironment {
  db: Kysely<DatabaseSchema>;
  registry: ComponentRegistry;
  messageStore: MessageStore;
  vertexCaches: VertexCaches;
  /** Orders messages, vertex builds and transactions written by this process. */
  now: () => Date;
  pruner: RecordPruner;
  /** Writes builds' and runs' records, a batch of them per transaction. */
  records: RecordWriter;
  /** Which component records builds and runs store (TRANSACTIONS_STORAGE_ENABLED, VERTEX_BUILDS_STORAGE_ENABLED). */
  recordStorage: { transactions: boolean; vertexBuilds: boolean };
  logger: Logger;
  /** The flow owner's variables for `load_from_db` fields, and the masking of their credentials. */
  variables: VariableResolution;
  /** Run Flow's access to the owners' other flows. */
  flowRunners: FlowRunners;
  /** Edited and custom component code, compiled and run in the QuickJS sandbox. */
  sandbox: SandboxComponents;
  /** The users' vector collections (the database vector store). */
  vectorStores: VectorStores;
  /** The users' knowledge bases, whose texts are in their vector collections. */
  knowledgeBases: KnowledgeBases;
  /** The users' local vector index files (FAISS) under DATA_DIR. */
  localIndexes: LocalIndexes;
  /** Whether components may start local commands (MCP_STDIO_ENABLED). */
  localCommands: boolean;
  /** The guarded fetch (src/net): the only network access components get. */
  outboundFetch: OutboundFetch;
  /** Who kept each chat attachment: a build kept apart may name only its caller's. */
  chatAttachments: ChatAttachments;
  /** The uploaded files a flow's components may read. */
  componentFiles: ComponentFiles;
  /** Processes for the components' heavy parsing and processing (src/compute). */
  compute: ComputeService;
  /** The Python REPL's WebAssembly interpreter (src/python). */
  python: PythonRunnerPool;
  /** The deadline of every build and run, in ms (RUN_TIMEOUT). */
  runTimeoutMs: number;
}

/**
 * The services a build or run gets; `messageStore` is the one its records go through too, and the
 * vector collections and uploaded files are those of the flow's owner.
 */
export function engineServices(environment: EngineEnvironment, ownerId: string | null, messageStore: MessageStore, depth = 0): EngineServices {
  const owned = ownerId
    ? {
        vectorStore: environment.vectorStores.forOwner(ownerId),
        knowledgeBases: environment.knowledgeBases.forOwner(ownerId),
        localIndexes: environment.localIndexes.forOwner(ownerId),
        python: environment.python.forOwner(ownerId),
        files: environment.componentFiles.forOwner(ownerId),
      }
    : {};
  // `depth`: how many flows run this one through Run Flow (0 for a build or run request).
  const flowRunner = ownerId ? { flowRunner: environment.flowRunners.forOwner(ownerId, depth) } : {};
  const commands = environment.localCommands ? { localCommands: true } : {};
  return { messageStore, fetch: environment.outboundFetch, compute: environment.compute, ...owned, ...flowRunner, ...commands };
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
