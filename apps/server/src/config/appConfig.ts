import { join, resolve } from 'node:path';
import { environmentVariables, type EnvironmentValues, type EnvironmentVariable } from './environment';
import { serverPackageDir } from './packageInfo';

export type RegistrationMode = 'open' | 'approval' | 'closed';
export type EventDelivery = 'streaming' | 'polling' | 'direct';
export type ProcessRole = 'all' | 'api' | 'worker';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface SmtpConfig {
  host: string | null;
  port: number;
  /** TLS from the start (SMTPS); otherwise STARTTLS when offered. */
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string | null;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Fastify's trustProxy; false: the connecting address is the client. */
  trustProxy: boolean | number | string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** REDIS_PREFIX: the prefix of every key this deployment keeps in Redis. */
  redisPrefix: string;
  /** ROLE: which parts this process runs (queue mode splits them; without REDIS_URL it is 'all'). */
  role: ProcessRole;
  /** Queued jobs this process runs at once (WORKER_CONCURRENCY). */
  workerConcurrency: number;
  /** Longest a queued job waits for a worker, in ms (QUEUE_WAIT_TIMEOUT). */
  queueWaitMs: number;
  adminUsername: string;
  adminPassword: string | null;
  registrationMode: RegistrationMode;
  defaultRole: number;
  /** Null: generated into the data dir on first start. */
  secretKey: string | null;
  encryptionKey: string | null;
  logLevel: LogLevel;
  maxFileSizeUploadMb: number;
  /** MB one user's own files (uploads and Save File's) may take together (USER_FILES_QUOTA_MB; 0: no limit). */
  userFilesQuotaMb: number;
  smtp: SmtpConfig;
  /** Absolute path. */
  webDistDir: string;
  /** Absolute path. */
  embedDistDir: string;
  autoSaving: boolean;
  autoSavingInterval: number;
  healthCheckMaxRetries: number;
  frontendTimeout: number;
  eventDelivery: EventDelivery;
  webhookPollingInterval: number;
  /** WEBHOOK_AUTH: false lets owners open their flows' webhooks to senders without credentials. */
  webhookAuth: boolean;
  /** MCP_STDIO_ENABLED: MCP Tools may start local commands (services.localCommands). */
  mcpStdioEnabled: boolean;
  helpUrl: string | null;
  socialUrl: string | null;
  /** The network access components get (services.fetch). */
  outboundFetch: OutboundFetchConfig;
  /** Edited and custom component code (@app/sandbox). */
  sandbox: SandboxConfig;
  /** Deadline of every build and run, in ms (RUN_TIMEOUT). */
  runTimeoutMs: number;
  /** Processes for the components' heavy parsing and processing. */
  compute: ComputeConfig;
  /** Runs one API key may start in a minute (API_KEY_RATE_LIMIT). */
  apiKeyRunsPerMinute: number;
  /** Accounts one client address may register in an hour (REGISTRATIONS_PER_HOUR; 0: no limit). */
  registrationsPerHour: number;
  /** Verification codes one client address may have sent in an hour (VERIFY_CODES_PER_HOUR; 0: no limit). */
  codeSendsPerHour: number;
  /** MB of marketplace chat attachments one user may upload in a day (STORE_UPLOAD_MB_PER_DAY; 0: no limit). */
  storeUploadMbPerDay: number;
  /** MB of flow saves one user may send in a minute (FLOW_SAVE_MB_PER_MINUTE; 0: no limit). */
  flowSaveMbPerMinute: number;
  /** MB of those attachments one client address may upload in a day, whichever accounts (STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY; 0: no limit). */
  storeUploadMbPerAddressPerDay: number;
  /** CORS_ORIGINS; null: any origin. */
  corsOrigins: string[] | null;
  /** AUTO_LOGIN: single-user mode. */
  autoLogin: boolean;
  autoLoginAllowRemote: boolean;
  /** What the monitor keeps of what builds and runs leave behind, and for how long. */
  retention: RetentionConfig;
  /** Speech of replies and the voice assistant. */
  voice: VoiceConfig;
}

export interface VoiceConfig {
  /** VOICE_OPENAI_BASE_URL, without a trailing slash. */
  openAiBaseUrl: string;
  /** VOICE_ELEVENLABS_BASE_URL, without a trailing slash. */
  elevenLabsBaseUrl: string;
  speechModel: string;
  transcriptionModel: string;
  elevenLabsModel: string;
  maxTurnSeconds: number;
  maxSpeechChars: number;
}

