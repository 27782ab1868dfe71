// The flow engine's wiring: the environment builds run in (registry, sandbox, compute, caches,
// records, outbound fetch), the job queue, record retention, and the routes that use them.
import type { AnyComponent } from '@app/engine';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { RateLimits } from './accounts/addressRateLimit';
import type { KeyRunLimit } from './auth/apiKeyResolver';
import { registerBuildRoutes, type BuildRoutesContext } from './build/buildRoutes';
import { BUILD_JOB, buildJobRunner } from './build/buildService';
import { createComponentFiles } from './build/componentFiles';
import { engineServices, type EngineEnvironment } from './build/engineEnvironment';
import { SERVER_RESTARTED, WORKER_LOST } from './build/jobs/jobEndings';
import { createJobRecords } from './build/jobs/jobRecords';
import { registerPublicBuildRoutes } from './build/publicBuildRoutes';
import { createSandboxComponents } from './build/sandboxComponents';
import { createComputePool } from './compute/computePool';
import { createPythonRunner } from './python/pythonRunner';
import { componentRegistryFor } from './components/componentRegistry';
import { registerComponentRoutes } from './components/componentRoutes';
import { registerCustomComponentRoutes } from './components/customComponentRoutes';
import type { AppConfig } from './config/appConfig';
import { registerConversationRoutes } from './conversations/conversationRoutes';
import type { AppDatabase } from './db/database';
import { monotonicClock } from './db/monotonicClock';
import type { ChatAttachments } from './files/chatAttachments';
import type { FlowFileStore } from './files/flowFileStore';
import type { UserFiles } from './files/userFiles';
import type { StorageQuota } from './files/storageQuota';
import type { FlowContext } from './flows/flowService';
import { FLOW_BODY_LIMIT, registerFlowRoutes } from './flows/flowRoutes';
import { flowSaveBudget } from './flows/flowSaveBudget';
import { registerFlowTransferRoutes } from './flows/flowTransferRoutes';
import { registerFolderRoutes } from './folders/folderRoutes';
import { registerApiKeyRoutes } from './keys/apiKeyRoutes';
import { registerRestRoutes } from './keys/restRoutes';
import { createKnowledgeBases } from './knowledge/knowledgeBases';
import { registerKnowledgeRoutes } from './knowledge/knowledgeRoutes';
import { registerMcpRoutes } from './mcp/mcpRoutes';
import { registerMessageRoutes } from './monitor/messageRoutes';
import { createMessageStore } from './monitor/messageStore';
import { registerMonitorRoutes } from './monitor/monitorRoutes';
import { createRecordPruner } from './monitor/recordPruner';
import { createRecordRetention } from './monitor/recordRetention';
import { createServerRecordWriter } from './monitor/recordWriter';
import { createAllowList } from './net/addressPolicy';
import { createGuardedFetch } from './net/guardedFetch';
import { createFlowRunners } from './run/flowRunnerService';
import { RUN_JOB, runJobRunner } from './run/queuedRuns';
import { registerRunRoutes } from './run/runRoutes';
import { WEBHOOK_JOB, webhookJobRunner } from './run/webhookRoutes';
import { createJobQueue, createSharedVertexCaches } from './sharedBackends';
import { registerPublishRoutes } from './store/publishRoutes';
import { registerStoreChatRoutes } from './store/storeChatRoutes';
import { storeNodeReadLimit } from './store/storeNodeReads';
import { registerStoreRoutes } from './store/storeRoutes';
import { registerValidateRoutes } from './validate/validateRoutes';
import type { CredentialCipher } from './variables/credentialCipher';
import { createVariableResolution } from './variables/runVariables';
import { registerVariableRoutes } from './variables/variableRoutes';
import { createLocalIndexes } from './vectors/localIndexes';
import { createVectorStores } from './vectors/vectorStores';
import { registerVoice } from './voice/voiceFeature';

/** The components a server offers beside the built-in ones, with their source text (see AppOptions). */
interface ComponentOptions {
  components?: readonly AnyComponent[];
  componentSources?: Readonly<Record<string, string>>;
}

/** Uploaded files: those kept beside a flow, and the users' own. */
export interface UploadedFiles {
  flowFiles: FlowFileStore;
  /** Who kept each chat attachment beside a flow (builds kept apart name only their caller's). */
  chatAttachments: ChatAttachments;
  userFiles: UserFiles;
  /** USER_FILES_QUOTA_MB over both (the flow upload call checks it; UserFiles does for its own writes). */
  storageQuota: StorageQuota;
}

