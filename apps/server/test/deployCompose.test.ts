// The committed deployment (deploy/compose.yaml and deploy/nginx.conf) against the server's own
// configuration rules: every app container would start with its role, all share the settings
// that must be equal across instances, and the proxy reaches both API instances.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../src/config/appConfig';
import { serverPackageDir } from '../src/config/packageInfo';

const deployDir = join(serverPackageDir, '..', '..', 'deploy');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  command?: unknown;
  entrypoint?: unknown;
  volumes?: string[];
  ports?: string[];
}

/** Values deploy/.env would give; each variable the compose file requires gets a fresh one. */
const dotEnv: Record<string, string> = {
  POSTGRES_PASSWORD: randomBytes(32).toString('hex'),
  SECRET_KEY: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

/** Compose's interpolation of ${NAME}, ${NAME:-default} and ${NAME:?error}, from `env`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_whole, name: string, kind?: string, rest?: string) => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    if (kind === '?') throw new Error(`compose refuses to start: ${rest ?? name}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

function loadCompose(env: Record<string, string>): Record<string, ComposeService> {
  const text = interpolate(readFileSync(join(deployDir, 'compose.yaml'), 'utf8'), env);
  return (parse(text, { merge: true }) as { services: Record<string, ComposeService> }).services;
}

/** The services built from the app's image, by the role their environment gives them. */
function appServices(services: Record<string, ComposeService>, role: string): Array<[string, ComposeService]> {
  return Object.entries(services).filter(([, service]) => service.image?.startsWith('ai-flow-platform') && service.environment?.ROLE === role);
}

/** Settings every instance of one deployment must agree on. */
const SHARED_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'SECRET_KEY', 'ENCRYPTION_KEY', 'DATA_DIR', 'RUN_TIMEOUT'];

describe('deploy/compose.yaml', () => {
  const services = loadCompose(dotEnv);
  const apis = appServices(services, 'api');
  const workers = appServices(services, 'worker');

  it('runs two API instances and two workers, PostgreSQL, Redis and a proxy', () => {
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(workers.map(([name]) => name)).toEqual(['worker-1', 'worker-2']);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.proxy?.image).toMatch(/^nginx:/);
    // Only the proxy is reachable from outside.
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });

  it('builds the app containers from the Dockerfile, which starts the built server', () => {
    for (const [name, service] of [...apis, ...workers]) {
      const { build } = service;
      const dockerfile = join(deployDir, build?.context ?? '', build?.dockerfile ?? '');
      expect({ name, dockerfile: existsSync(dockerfile) }).toEqual({ name, dockerfile: true });
      const text = readFileSync(dockerfile, 'utf8');
      expect(text).toMatch(/^FROM node:24\b/m);
      expect(text).toContain('pnpm install --frozen-lockfile');
      // Through the launcher that gives it npm start's heap and malloc settings (apps/server/runtime.mjs);
      // the containers keep the image's command.
      expect(text).toMatch(/^CMD \["node", "apps\/server\/start\.mjs"\]$/m);
      expect({ name, command: service.command, entrypoint: service.entrypoint }).toEqual({ name, command: undefined, entrypoint: undefined });
      // The unprivileged user can write the server's compile cache, so a restart does not compile again.
      expect(text).toMatch(/^RUN .*chown node:node .*apps\/server\/node_modules\/\.cache/m);
    }
  });

  it("gives every app container an environment the server's configuration accepts, with its role", () => {
    for (const [name, service] of [...apis, ...workers]) {
      const config = parseConfig(service.environment ?? {});
      expect({ name, role: config.role }).toEqual({ name, role: service.environment?.ROLE });
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/app:[0-9a-f]{64}@postgres:5432\/app$/);
      expect(config.redisUrl, name).toBe('redis://redis:6379');
      expect(config.secretKey, name).toBe(dotEnv.SECRET_KEY);
      expect(config.encryptionKey, name).toBe(dotEnv.ENCRYPTION_KEY);
    }
    for (const [name, service] of apis) expect({ name, host: parseConfig(service.environment ?? {}).host }).toEqual({ name, host: '0.0.0.0' });
  });

  it('shares the database, Redis, keys and DATA_DIR volume between API instances and workers', () => {
    const [[, first], ...others] = [...apis, ...workers];
    for (const [name, service] of others) {
      for (const setting of SHARED_SETTINGS) expect({ name, setting, value: service.environment?.[setting] }).toEqual({ name, setting, value: first!.environment?.[setting] });
      expect({ name, volumes: service.volumes }).toEqual({ name, volumes: first!.volumes });
    }
    expect(first!.volumes).toContain(`app-data:${first!.environment?.DATA_DIR}`);
  });

  it('refuses to start without the secrets, rather than letting each instance generate its own', () => {
    for (const missing of Object.keys(dotEnv)) {
      const partial = { ...dotEnv, [missing]: '' };
      expect(() => loadCompose(partial), missing).toThrow(`set ${missing} in deploy/.env`);
    }
  });
});

describe('deploy/nginx.conf', () => {
  const conf = readFileSync(join(deployDir, 'nginx.conf'), 'utf8');
  const services = loadCompose(dotEnv);

  it('sends requests to both API instances in turn', () => {
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    const [, name, body] = upstream!;
    const servers = [...body!.matchAll(/^\s*server\s+([^;\s]+)/gm)].map((match) => match[1]);
    const expected = appServices(services, 'api').map(([service, { environment }]) => `${service}:${environment?.PORT}`);
    expect(servers).toEqual(expected);
    // No ip_hash/hash/least_conn: nginx's default round-robin.
    expect(body).not.toMatch(/\b(ip_hash|hash|least_conn|sticky)\b/);
    expect([...conf.matchAll(/proxy_pass\s+http:\/\/(\w+);/g)].map((match) => match[1])).toEqual([name, name]);
  });

  it('passes the streamed routes through unbuffered', () => {
    const unbuffered = [...conf.matchAll(/location\s+~\s+(\S+)\s*\{([^}]*)\}/g)]
      .filter(([, , body]) => /proxy_buffering\s+off;/.test(body!))
      .map(([, pattern]) => new RegExp(pattern!));
    const streamed = [
      '/api/v1/build/6f1c/events',
      '/api/v1/build/6f1c/flow',
      '/api/v1/build_public_tmp/6f1c/flow',
      '/api/v1/rest/build/6f1c/flow',
      '/api/v1/run/6f1c',
      '/api/v1/mcp/sse',
      '/api/v1/mcp/streamable',
    ];
    for (const path of streamed) expect({ path, unbuffered: unbuffered.some((pattern) => pattern.test(path)) }).toEqual({ path, unbuffered: true });
    expect(unbuffered.some((pattern) => pattern.test('/api/v1/flows/'))).toBe(false);
  });
});
