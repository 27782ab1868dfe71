import { useEffect, useRef, useState } from 'react';
import { useServerInfo, useServices } from '../app/services';
import { createHealthCheck } from './healthCheck';
import { HealthModal, type HealthFailure } from './HealthModal';
import { createHealthMonitor, DEFAULT_HEALTH_MAX_RETRIES, type HealthMonitor } from './healthMonitor';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a healthy answer holds before the next check while the console is open. */
export const HEALTH_RECHECK_MS = 20_000;

/**
 * Checks the server (GET /health_check) once the public config (which carries the retry budget)
 * has been asked for, then again every 20 s while it is healthy, and blocks the console with a
 * modal while the server is down or too slow.
 */
export function HealthGate() {
  const { api, serverInfo } = useServices();
  const loaded = useServerInfo((s) => s.loaded);
  const maxRetries = useServerInfo((s) => s.config?.health_check_max_retries ?? DEFAULT_HEALTH_MAX_RETRIES);
  const [failure, setFailure] = useState<HealthFailure | null>(null);
  const [checking, setChecking] = useState(false);
  const monitor = useRef<HealthMonitor | null>(null);

  useEffect(() => {
    if (!loaded) return;
    const instance = createHealthMonitor({ check: createHealthCheck(() => api.system.healthCheck()), maxRetries, sleep });
    monitor.current = instance;
    let recheck: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = instance.subscribe((status) => {
      setChecking(status.state === 'checking');
      if (status.state === 'down' || status.state === 'timeout') setFailure(status.state);
      if (status.state === 'ok') {
        setFailure(null);
        clearTimeout(recheck);
        recheck = setTimeout(() => void instance.start(), HEALTH_RECHECK_MS);
        // A start-up without a server left the config unread; fetch it now that it can answer.
        if (!serverInfo.getState().config) void serverInfo.getState().load();
      }
    });
    void instance.start();
    return () => {
      clearTimeout(recheck);
      unsubscribe();
      instance.stop();
    };
  }, [api, loaded, maxRetries, serverInfo]);

  if (!failure) return null;
  return <HealthModal failure={failure} opened retrying={checking} onRetry={() => void monitor.current?.start()} />;
}
