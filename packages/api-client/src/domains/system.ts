// Server configuration, version and health (spec/3 section 7, Config and health). Langflow-style
// calls: plain JSON answers, `{detail}` on error.
import type { ConfigResponse, HealthResponse, VersionResponse } from '../types';
import type { DomainContext } from './context';

export interface SystemApi {
  /** GET /api/v1/config. Its `frontend_timeout` (seconds) is meant for `client.setTimeout`. */
  config(): Promise<ConfigResponse>;
  /** GET /api/v1/version. */
  version(): Promise<VersionResponse>;
  /** GET /health: healthy when every value is "ok" (see `isHealthy`). */
  health(): Promise<HealthResponse>;
  /** GET /health_check, the console's health path (spec/1 section 5): the same answer as /health. */
  healthCheck(): Promise<HealthResponse>;
}

export function createSystemApi({ request }: DomainContext): SystemApi {
  return {
    config: () => request<ConfigResponse>({ path: '/api/v1/config' }),
    version: () => request<VersionResponse>({ path: '/api/v1/version' }),
    health: () => request<HealthResponse>({ path: '/health' }),
    healthCheck: () => request<HealthResponse>({ path: '/health_check' }),
  };
}

export function isHealthy(health: HealthResponse): boolean {
  const values = Object.values(health);
  return values.length > 0 && values.every((value) => value === 'ok');
}
