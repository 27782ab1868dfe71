import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { AnyComponent } from '@app/engine';
import type { DestinationStream, Logger } from 'pino';
import { registerAccountRoutes } from './accounts/accountRoutes';
import { administratorCredentials, type AdministratorCredentials } from './accounts/bootstrapAdmin';
import { installAccounts } from './accounts/firstStart';
import { registerSelfServiceRoutes } from './accounts/selfServiceRoutes';
import { registerAdminRoutes } from './admin/adminRoutes';
import { createAccessTokens } from './auth/accessTokens';
import { apiKeyResolver, createKeyRunLimit } from './auth/apiKeyResolver';
import { registerAuthHook } from './auth/authHook';
import { autoLoginResolver } from './auth/autoLoginResolver';
import { accessCookieResolver, bearerTokenResolver, queryTokenResolver } from './auth/credentialResolvers';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import { createSessionCache } from './auth/sessionCache';
import type { AppConfig } from './config/appConfig';
import { prepareDataDir } from './config/dataDir';
import { ENCRYPTION_KEY_FILE, loadSecrets, SECRET_KEY_FILE, type AppSecrets } from './config/secrets';
import { openDatabase, SQLITE_FILES, type AppDatabase, type QueryObserver } from './db/database';
import { isNewDatabase, migrateToLatest } from './db/migrations/migrate';
import { monotonicClock } from './db/monotonicClock';
import { answerFrameworkError, registerErrorHandling } from './errors/errorHandler';
import { registerFlowLogoRoutes } from './flows/flowLogoRoutes';
import { createFileStore } from './files/fileStore';
import { createChatAttachments } from './files/chatAttachments';
import { createFlowFileStore } from './files/flowFileStore';
import { registerFileRoutes } from './files/fileRoutes';
import { registerPublicFileRoutes } from './files/publicFileRoutes';
import { createStorageQuota } from './files/storageQuota';
import { createStoredFiles } from './files/storedFiles';
import { createUserFiles } from './files/userFiles';
import { registerFlowEngine, type UploadedFiles } from './flowEngine';
import { keyStillValid } from './keys/apiKeyQueries';
import { warnAboutUntrustedForwarding } from './http/forwardedForWarning';
import { registerCors } from './http/cors';
import { registerHeadRequests } from './http/headRequests';
import { registerOpenApi, zodSchemaController } from './http/openApi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { childWithIds, createLogger, type IdBindings } from './logging/logger';
import type { SmsSender } from './messaging/smsSender';
import { createRateLimits } from './sharedBackends';
import { registerSystemRoutes } from './system/systemRoutes';
import { createCredentialCipher } from './variables/credentialCipher';
import { VOICE_MESSAGE_MAX_BYTES } from './voice/voiceSocket';
import { registerEmbedAssets } from './web/embedAssets';
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
  /** Wall clock of verification codes, upload budgets, login throttling and the session cache; tests move it forward. Default: the system clock. */
  clock?: () => Date;
  /**
   * scrypt's cost N of new password hashes, for tests only (a cheap one keeps them independent of
   * the machine's speed); deliberately no environment variable. Default: PASSWORD_COST (2^15).
   */
  passwordCost?: number;
  /** Sees the SQL text of every query the server runs, for tests that count them. */
  onQuery?: QueryObserver;
  /** Sees every route as it is registered (tests enumerate them). */
  onRoute?: (route: RouteOptions) => void;
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
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Builds the server: secrets, database (migrated), first administrator, then the Fastify
 * instance with every route. The caller listens and closes; closing also closes the database.
 */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logStream);
  prepareDataDir(config.dataDir, [...SQLITE_FILES, SECRET_KEY_FILE, ENCRYPTION_KEY_FILE], logger);
  const secrets = loadSecrets(config);
  const database = openDatabase(config, logger, options.onQuery);
  const passwords = createPasswordHasher(options.passwordCost);
  let credentials: AdministratorCredentials | undefined;
  try {
    // A new database has no administrator: the password hash (scrypt, ~0.1 s in the thread pool)
    // starts beside the migrations, not after them, on a first start's critical path (issue 19).
    if (await isNewDatabase(database)) credentials = administratorCredentials(config, passwords);
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await database.close();
    throw error;
  }
  // The first administrator's password hash takes a while in the thread pool: the routes are
  // registered meanwhile, and the app is handed over (to listen) only once both are done.
  const accountsReady = installAccounts(database.db, config, passwords, logger, options.announce ?? ((text) => process.stdout.write(text)), credentials);
  // Awaited below; its failure must not count as unhandled while the routes are registered.
  accountsReady.catch(() => undefined);
  let app: FastifyInstance | undefined;
  try {
    app = await createRoutes(config, options, { logger, secrets, database, passwords });
    await accountsReady;
  } catch (error) {
    await accountsReady.catch(() => undefined);
    // Closing the app closes what the routes opened (queue, pools, connections) and the database.
    await (app ? app.close() : database.close());
    throw error;
  }
  logger.info({ database: database.dialect, dataDir: config.dataDir }, 'database ready');
  if (config.redisUrl) logger.info({ role: config.role, workerConcurrency: config.workerConcurrency }, 'queue mode: jobs go through Redis');
  return app;
}

