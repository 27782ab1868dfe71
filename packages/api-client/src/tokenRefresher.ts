// Keeps the access token fresh while authenticated (spec/1 section 4). A factory with start/stop
// rather than a hook, so browsers, React and Node callers share it.
import type { AuthApi } from './domains/auth';

export interface TokenRefresherOptions {
  /** Seconds between refreshes; choose it below the access-token lifetime (3600 s less 10%). */
  intervalSeconds: number;
  /** A failed refresh has already ended the session (onLogout); this only reports it. */
  onError?: (error: unknown) => void;
}

export interface TokenRefresher {
  start(): void;
  stop(): void;
}

export function createTokenRefresher(client: { auth: Pick<AuthApi, 'isAuthenticated' | 'refresh'> }, options: TokenRefresherOptions): TokenRefresher {
  if (!(options.intervalSeconds > 0)) throw new RangeError('intervalSeconds must be a positive number');
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    // Anonymous visitors have nothing to refresh; the timer keeps running for the next login.
    if (!client.auth.isAuthenticated()) return;
    client.auth.refresh().catch((error: unknown) => options.onError?.(error));
  };

  return {
    start() {
      timer ??= setInterval(tick, options.intervalSeconds * 1000);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
