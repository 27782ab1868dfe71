import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config/appConfig';
import { environmentVariables } from '../src/config/environment';
import { serverPackageDir } from '../src/config/packageInfo';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env, '/srv');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = parseConfig({}, '/srv');
    expect(config).toMatchObject({
      port: 7860,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      databaseUrl: null,
      redisUrl: null,
      adminUsername: 'admin',
      adminPassword: null,
      registrationMode: 'open',
      defaultRole: 8,
      secretKey: null,
      encryptionKey: null,
      logLevel: 'info',
      maxFileSizeUploadMb: 100,
      smtp: { host: null, port: 465, user: null, pass: null, from: null },
      autoSaving: true,
      autoSavingInterval: 1000,
      healthCheckMaxRetries: 5,
      frontendTimeout: 0,
      eventDelivery: 'streaming',
      webhookPollingInterval: 5000,
      helpUrl: null,
      socialUrl: null,
    });
    expect(config.webDistDir).toBe(join(serverPackageDir, '..', 'web', 'dist'));
    expect(config.embedDistDir).toBe(join(serverPackageDir, '..', 'embed', 'dist'));
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/app',
        DATABASE_URL: 'postgresql://u:p@db:5432/app',
        REDIS_URL: 'redis://cache:6379',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'Abc#1234',
        REGISTRATION_MODE: 'approval',
        DEFAULT_ROLE: '16',
        SECRET_KEY: 'k'.repeat(32),
        LOG_LEVEL: 'debug',
        MAX_FILE_SIZE_UPLOAD: '5',
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '587',
        WEB_DIST_DIR: 'web',
        EMBED_DIST_DIR: 'embed',
        AUTO_SAVING: 'no',
        AUTO_SAVING_INTERVAL: '300',
        FRONTEND_TIMEOUT: '30',
        EVENT_DELIVERY: 'polling',
        HELP_URL: 'https://docs.example.com',
        SOCIAL_URL: 'https://example.com/qr',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/app',
      databaseUrl: 'postgresql://u:p@db:5432/app',
      redisUrl: 'redis://cache:6379',
      adminUsername: 'root',
      adminPassword: 'Abc#1234',
      registrationMode: 'approval',
      defaultRole: 16,
      secretKey: 'k'.repeat(32),
      logLevel: 'debug',
      maxFileSizeUploadMb: 5,
      smtp: { host: 'smtp.example.com', port: 587 },
      webDistDir: '/srv/web',
      embedDistDir: '/srv/embed',
      autoSaving: false,
      autoSavingInterval: 300,
      frontendTimeout: 30,
      eventDelivery: 'polling',
      helpUrl: 'https://docs.example.com',
      socialUrl: 'https://example.com/qr',
    });
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ PORT: '', ADMIN_PASSWORD: '  ' }, '/srv')).toMatchObject({ port: 7860, adminPassword: null });
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REGISTRATION_MODE: 'invite',
      DEFAULT_ROLE: '12',
      AUTO_SAVING: 'maybe',
      MAX_FILE_SIZE_UPLOAD: '0',
      LOG_LEVEL: 'loud',
      HELP_URL: 'docs',
    });
    expect(problems).toEqual([
      'PORT must be a whole number (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x")',
      'REGISTRATION_MODE must be one of open, approval, closed (got "invite")',
      'DEFAULT_ROLE must be 8 (user), 16 (developer) or 32 (admin) (got "12")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'MAX_FILE_SIZE_UPLOAD must be at least 1 (got "0")',
      'AUTO_SAVING must be true or false (got "maybe")',
      'HELP_URL must be a URL starting with http:// or https:// (got "docs")',
    ]);
  });

  it('rejects a port out of range and a weak admin password without echoing it', () => {
    const problems = problemsOf({ PORT: '70000', ADMIN_PASSWORD: 'password', SECRET_KEY: 'short' });
    expect(problems).toEqual([
      'PORT must be at most 65535 (got "70000")',
      'ADMIN_PASSWORD must be 6-20 characters mixing at least three of digit, lowercase, uppercase, special character',
      'SECRET_KEY must be at least 32 characters long',
    ]);
  });

  it('reads the record retention: whether to store the logs, transactions kept per flow, age limits in days (0: none)', () => {
    expect(parseConfig({}, '/srv').retention).toEqual({ storeTransactions: true, storeVertexBuilds: true, maxTransactionsPerFlow: 3000, transactionsDays: 0, messagesDays: 0 });
    const limited = { TRANSACTIONS_STORAGE_ENABLED: 'false', VERTEX_BUILDS_STORAGE_ENABLED: 'no', MAX_TRANSACTIONS_TO_KEEP: '50', TRANSACTIONS_RETENTION_DAYS: '7', MESSAGES_RETENTION_DAYS: '30' };
    expect(parseConfig(limited, '/srv').retention).toEqual({
      storeTransactions: false,
      storeVertexBuilds: false,
      maxTransactionsPerFlow: 50,
      transactionsDays: 7,
      messagesDays: 30,
    });
    expect(problemsOf({ MAX_TRANSACTIONS_TO_KEEP: '0', TRANSACTIONS_RETENTION_DAYS: '-1', MESSAGES_RETENTION_DAYS: 'week' })).toEqual([
      'MAX_TRANSACTIONS_TO_KEEP must be at least 1 (got "0")',
      'TRANSACTIONS_RETENTION_DAYS must be at least 0 (got "-1")',
      'MESSAGES_RETENTION_DAYS must be a whole number (got "week")',
    ]);
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxy addresses', () => {
    expect(parseConfig({}, '/srv').trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'TRUE' }, '/srv').trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }, '/srv').trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }, '/srv').trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(problemsOf({ TRUST_PROXY: 'proxy.lan' })).toEqual([expect.stringMatching(/^TRUST_PROXY must be true, false, a number of hops/)]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
  });

  it('reads the process role and worker concurrency of queue mode; api or worker alone needs REDIS_URL', () => {
    expect(parseConfig({}, '/srv')).toMatchObject({ role: 'all', workerConcurrency: 4, redisUrl: null });
    const worker = parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ROLE: 'worker', WORKER_CONCURRENCY: '2' }, '/srv');
    expect(worker).toMatchObject({ role: 'worker', workerConcurrency: 2, redisUrl: 'redis://127.0.0.1:6379' });
    expect(problemsOf({ ROLE: 'api' })).toEqual([expect.stringMatching(/^ROLE=api needs REDIS_URL/)]);
    expect(problemsOf({ ROLE: 'queue', WORKER_CONCURRENCY: '0' })).toHaveLength(2);
  });

  it('has every variable documented in the README configuration table', () => {
    const readme = readFileSync(join(serverPackageDir, 'README.md'), 'utf8');
    for (const name of Object.keys(environmentVariables)) {
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
    }
  });
});