interface OpenedParts {
  logger: Logger;
  secrets: AppSecrets;
  database: AppDatabase;
  passwords: PasswordHasher;
}

/** The Fastify instance with every route, over the open database. */
async function createRoutes(config: AppConfig, options: AppOptions, { logger, secrets, database, passwords }: OpenedParts): Promise<FastifyInstance> {
  const app = Fastify({
    // Langflow's paths end in a slash (`flows/`, `folders/`) and its clients call both forms.
    routerOptions: { ignoreTrailingSlash: true },
    // Routes that answer HEAD say so (headRequests).
    exposeHeadRoutes: false,
    // Behind a reverse proxy every request comes from the proxy; per-client limits need the real client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    loggerInstance: logger as FastifyBaseLogger,
    // Every request's logger binds its reqId; a route's own level or serializers need pino's child.
    childLoggerFactory: (parent, bindings, options) =>
      Object.keys(options).length === 0 ? childWithIds(parent as Logger, bindings as IdBindings) : parent.child(bindings, options),
    // Load balancers poll the health routes every few seconds; a failure is still logged by the route.
    logController: new LogController({ disableRequestLogging: (request) => /^\/health(_check)?(\?|$)/.test(request.url) }),
    frameworkErrors: answerFrameworkError,
    schemaController: zodSchemaController,
  });
  app.decorate('database', database);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  closeKeepAliveWhenDraining(app);
  warnAboutUntrustedForwarding(app, config.trustProxy);
  app.addHook('onClose', () => database.close());

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: VOICE_MESSAGE_MAX_BYTES } });
  registerErrorHandling(app);
  registerHeadRequests(app);
  registerSecurityHeaders(app);
  registerCors(app, { origins: config.corsOrigins });
  registerOpenApi(app);

  const accessTokens = createAccessTokens(secrets.secretKey);
  const clock = options.clock ?? (() => new Date());
  const sessionResolvers = [bearerTokenResolver(accessTokens), accessCookieResolver(accessTokens), queryTokenResolver(accessTokens)];
  const rateLimits = await createRateLimits(app, config, logger, clock);
  const keyRuns = createKeyRunLimit(config.apiKeyRunsPerMinute, rateLimits);
  // Asked in order. A key comes first where a route accepts keys: the embedded page's calls carry
  // their channel code even when the browser also holds a signed-in user's cookie.
  // AUTO_LOGIN: a run call without any credential acts for the administrator (last: any credential presented wins).
  const resolvers = [
    apiKeyResolver({ db: database.db, runs: keyRuns, now: clock }),
    ...sessionResolvers,
    ...(config.autoLogin ? [autoLoginResolver({ db: database.db, username: config.adminUsername })] : []),
  ];
  const sessions = createSessionCache(database.db, clock);
  registerAuthHook(app, sessions, resolvers, (keyId) => keyStillValid(database.db, keyId));

  registerSystemRoutes(app, { config, database });
  registerAccountRoutes(app, { db: database.db, accessTokens, passwords, now: clock, sessions }, config.autoLogin ? { username: config.adminUsername } : null);
  const storedFiles = createStoredFiles(database.db, createFileStore(config.dataDir), clock);
  registerPublicFileRoutes(app, storedFiles);
  await registerSelfServiceRoutes(app, {
    db: database.db,
    config,
    secretKey: secrets.secretKey,
    logger,
    resolvers: sessionResolvers,
    storedFiles,
    smsSender: options.smsSender ?? null,
    now: clock,
    passwords,
    sessions,
    rateLimits,
  });
  registerAdminRoutes(app, { db: database.db, storedFiles, passwords, sessions });
  // User files are listed newest first; distinct times keep uploads of one millisecond in order.
  const chatAttachments = createChatAttachments(secrets.secretKey);
  const flowFiles = createFlowFileStore(config.dataDir, chatAttachments);
  const storageQuota = createStorageQuota(database.db, flowFiles, config.userFilesQuotaMb);
  const files: UploadedFiles = { flowFiles, chatAttachments, storageQuota, userFiles: createUserFiles(database.db, config.dataDir, { now: monotonicClock(), quota: storageQuota }) };
  await registerFlowEngine(app, database, logger, options, createCredentialCipher(secrets.encryptionKey), config, files, { keyRuns, rateLimits });
  await registerFileRoutes(app, { db: database.db, dataDir: config.dataDir, ...files, limits: { maxMb: config.maxFileSizeUploadMb }, now: clock, rateLimits, storeUploadBudget: { mbPerUser: config.storeUploadMbPerDay, mbPerAddress: config.storeUploadMbPerAddressPerDay } });
  await registerFlowLogoRoutes(app, { storedFiles });
  registerEmbedAssets(app, config.embedDistDir, database.db);
  registerWebConsole(app, config.webDistDir);
  return app;
}
