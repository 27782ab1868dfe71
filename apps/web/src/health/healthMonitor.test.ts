import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, createHealthMonitor, type HealthCheckResult, type HealthStatus } from './healthMonitor';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sequence(...results: HealthCheckResult[]) {
  const check = vi.fn(async () => results.shift() ?? 'ok');
  return check;
}

describe('health monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ok after one healthy answer', async () => {
    const check = sequence('ok');
    const monitor = createHealthMonitor({ check, maxRetries: 5, sleep });
    await expect(monitor.start()).resolves.toEqual({ state: 'ok' });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('retries a busy server after 1, 2 and 4 seconds', async () => {
    const check = sequence('busy', 'busy', 'busy', 'ok');
    const monitor = createHealthMonitor({ check, maxRetries: 5, sleep });
    const done = monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ state: 'ok' });
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('reports the server down after maxRetries busy answers', async () => {
    const check = vi.fn(async (): Promise<HealthCheckResult> => 'busy');
    const monitor = createHealthMonitor({ check, maxRetries: 3, sleep });
    const done = monitor.start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(done).resolves.toEqual({ state: 'down' });
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('shows a timeout at once, without retrying', async () => {
    const check = sequence('timeout', 'ok');
    const monitor = createHealthMonitor({ check, maxRetries: 5, sleep });
    await expect(monitor.start()).resolves.toEqual({ state: 'timeout' });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('counts a thrown check as down', async () => {
    const monitor = createHealthMonitor({ check: () => Promise.reject(new Error('offline')), maxRetries: 5, sleep });
    await expect(monitor.start()).resolves.toEqual({ state: 'down' });
  });

  it('notifies subscribers of every state and stops notifying after unsubscribe', async () => {
    const seen: HealthStatus[] = [];
    const monitor = createHealthMonitor({ check: sequence('busy', 'ok'), maxRetries: 5, sleep });
    const unsubscribe = monitor.subscribe((status) => seen.push(status));
    const done = monitor.start();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(seen).toEqual([{ state: 'checking', attempt: 0 }, { state: 'checking', attempt: 1 }, { state: 'ok' }]);
    unsubscribe();
    await monitor.start();
    expect(seen).toHaveLength(3);
  });

  it('abandons a round when stopped during the back-off', async () => {
    const check = sequence('busy', 'ok');
    const monitor = createHealthMonitor({ check, maxRetries: 5, sleep });
    const done = monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(check).toHaveBeenCalledTimes(1);
    expect(monitor.getStatus()).toEqual({ state: 'checking', attempt: 0 });
  });

  it('starts over when started again (the retry button)', async () => {
    const check = sequence('timeout', 'ok');
    const monitor = createHealthMonitor({ check, maxRetries: 5, sleep });
    await monitor.start();
    expect(monitor.getStatus()).toEqual({ state: 'timeout' });
    await monitor.start();
    expect(monitor.getStatus()).toEqual({ state: 'ok' });
  });
});

describe('back-off', () => {
  it('doubles the back-off from one second', () => {
    expect([0, 1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});
