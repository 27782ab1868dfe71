/**
 * Start-up health check (spec/3 sections 7 and 9): every value of GET /health must be "ok";
 * 503 and 429 are retried after 1, 2, 4 … seconds up to `maxRetries` times; then the server
 * counts as down. A timed-out request shows the timeout state at once.
 */

/** What one check answered, already classified by the caller's transport. */
export type HealthCheckResult = 'ok' | 'busy' | 'timeout' | 'down';

export type HealthStatus =
  | { state: 'idle' }
  | { state: 'checking'; attempt: number }
  | { state: 'ok' }
  | { state: 'down' }
  | { state: 'timeout' };

export interface HealthMonitorOptions {
  check: () => Promise<HealthCheckResult>;
  maxRetries: number;
  sleep: (ms: number) => Promise<void>;
}

export interface HealthMonitor {
  /** Runs a fresh round of checks; a round already running is abandoned. */
  start(): Promise<HealthStatus>;
  stop(): void;
  subscribe(listener: (status: HealthStatus) => void): () => void;
  getStatus(): HealthStatus;
}

export const DEFAULT_HEALTH_MAX_RETRIES = 5;

export function backoffMs(retry: number): number {
  return 2 ** retry * 1000;
}

export function createHealthMonitor({ check, maxRetries, sleep }: HealthMonitorOptions): HealthMonitor {
  const listeners = new Set<(status: HealthStatus) => void>();
  let status: HealthStatus = { state: 'idle' };
  let round = 0;

  const publish = (next: HealthStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const classify = async (): Promise<HealthCheckResult> => {
    try {
      return await check();
    } catch {
      return 'down';
    }
  };

  return {
    async start() {
      round += 1;
      const myRound = round;
      for (let attempt = 0; ; attempt += 1) {
        publish({ state: 'checking', attempt });
        const result = await classify();
        if (myRound !== round) return status;
        if (result === 'busy' && attempt < maxRetries) {
          await sleep(backoffMs(attempt));
          if (myRound !== round) return status;
          continue;
        }
        publish({ state: result === 'busy' ? 'down' : result });
        return status;
      }
    },
    stop() {
      round += 1;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
  };
}
