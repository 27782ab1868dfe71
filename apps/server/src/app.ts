import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AnyComponent } from '@app/engine';
import type { DestinationStream, Logger } from 'pino';
import { registerAccountRoutes } from './accounts/accountRoutes';
import { ensureAdministrator } from './accounts/bootstrapAdmin';
import { registerSelfServiceRoutes } from './accounts/selfServiceRoutes';
import { registerAdminRoutes } from './admin/adminRoutes';
import { createAccessTokens } from './auth/accessTokens';
import { registerAuthHook } from './auth/authHook';
import { accessCookieResolver, bearerTokenResolver } from './auth/credentialResolvers';
import { registerBuildRoutes } from './build/buildRoutes';
import { registerPublicBuildRoutes } from './build/publicBuildRoutes';
import { engineServices, type EngineEnvironment } from './build/engineEnvironment';
import { createComponentFiles } from './build/componentFiles';
import { createMemoryJobQueue } from './build/jobs/memoryJobQueue';
import { createSandboxComponents } from './build/sandboxComponents';
import { createVertexCaches } from './build/vertexCaches';
import { componentRegistryFor } from './components/componentRegistry';
import { registerComponentRoutes } from './components/componentRoutes';
import { registerCustomComponentRoutes } from './components/customComponentRoutes';
import type { AppConfig } from './config/appConfig';
import { loadSecrets } from './config/secrets';
import { openDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrations/migrate';
import { monotonicClock } from './db/monotonicClock';
import { registerErrorHandling } from './errors/errorHandler';
import { installBasicExamples } from './flows/basicExamples';
import { registerFlowRoutes } from './flows/flowRoutes';
import type { FlowContext } from './flows/flowService';
import { createFileStore } from './files/fileStore';
import { createFlowFileStore, type FlowFileStore } from './files/flowFileStore';
import { registerFileRoutes } from './files/fileRoutes';
import { registerPublicFileRoutes } from './files/publicFileRoutes';
import { createStoredFiles } from './files/storedFiles';
import { createUserFiles, type UserFiles } from './files/userFiles';
import { registerFolderRoutes } from './folders/folderRoutes';
import { createLogger } from './logging/logger';
import type { SmsSender } from './messaging/smsSender';
import { registerMessageRoutes } from './monitor/messageRoutes';
import { createMessageStore } from './monitor/messageStore';
import { createRecordPruner } from './monitor/recordPruner';
import { registerMonitorRoutes } from './monitor/monitorRoutes';
import { createAllowList } from './net/addressPolicy';
import { createGuardedFetch } from './net/guardedFetch';
import { createFlowRunners } from './run/flowRunnerService';
import { registerRunRoutes } from './run/runRoutes';
import { registerSystemRoutes } from './system/systemRoutes';
import { createCredentialCipher, type CredentialCipher } from './variables/credentialCipher';
import { createVariableResolution } from './variables/runVariables';
import { registerVariableRoutes } from './variables/variableRoutes';
import { createVectorStores } from './vectors/vectorStores';
import { registerValidateRoutes } from './validate/validateRoutes';
import { registerWebConsole } from './web/webConsole';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; closed when the app closes. */
    database: AppDatabase;
  }
}

export interface AppOptions {
  /** Where log lines go; default stdout. */
  logStream?: DestinationStream;
  /** Receives the one-time banner with a generated administrator password; default stdout. */
  announce?: (text: string) => void;
  /** Components offered beside the built-in ones (tests register their own here). */
  components?: readonly AnyComponent[];
  /** Source text of those components, by type: their nodes' `code` field, a required field. */
  componentSources?: Readonly<Record<string, string>>;
  /** Sends verification codes to phone numbers; without one they go to the server log. */
  smsSender?: SmsSender;
  /** Wall clock of verification codes and upload budgets; tests move it forward. Default: the system clock. */
  clock?: () => Date;
}

/** Trust the nearest `hops` proxies (Fastify takes a number too, but its types do not say so). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Fastify closes only the connections that are idle when close() starts; a keep-alive connection
 * whose request is still running would hold the process open. Answers given while draining ask
 * the client to close the connection.
 */
function closeKeepAliveWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

/** Uploaded files: those kept beside a flow, and the users' own. */
interface UploadedFiles {
  flowFiles: FlowFileStore;
  userFiles: UserFiles;
}