/** Flows, folders, builds, runs and what they leave behind (the monitor), over one registry; global variables. */
export async function registerFlowEngine(app: FastifyInstance, database: AppDatabase, logger: Logger, options: ComponentOptions, cipher: CredentialCipher, config: AppConfig, files: UploadedFiles, limits: { keyRuns: KeyRunLimit; rateLimits: RateLimits }): Promise<void> {
  const now = monotonicClock();
  const outbound = createGuardedFetch({ allowList: createAllowList(config.outboundFetch.allowedHosts), maxBytes: config.outboundFetch.maxResponseBytes });
  app.addHook('onClose', () => outbound.close());
  const registry = componentRegistryFor(options.components, options.componentSources);
  const compute = createComputePool(config.compute, logger);
  const python = createPythonRunner();
  const environment: EngineEnvironment = {
    db: database.db,
    registry,
    messageStore: createMessageStore(database.db, now),
    vertexCaches: await createSharedVertexCaches(app, config, logger),
    now,
    pruner: createRecordPruner(database.db, { maxTransactionsPerFlow: config.retention.maxTransactionsPerFlow }),
    records: createServerRecordWriter(app, database.db, { afterResponse: database.dialect === 'sqlite' }),
    recordStorage: { transactions: config.retention.storeTransactions, vertexBuilds: config.retention.storeVertexBuilds },
    logger,
    variables: createVariableResolution(database.db, cipher),
    sandbox: createSandboxComponents({ registry, config: config.sandbox }),
    vectorStores: createVectorStores(database.db, now),
    knowledgeBases: createKnowledgeBases(database.db, now),
    localIndexes: createLocalIndexes(config.dataDir),
    flowRunners: createFlowRunners(() => environment),
    outboundFetch: outbound.fetch,
    localCommands: config.mcpStdioEnabled,
    chatAttachments: files.chatAttachments,
    componentFiles: createComponentFiles(database.db, config.dataDir, files.userFiles, config.maxFileSizeUploadMb * 1024 * 1024),
    compute,
    python,
    runTimeoutMs: config.runTimeoutMs,
  };
  const records = createJobRecords({
    db: database.db,
    logger,
    sharedDatabase: database.dialect === 'postgres',
    lostReason: config.redisUrl ? WORKER_LOST : SERVER_RESTARTED,
  });
  const queue = await createJobQueue(config, logger, records, { [BUILD_JOB]: buildJobRunner(environment), [WEBHOOK_JOB]: webhookJobRunner(environment), [RUN_JOB]: runJobRunner(environment) });
  // Running builds end (cancelled, recorded as interrupted) before the server waits for its open
  // responses to finish, and before the database closes.
  app.addHook('preClose', async () => {
    await queue.close();
    await records.close();
  });
  app.addHook('onReady', async () => {
    await records.recoverInterrupted();
  });
  app.addHook('onClose', () => environment.sandbox.close());
  app.addHook('onClose', () => compute.close());
  app.addHook('onClose', () => python.close());
  const retention = createRecordRetention({ db: database.db, dialect: database.dialect, config: config.retention, logger });
  app.addHook('onReady', async () => retention.start());
  app.addHook('preClose', () => retention.stop());
  const flows: FlowContext = {
    db: database.db,
    catalogue: (type) => environment.registry.frontendNode(type),
    onFlowsDeleted: (flowIds) => {
      environment.vertexCaches.drop(flowIds);
      files.flowFiles.removeFlows(flowIds).catch((error: unknown) => logger.error({ err: error, flowIds }, 'removing the uploads of deleted flows failed'));
    },
  };
  const saveBudget = flowSaveBudget(limits.rateLimits, config.flowSaveMbPerMinute, FLOW_BODY_LIMIT);
  registerFlowRoutes(app, flows, saveBudget);
  registerFlowTransferRoutes(app, flows, saveBudget);
  registerFolderRoutes(app, flows);
  registerBuildRoutes(app, { environment, queue, records }, limits.rateLimits);
  registerPublicBuildRoutes(app, { environment, queue, records }, limits.rateLimits);
  const openRuns = limits.rateLimits('open-webhook-runs', { limit: config.apiKeyRunsPerMinute, windowMs: 60_000 });
  registerRunRoutes(app, { environment, queue, webhookAuth: config.webhookAuth, queueRuns: config.redisUrl !== null, openRuns, openRunsPerMinute: config.apiKeyRunsPerMinute });
  registerMcpRoutes(app, { environment, keyRuns: limits.keyRuns, corsOrigins: config.corsOrigins, runQueue: config.redisUrl === null ? undefined : queue });
  registerVoice(app, { environment, config: config.voice, rateLimits: limits.rateLimits, runQueue: config.redisUrl === null ? undefined : queue });
  registerMonitorRoutes(app, database.db);
  registerMessageRoutes(app, database.db);
  registerComponentRoutes(app, environment.registry);
  registerCustomComponentRoutes(app, environment.sandbox, (userId) => async () => ({
    services: engineServices(environment, userId, environment.messageStore),
    resolveVariable: (await environment.variables.forOwner(userId, logger)).resolveVariable,
  }));
  registerValidateRoutes(app, environment.sandbox);
  registerVariableRoutes(app, { db: database.db, cipher, changed: (userId) => environment.variables.ownerChanged(userId) });
  registerKnowledgeRoutes(app, database.db);
  registerMarketplace(app, { environment, queue, records }, cipher, limits.rateLimits);
}

/** The marketplace, publishing, chat with apps through the build machinery, and the apps' keys. */
function registerMarketplace(app: FastifyInstance, context: BuildRoutesContext, cipher: CredentialCipher, rateLimits: RateLimits): void {
  const { db } = context.environment;
  // Releases and decommissions of one app are listed in the order they happened.
  const now = monotonicClock();
  const chats = registerStoreChatRoutes(app, context, now, rateLimits);
  registerPublishRoutes(app, { db, now, onDecommissioned: (store) => chats.endOthers(store) });
  const nodeReads = storeNodeReadLimit(rateLimits);
  registerStoreRoutes(app, { db, now, nodeReads });
  registerConversationRoutes(app, db);
  registerApiKeyRoutes(app, { db, cipher, now });
  registerRestRoutes(app, { ...context, chats, nodeReads });
}
