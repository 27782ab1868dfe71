import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListReload } from './useListReload';

/** A load whose answers the test gives, in any order. */
function answers<T>() {
  const pending: { resolve(items: T[]): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(() => new Promise<T[]>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('useListReload', () => {
  it('loads on mount and shows the answer of the latest reload, not an earlier one that comes later', async () => {
    const { load, pending } = answers<string>();
    const { result } = renderHook(() => useListReload(load, vi.fn()));
    expect(result.current).toMatchObject({ items: [], loading: true });
    let reload!: Promise<void>;
    act(() => {
      reload = result.current.reload();
    });
    await act(async () => {
      pending[1]!.resolve(['new']);
      await reload;
    });
    await act(async () => pending[0]!.resolve(['old']));
    expect(result.current).toMatchObject({ items: ['new'], loading: false });
  });

  it('reports a failed load once, with the latest callback, and keeps the list', async () => {
    const { load, pending } = answers<string>();
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ onError }) => useListReload(load, onError), { initialProps: { onError: first } });
    rerender({ onError: latest });
    await act(async () => pending[0]!.reject(new Error('down')));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ items: [], loading: false });
    // A new callback is no reason to load again.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that comes after unmounting', async () => {
    const { load, pending } = answers<string>();
    const onError = vi.fn();
    const { result, unmount } = renderHook(() => useListReload(load, onError));
    unmount();
    await act(async () => pending[0]!.reject(new Error('late')));
    expect(onError).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.items).toEqual([]));
  });
});
