import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTokenRefresh, TOKEN_REFRESH_SECONDS } from './tokenRefresh';

describe('token refresh on a timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes shortly before the access token (3600 s less 10%) runs out, while signed in only', () => {
    let signedIn = true;
    const refresh = vi.fn(() => Promise.resolve());
    const refresher = startTokenRefresh({ auth: { isAuthenticated: () => signedIn, refresh } });
    expect(TOKEN_REFRESH_SECONDS).toBeLessThan(3600 * 0.9);
    vi.advanceTimersByTime(TOKEN_REFRESH_SECONDS * 1000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    signedIn = false;
    vi.advanceTimersByTime(TOKEN_REFRESH_SECONDS * 1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });
});