export interface RetentionConfig {
  /** TRANSACTIONS_STORAGE_ENABLED: store the execution log at all. */
  storeTransactions: boolean;
  /** VERTEX_BUILDS_STORAGE_ENABLED: store the editor's vertex builds at all. */
  storeVertexBuilds: boolean;
  /** MAX_TRANSACTIONS_TO_KEEP: transactions kept per flow. */
  maxTransactionsPerFlow: number;
  /** TRANSACTIONS_RETENTION_DAYS; 0: no age limit. */
  transactionsDays: number;
  /** MESSAGES_RETENTION_DAYS; 0: no age limit. */
  messagesDays: number;
}

export interface ComputeConfig {
  workers: number;
  memoryMb: number;
}

export interface SandboxConfig {
  workers: number;
  memoryMb: number;
  runTimeoutMs: number;
  compileTimeoutMs: number;
  maxOutputMb: number;
}

export interface OutboundFetchConfig {
  /** FETCH_ALLOWED_HOSTS entries: host names, *.domain, addresses, CIDR ranges, each with an optional :port. */
  allowedHosts: string[];
  maxResponseBytes: number;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function readVariables(env: Record<string, string | undefined>): EnvironmentValues {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(environmentVariables) as Array<[string, EnvironmentVariable<unknown>]>) {
    // Surrounding blanks are dropped; an empty value (FOO= in a compose file) counts as unset.
    const given = env[name]?.trim() || undefined;
    const raw = given ?? spec.default;
    if (raw === undefined) continue;
    const parsed = spec.schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
    } else {
      const shown = name.includes('PASSWORD') || name.includes('KEY') || name.includes('PASS') ? '' : ` (got "${raw}")`;
      problems.push(`${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}${shown}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as EnvironmentValues;
}

/** Addresses only this machine reaches. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * AUTO_LOGIN makes whoever reaches the server its administrator: on an address other machines
 * reach, only when the operator says so.
 */
function checkAutoLogin(v: EnvironmentValues): void {
  if (v.AUTO_LOGIN && !v.AUTO_LOGIN_ALLOW_REMOTE && !LOOPBACK_HOSTS.has(v.HOST ?? '')) {
    throw new ConfigError([
      `AUTO_LOGIN=true signs in everyone who reaches the server as the administrator, and HOST=${v.HOST ?? ''} accepts connections from other machines: listen on 127.0.0.1, or set AUTO_LOGIN_ALLOW_REMOTE=true`,
    ]);
  }
}

/** Without a queue there is nothing to split: an api or worker process alone would serve no builds. */
function checkRole(v: EnvironmentValues): void {
  if (v.ROLE !== 'all' && !v.REDIS_URL) throw new ConfigError([`ROLE=${v.ROLE ?? ''} needs REDIS_URL (queue mode); without it the server runs every part in one process (ROLE=all)`]);
}

/** Reads and validates the configuration; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const v = readVariables(env);
  checkAutoLogin(v);
  checkRole(v);
  // Every variable with a default is set by now.
  const required = <T>(value: T | undefined): T => value as T;
  return {
    port: required(v.PORT),
    host: required(v.HOST),
    trustProxy: v.TRUST_PROXY ?? false,
    dataDir: resolve(cwd, required(v.DATA_DIR)),
    databaseUrl: v.DATABASE_URL ?? null,
    redisUrl: v.REDIS_URL ?? null,
    redisPrefix: required(v.REDIS_PREFIX),
    role: required(v.ROLE),
    workerConcurrency: required(v.WORKER_CONCURRENCY),
    queueWaitMs: required(v.QUEUE_WAIT_TIMEOUT) * 1000,
    adminUsername: required(v.ADMIN_USERNAME),
    adminPassword: v.ADMIN_PASSWORD ?? null,
    registrationMode: required(v.REGISTRATION_MODE),
    defaultRole: required(v.DEFAULT_ROLE),
    secretKey: v.SECRET_KEY ?? null,
    encryptionKey: v.ENCRYPTION_KEY ?? null,
    logLevel: required(v.LOG_LEVEL),
    maxFileSizeUploadMb: required(v.MAX_FILE_SIZE_UPLOAD),
    userFilesQuotaMb: required(v.USER_FILES_QUOTA_MB),
    smtp: {
      host: v.SMTP_HOST ?? null,
      port: required(v.SMTP_PORT),
      secure: v.SMTP_SECURE ?? required(v.SMTP_PORT) === 465,
      user: v.SMTP_USER ?? null,
      pass: v.SMTP_PASS ?? null,
      from: v.SMTP_FROM ?? null,
    },
    webDistDir: v.WEB_DIST_DIR ? resolve(cwd, v.WEB_DIST_DIR) : join(serverPackageDir, '..', 'web', 'dist'),
    embedDistDir: v.EMBED_DIST_DIR ? resolve(cwd, v.EMBED_DIST_DIR) : join(serverPackageDir, '..', 'embed', 'dist'),
    autoSaving: required(v.AUTO_SAVING),
    autoSavingInterval: required(v.AUTO_SAVING_INTERVAL),
    healthCheckMaxRetries: required(v.HEALTH_CHECK_MAX_RETRIES),
    frontendTimeout: required(v.FRONTEND_TIMEOUT),
    eventDelivery: required(v.EVENT_DELIVERY),
    webhookPollingInterval: required(v.WEBHOOK_POLLING_INTERVAL),
    webhookAuth: required(v.WEBHOOK_AUTH),
    mcpStdioEnabled: required(v.MCP_STDIO_ENABLED),
    helpUrl: v.HELP_URL ?? null,
    socialUrl: v.SOCIAL_URL ?? null,
    outboundFetch: {
      allowedHosts: v.FETCH_ALLOWED_HOSTS ?? [],
      maxResponseBytes: required(v.FETCH_MAX_RESPONSE_SIZE) * 1024 * 1024,
    },
    sandbox: {
      workers: required(v.SANDBOX_WORKERS),
      memoryMb: required(v.SANDBOX_MEMORY_MB),
      runTimeoutMs: required(v.SANDBOX_RUN_TIMEOUT_MS),
      compileTimeoutMs: required(v.SANDBOX_COMPILE_TIMEOUT_MS),
      maxOutputMb: required(v.SANDBOX_MAX_OUTPUT_MB),
    },
    runTimeoutMs: required(v.RUN_TIMEOUT) * 1000,
    compute: { workers: required(v.COMPUTE_WORKERS), memoryMb: required(v.COMPUTE_MEMORY_MB) },
    apiKeyRunsPerMinute: required(v.API_KEY_RATE_LIMIT),
    registrationsPerHour: required(v.REGISTRATIONS_PER_HOUR),
    codeSendsPerHour: required(v.VERIFY_CODES_PER_HOUR),
    storeUploadMbPerDay: required(v.STORE_UPLOAD_MB_PER_DAY),
    flowSaveMbPerMinute: required(v.FLOW_SAVE_MB_PER_MINUTE),
    storeUploadMbPerAddressPerDay: required(v.STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY),
    corsOrigins: v.CORS_ORIGINS ?? null,
    autoLogin: required(v.AUTO_LOGIN),
    autoLoginAllowRemote: required(v.AUTO_LOGIN_ALLOW_REMOTE),
    retention: {
      storeTransactions: required(v.TRANSACTIONS_STORAGE_ENABLED),
      storeVertexBuilds: required(v.VERTEX_BUILDS_STORAGE_ENABLED),
      maxTransactionsPerFlow: required(v.MAX_TRANSACTIONS_TO_KEEP),
      transactionsDays: required(v.TRANSACTIONS_RETENTION_DAYS),
      messagesDays: required(v.MESSAGES_RETENTION_DAYS),
    },
    voice: {
      openAiBaseUrl: required(v.VOICE_OPENAI_BASE_URL).replace(/\/+$/, ''),
      elevenLabsBaseUrl: required(v.VOICE_ELEVENLABS_BASE_URL).replace(/\/+$/, ''),
      speechModel: required(v.VOICE_SPEECH_MODEL),
      transcriptionModel: required(v.VOICE_TRANSCRIPTION_MODEL),
      elevenLabsModel: required(v.VOICE_ELEVENLABS_MODEL),
      maxTurnSeconds: required(v.VOICE_MAX_TURN_SECONDS),
      maxSpeechChars: required(v.VOICE_MAX_SPEECH_CHARS),
    },
  };
}
