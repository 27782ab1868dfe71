// Every environment variable the server reads, with its default and meaning. The README's
// configuration table is checked against this list by a test.
import { isIP } from 'node:net';
import { z } from 'zod';
import { satisfiesPasswordRule } from '@app/api-client';
import { parseAllowEntry } from '../net/addressPolicy';

export interface EnvironmentVariable<T> {
  /** Documented default; undefined means "unset". */
  default?: string;
  meaning: string;
  schema: z.ZodType<T, string>;
}

function variable<T>(schema: z.ZodType<T, string>, meaning: string, defaultValue?: string): EnvironmentVariable<T> {
  return { schema, meaning, default: defaultValue };
}

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
    );
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const booleanText = z
  .string()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function urlWithScheme(schemes: string[]) {
  return z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol.slice(0, -1));
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}` },
  );
}

/** Fastify's trustProxy: true (any proxy), a hop count, or a list of proxy addresses and CIDR ranges. */
const trustedProxies = z.string().transform((value, context): boolean | number | string => {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  };
  if (entries.every(valid)) return entries.join(',');
  context.addIssue({ code: 'custom', message: 'must be true, false, a number of hops, or comma-separated IP addresses or CIDR ranges' });
  return z.NEVER;
});

const text = z.string();

/** Comma-separated host names, addresses and CIDR ranges; every entry must be one of them. */
const allowList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.every((entry) => parseAllowEntry(entry) !== undefined), {
    error: 'must list host names (*.example.com for subdomains), IP addresses or CIDR ranges, each with an optional :port, separated by commas',
  });

const secret = z.string().min(32, 'must be at least 32 characters long');

/** Comma-separated origins (scheme://host[:port]), stored as browsers send them in Origin. */
const originList = z.string().transform((value, context) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined) {
      context.addIssue({ code: 'custom', message: 'must list origins such as https://example.com (scheme, host and port only), separated by commas' });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

export const environmentVariables = {
  PORT: variable(integer(0, 65535), 'TCP port of the HTTP server (0 picks a free port).', '7860'),
  HOST: variable(text, 'Interface to listen on; 0.0.0.0 to accept connections from other machines.', '127.0.0.1'),
  TRUST_PROXY: variable(
    trustedProxies,
    'Reverse proxies whose X-Forwarded-For names the client (login throttling, verification codes and upload limits count per client address; an IPv6 address counts as its /64): true for any, a number of hops, or comma-separated addresses/CIDR ranges. Unset: the connecting address is the client.',
  ),
  DATA_DIR: variable(text, 'Folder for the SQLite database, generated secrets and stored files.', './data'),
  DATABASE_URL: variable(
    urlWithScheme(['postgres', 'postgresql']),
    'PostgreSQL connection URL (postgres://user:pass@host:5432/db). Unset: SQLite file DATA_DIR/app.db.',
  ),
  REDIS_URL: variable(
    urlWithScheme(['redis', 'rediss']),
    'Redis URL: queue mode. Builds and webhook runs go to a queue that workers take them from, and their events are readable from every API instance. Unset: jobs run in the process that started them.',
  ),
  REDIS_PREFIX: variable(
    z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be 1-40 letters, digits, dots, dashes or underscores'),
    'Prefix of every Redis key in queue mode; deployments sharing one Redis use different prefixes, the instances of one deployment the same.',
    'app',
  ),
  ROLE: variable(
    oneOf(['all', 'api', 'worker']),
    'What this process does in queue mode: api (HTTP only), worker (runs queued jobs; no HTTP listener) or all (both). Needs REDIS_URL unless all.',
    'all',
  ),
  WORKER_CONCURRENCY: variable(integer(1, 256), 'Queued jobs one worker process (ROLE=worker or all, with REDIS_URL) runs at the same time.', '4'),
  QUEUE_WAIT_TIMEOUT: variable(
    integer(1),
    'Queue mode: longest a job waits for a worker, in seconds; past it the job is removed and its client told (code 10110). RUN_TIMEOUT starts when a worker takes it.',
    '120',
  ),
  ADMIN_USERNAME: variable(
    z.string().regex(/^\S{3,20}$/, 'must be 3-20 characters without spaces'),
    'Username of the administrator created on first start.',
    'admin',
  ),
  ADMIN_PASSWORD: variable(
    z.string().refine(satisfiesPasswordRule, {
      error: 'must be 6-20 characters mixing at least three of digit, lowercase, uppercase, special character',
    }),
    'Password of the administrator created on first start. Unset: a strong password is generated and printed once.',
  ),
  REGISTRATION_MODE: variable(oneOf(['open', 'approval', 'closed']), 'Self-registration: open, approval (new accounts wait for an administrator) or closed.', 'open'),
  DEFAULT_ROLE: variable(
    z.enum(['8', '16', '32'], { error: 'must be 8 (user), 16 (developer) or 32 (admin)' }).transform(Number),
    'Role of newly registered accounts: 8 user, 16 developer, 32 admin.',
    '8',
  ),
  SECRET_KEY: variable(secret, 'Key that signs access tokens (JWT). Unset: generated into DATA_DIR/secret_key. Give every API instance the same key.'),
  ENCRYPTION_KEY: variable(secret, 'Key that encrypts stored credentials. Unset: generated into DATA_DIR/encryption_key.'),
  LOG_LEVEL: variable(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'Log level (fatal, error, warn, info, debug, trace, silent).', 'info'),
  MAX_FILE_SIZE_UPLOAD: variable(integer(1), 'Largest accepted upload, in MB.', '100'),
  USER_FILES_QUOTA_MB: variable(
    integer(0),
    'MB one user’s files may take together: their own files (我的文件: uploads and the files Save File writes at every run of a flow, public and shared ones too) and the files kept beside their flows (the flow upload call, theirs or an API key’s). Past it an upload answers 413 with code 10114 and Save File fails with a text that says so. 0: no limit.',
    '1024',
  ),
  SMTP_HOST: variable(text, 'SMTP server for verification emails. Unset: codes are written to the server log.'),
  SMTP_PORT: variable(integer(1, 65535), 'SMTP port.', '465'),
  SMTP_SECURE: variable(booleanText, 'Whether the SMTP connection uses TLS from the start. Unset: true on port 465; otherwise STARTTLS is used when the server offers it.'),
  SMTP_USER: variable(text, 'SMTP user name; the server signs in only when it is set.'),
  SMTP_PASS: variable(text, 'SMTP password.'),
  SMTP_FROM: variable(text, 'Sender address of verification emails. Unset: SMTP_USER.'),
  WEB_DIST_DIR: variable(text, 'Folder of the built web console served at /. Unset: apps/web/dist next to the server package.'),
  EMBED_DIST_DIR: variable(text, 'Folder of the built embeddable chat (apps/embed/dist): the loader under /plugins/ and the page at /rest/bot. Unset: apps/embed/dist next to the server package.'),
  AUTO_SAVING: variable(booleanText, 'Whether the editor saves flows automatically.', 'true'),
  AUTO_SAVING_INTERVAL: variable(integer(0), 'Delay of the editor auto-save, in ms.', '1000'),
  HEALTH_CHECK_MAX_RETRIES: variable(integer(0), 'How often the web console retries a failed health check before it reports the server down.', '5'),
  FRONTEND_TIMEOUT: variable(integer(0), 'HTTP timeout of the web console, in seconds; 0 keeps the client default.', '0'),
  EVENT_DELIVERY: variable(oneOf(['streaming', 'polling', 'direct']), 'How build events reach the browser: streaming, polling or direct.', 'streaming'),
  WEBHOOK_POLLING_INTERVAL: variable(integer(0), 'How often the editor polls for webhook runs, in ms.', '5000'),
  WEBHOOK_AUTH: variable(
    booleanText,
    'Whether webhooks require an API key or sign-in. false: a flow whose owner opened its webhook (webhook_open) accepts senders without credentials, API_KEY_RATE_LIMIT runs a minute per client address.',
    'true',
  ),
  HELP_URL: variable(urlWithScheme(['http', 'https']), 'Documentation link of the web console footer. Unset: no link.'),
  SOCIAL_URL: variable(urlWithScheme(['http', 'https']), 'Social-account link (QR popover) of the web console footer. Unset: no link.'),
  FETCH_ALLOWED_HOSTS: variable(
    allowList,
    'Private or local hosts components may fetch from (URL, API Request, tools, custom code): comma-separated host names (*.example.com for subdomains), IP addresses or CIDR ranges, each optionally with :port to open that port only ([::1]:11434 for IPv6); without a port, every port of the host. Unset: public addresses only.',
  ),
  MCP_STDIO_ENABLED: variable(
    booleanText,
    'Whether the MCP Tools component may start MCP servers as local commands (stdio) on this machine. Anyone who edits flows can then run any command as the server user: enable it only where every editor is trusted.',
    'false',
  ),
  FETCH_MAX_RESPONSE_SIZE: variable(integer(1, 1024), 'Largest answer a component may read through the fetch the server gives it, in MB.', '20'),
  SANDBOX_WORKERS: variable(integer(1, 64), 'Worker threads that run edited and custom component code (QuickJS).', '2'),
  SANDBOX_MEMORY_MB: variable(integer(8, 4096), 'Memory one call of edited or custom component code may use, in MB.', '64'),
  SANDBOX_RUN_TIMEOUT_MS: variable(integer(100), 'Longest run of an edited or custom component, waiting for its fetches included, in ms.', '10000'),
  SANDBOX_COMPILE_TIMEOUT_MS: variable(integer(100), 'Longest loading, checking or template update of component code, in ms.', '2000'),
  SANDBOX_MAX_OUTPUT_MB: variable(integer(1, 1024), 'Largest output one call of edited or custom component code may return (its values as JSON text), in MB.', '4'),
  RUN_TIMEOUT: variable(integer(1), 'Longest a build, a run or a webhook run may take, in seconds; past it the flow is stopped and reports the limit.', '600'),
  COMPUTE_WORKERS: variable(
    integer(1, 64),
    'Processes that parse documents (PDF, Word, HTML) and split, filter or match large inputs for the built-in components, away from the event loop that answers requests.',
    '1',
  ),
  API_KEY_RATE_LIMIT: variable(
    integer(1),
    'Runs one API key or channel code may start in a minute (run, webhook, builds of the embedded chat page, file uploads); more answer 429 with Retry-After.',
    '60',
  ),
  REGISTRATIONS_PER_HOUR: variable(
    integer(0),
    'Accounts one client address may register in an hour (an IPv6 client counts as its /64); more answer 10111. 0: no limit, for a network whose users all reach the server from one address.',
    '10',
  ),
  VERIFY_CODES_PER_HOUR: variable(integer(0), 'Verification codes (SMS or mail) one client address may have sent in an hour, to whichever targets; more answer 10107. 0: no limit.', '20'),
  STORE_UPLOAD_MB_PER_DAY: variable(
    integer(0),
    'MB of chat attachments one user may upload to marketplace apps in a day (24 h), whichever apps; each file counts at least 4 KB; more answer 429 with code 10112. 0: no limit.',
    '500',
  ),
  FLOW_SAVE_MB_PER_MINUTE: variable(
    integer(0),
    'MB of flows one user may save (create or change a flow) in a minute, each save counted by its body size; more answer 429 with code 10113 and Retry-After. 0: no limit.',
    '256',
  ),
  STORE_UPLOAD_MB_PER_ADDRESS_PER_DAY: variable(
    integer(0),
    'MB of chat attachments one client address (an IPv6 client counts as its /64) may upload in a day, whichever accounts: accounts registered from one address do not multiply STORE_UPLOAD_MB_PER_DAY; more answer 429 with code 10112. 0: no limit.',
    '2000',
  ),
  CORS_ORIGINS: variable(
    originList,
    'Origins (https://example.com, comma-separated) whose pages may call the cross-origin routes: run, webhook, rest/*, the public playground calls, the events and cancel of builds, the OpenAPI document and the embed assets. Unset: any origin. Never with cookies; console routes are always same-origin.',
  ),
  AUTO_LOGIN: variable(
    booleanText,
    'Single-user mode: the console signs in as the administrator without a sign-in screen (GET /api/v1/auto_login). Refused at start-up with HOST=0.0.0.0 unless AUTO_LOGIN_ALLOW_REMOTE=true.',
    'false',
  ),
  AUTO_LOGIN_ALLOW_REMOTE: variable(booleanText, 'Allows AUTO_LOGIN on a server other machines can reach (anyone who reaches it is the administrator).', 'false'),
  TRANSACTIONS_STORAGE_ENABLED: variable(
    booleanText,
    'Whether builds and runs store a transaction per component run (the execution log), as Langflow’s setting of that name. false: runs write only their messages.',
    'true',
  ),
  VERTEX_BUILDS_STORAGE_ENABLED: variable(booleanText, 'Whether the editor’s builds store their vertex builds (the outputs shown on the canvas after a reload), as Langflow’s setting of that name.', 'true'),
  MAX_TRANSACTIONS_TO_KEEP: variable(
    integer(1),
    'Execution-log rows (transactions, one per component run) kept per flow, as Langflow’s setting of that name; older ones are deleted.',
    '3000',
  ),
  TRANSACTIONS_RETENTION_DAYS: variable(integer(0), 'Days execution-log rows are kept, whatever their number; 0 keeps them (MAX_TRANSACTIONS_TO_KEEP still applies).', '0'),
  MESSAGES_RETENTION_DAYS: variable(
    integer(0),
    'Days flow messages (chats, runs, Message History) are kept; older ones are deleted once an hour. 0 keeps them. Marketplace conversations are not affected.',
    '0',
  ),
  VOICE_OPENAI_BASE_URL: variable(
    urlWithScheme(['http', 'https']),
    'OpenAI-compatible API of voice: speech of replies (POST /audio/speech) and transcription of the voice assistant (POST /audio/transcriptions), paid with the flow owner’s OPENAI_API_KEY variable.',
    'https://api.openai.com/v1',
  ),
  VOICE_ELEVENLABS_BASE_URL: variable(urlWithScheme(['http', 'https']), 'ElevenLabs API of the voice provider elevenlabs (voices and text to speech), paid with the flow owner’s ELEVENLABS_API_KEY variable.', 'https://api.elevenlabs.io'),
  VOICE_SPEECH_MODEL: variable(text, 'Model of the OpenAI speech of replies.', 'gpt-4o-mini-tts'),
  VOICE_TRANSCRIPTION_MODEL: variable(text, 'Model that transcribes the voice assistant’s recorded turns.', 'gpt-4o-mini-transcribe'),
  VOICE_ELEVENLABS_MODEL: variable(text, 'ElevenLabs model of the speech of replies (model_id).', 'eleven_flash_v2_5'),
  VOICE_MAX_TURN_SECONDS: variable(integer(1, 600), 'Longest recording of one voice assistant turn, in seconds of 24 kHz audio; a longer one is dropped with the error audio_too_long.', '60'),
  VOICE_MAX_SPEECH_CHARS: variable(integer(1, 4096), 'Longest text of one speech call (the speak button); the voice assistant speaks longer replies in parts of at most this length. OpenAI’s limit is 4096.', '4096'),
  COMPUTE_MEMORY_MB: variable(integer(64, 16384), 'Memory one of those processes may use, in MB; a task that needs more fails with an error and the process is replaced.', '1024'),
};

export type EnvironmentVariables = typeof environmentVariables;
export type EnvironmentValues = {
  [K in keyof EnvironmentVariables]: EnvironmentVariables[K] extends EnvironmentVariable<infer T> ? T | undefined : never;
};