/** Flows, folders, builds, runs and what they leave behind (the monitor), over one registry; global variables. */
function registerFlowEngine(app: FastifyInstance, database: AppDatabase, logger: Logger, options: AppOptions, cipher: CredentialCipher, config: AppConfig, files: UploadedFiles): void {
  const now = monotonicClock();
  const outbound = createGuardedFetch({ allowList: createAllowList(config.outboundFetch.allowedHosts), maxBytes: config.outboundFetch.maxResponseBytes });
  app.addHook('onClose', () => outbound.close());
  const registry = componentRegistryFor(options.components, options.componentSources);
  const environment: EngineEnvironment = {
    db: database.db,
    registry,
    messageStore: createMessageStore(database.db, now),
    vertexCaches: createVertexCaches(),
    now,
    pruner: createRecordPruner(database.db),
    logger,
    variables: createVariableResolution(database.db, cipher),
    sandbox: createSandboxComponents({ registry, config: config.sandbox }),
    vectorStores: createVectorStores(database.db, now),
    flowRunners: createFlowRunners(() => environment),
    outboundFetch: outbound.fetch,
    componentFiles: createComponentFiles(database.db, config.dataDir, files.userFiles),
  };
  const queue = createMemoryJobQueue({ logger });
  // Running builds end (cancelled) before the server waits for its open responses to finish.
  app.addHook('preClose', () => queue.close());
  app.addHook('onClose', () => environment.sandbox.close());
  const flows: FlowContext = {
    db: database.db,
    onFlowsDeleted: (flowIds) => {
      environment.vertexCaches.drop(flowIds);
      files.flowFiles.removeFlows(flowIds).catch((error: unknown) => logger.error({ err: error, flowIds }, 'removing the uploads of deleted flows failed'));
    },
  };
  registerFlowRoutes(app, flows);
  registerFolderRoutes(app, flows);
  registerBuildRoutes(app, { environment, queue });
  registerPublicBuildRoutes(app, { environment, queue });
  registerRunRoutes(app, { environment, queue });
  registerMonitorRoutes(app, database.db);
  registerMessageRoutes(app, database.db);
  registerComponentRoutes(app, environment.registry);
  registerCustomComponentRoutes(app, environment.sandbox, (userId) => async () => ({
    services: engineServices(environment, userId, environment.messageStore),
    resolveVariable: (await environment.variables.forOwner(userId, logger)).resolveVariable,
  }));
  registerValidateRoutes(app, environment.sandbox);
  registerVariableRoutes(app, { db: database.db, cipher });
}

/**
 * Builds the server: secrets, database (migrated), first administrator, then the Fastify
 * instance with every route. The caller listens and closes; closing also closes the database.
 */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logStream);
  const secrets = loadSecrets(config);
  const database = openDatabase(config, logger);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    await ensureAdministrator(database.db, config, logger, options.announce ?? ((text) => process.stdout.write(text)));
    const examples = await installBasicExamples(database.db);
    if (examples.inserted + examples.updated + examples.removed > 0) logger.info({ examples }, 'example flows installed');
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.dialect, dataDir: config.dataDir }, 'database ready');
  if (config.redisUrl) logger.info('REDIS_URL is set; queue mode is not available yet, so jobs run in this process');

  const app = Fastify({
    // Langflow's paths end in a slash (`flows/`, `folders/`) and its clients call both forms.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy every request comes from the proxy; per-client limits need the real client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    loggerInstance: logger as FastifyBaseLogger,
    // Load balancers poll the health routes every few seconds; a failure is still logged by the route.
    logController: new LogController({ disableRequestLogging: (request) => /^\/health(_check)?(\?|$)/.test(request.url) }),
  });
  app.decorate('database', database);
  closeKeepAliveWhenDraining(app);
  app.addHook('onClose', () => database.close());

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerErrorHandling(app);

  const accessTokens = createAccessTokens(secrets.secretKey);
  // Asked in order; an API-key resolver joins this list when API keys arrive.
  const resolvers = [bearerTokenResolver(accessTokens), accessCookieResolver(accessTokens)];
  registerAuthHook(app, database.db, resolvers);

  registerSystemRoutes(app, { config, database });
  registerAccountRoutes(app, { db: database.db, accessTokens });
  const clock = options.clock ?? (() => new Date());
  const storedFiles = createStoredFiles(database.db, createFileStore(config.dataDir), clock);
  registerPublicFileRoutes(app, storedFiles);
  await registerSelfServiceRoutes(app, {
    db: database.db,
    config,
    secretKey: secrets.secretKey,
    logger,
    resolvers,
    storedFiles,
    smsSender: options.smsSender ?? null,
    now: clock,
  });
  registerAdminRoutes(app, { db: database.db, storedFiles });
  // User files are listed newest first; distinct times keep uploads of one millisecond in order.
  const files: UploadedFiles = { flowFiles: createFlowFileStore(config.dataDir), userFiles: createUserFiles(database.db, config.dataDir, monotonicClock()) };
  registerFlowEngine(app, database, logger, options, createCredentialCipher(secrets.encryptionKey), config, files);
  await registerFileRoutes(app, { db: database.db, dataDir: config.dataDir, ...files, limits: { maxMb: config.maxFileSizeUploadMb }, now: clock });
  registerWebConsole(app, config.webDistDir);
  return app;
}
