import { isApiError, isHealthy, type HealthResponse } from '@app/api-client';
import type { HealthCheckResult } from './healthMonitor';

/** Maps one GET /health to what the monitor acts on: 503/429 are worth retrying, a timeout is shown at once. */
export function createHealthCheck(health: () => Promise<HealthResponse>): () => Promise<HealthCheckResult> {
  return async () => {
    try {
      return isHealthy(await health()) ? 'ok' : 'down';
    } catch (error) {
      if (!isApiError(error)) return 'down';
      if (error.kind === 'timeout') return 'timeout';
      if (error.status === 503 || error.status === 429) return 'busy';
      return 'down';
    }
  };
}
