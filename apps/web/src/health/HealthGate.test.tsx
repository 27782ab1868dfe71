import { ApiError } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, fakeConfig } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { createHealthCheck } from './healthCheck';
import { HEALTH_RECHECK_MS, HealthGate } from './HealthGate';

const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 0, path: '/health', message: 'failed', ...init });

describe('health check classification', () => {
  it.each([
    [async () => ({ status: 'ok', db: 'ok' }), 'ok'],
    [async () => ({ status: 'ok', db: 'error' }), 'down'],
    [() => Promise.reject(failure({ status: 503 })), 'busy'],
    [() => Promise.reject(failure({ status: 429 })), 'busy'],
    [() => Promise.reject(failure({ status: 500 })), 'down'],
    [() => Promise.reject(failure({ kind: 'timeout' })), 'timeout'],
    [() => Promise.reject(failure({ kind: 'network' })), 'down'],
    [() => Promise.reject(new Error('boom')), 'down'],
  ])('%#: %s', async (health, expected) => {
    await expect(createHealthCheck(health)()).resolves.toBe(expected);
  });
});

describe('health gate', () => {
  it('stays out of the way while the server is healthy', async () => {
    const health = vi.fn(async () => ({ status: 'ok' }));
    renderWithProviders(<HealthGate />, createFakeServices({ health }));
    await waitFor(() => expect(health).toHaveBeenCalled());
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('checks again while the console is open and shows the modal when the server goes down later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let healthy = true;
      const health = vi.fn(async () => {
        if (!healthy) throw failure({ status: 500 });
        return { status: 'ok' };
      });
      renderWithProviders(<HealthGate />, createFakeServices({ health }));
      await waitFor(() => expect(health).toHaveBeenCalledTimes(1));
      healthy = false;
      await vi.advanceTimersByTimeAsync(HEALTH_RECHECK_MS);
      expect(health).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server-down modal after the retries and closes it when a retry succeeds', async () => {
    let healthy = false;
    const health = vi.fn(async () => {
      if (!healthy) throw failure({ status: 503 });
      return { status: 'ok' };
    });
    renderWithProviders(<HealthGate />, createFakeServices({ health, config: { ...fakeConfig, health_check_max_retries: 0 } }));
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    // A modal dialog named by its title, with the focus kept on its one action.
    const dialog = screen.getByRole('dialog', { name: '服务暂时不可用' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '重试' })));
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText('服务暂时不可用')).toBeNull());
  });

  it('shows the timeout modal when the check times out', async () => {
    const health = vi.fn(() => Promise.reject(failure({ kind: 'timeout' })));
    renderWithProviders(<HealthGate />, createFakeServices({ health }));
    expect(await screen.findByText('连接超时')).toBeTruthy();
    expect(health).toHaveBeenCalledTimes(1);
  });
});
