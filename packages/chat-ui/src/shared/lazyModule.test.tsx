import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule, type LazyModule } from './lazyModule';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Shown({ module }: { module: LazyModule<{ name: string }> }) {
  const loaded = useLazyModule(module);
  return <span>{loaded ? loaded.name : 'fallback'}</span>;
}

describe('lazyModule', () => {
  it('fetches once however often it is asked, and keeps the module', async () => {
    const fetched = deferred<{ name: string }>();
    const importModule = vi.fn(() => fetched.promise);
    const module = lazyModule(importModule);
    expect(module.loaded()).toBeUndefined();
    const first = module.load();
    const second = module.load();
    fetched.resolve({ name: 'renderer' });
    expect(await first).toEqual({ name: 'renderer' });
    expect(await second).toBe(await first);
    expect(module.loaded()).toEqual({ name: 'renderer' });
    await module.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const importModule = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ name: 'renderer' });
    const module = lazyModule(importModule);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    expect(await module.load()).toEqual({ name: 'renderer' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyModule', () => {
  it('shows the fallback until the module arrives, then the module', async () => {
    const fetched = deferred<{ name: string }>();
    const module = lazyModule(() => fetched.promise);
    render(<Shown module={module} />);
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => fetched.resolve({ name: 'renderer' }));
    expect(screen.getByText('renderer')).toBeTruthy();
  });

  it('renders a module already loaded at once, without a fallback first', async () => {
    const module = lazyModule(() => Promise.resolve({ name: 'renderer' }));
    await module.load();
    const seen: string[] = [];
    function Recording() {
      const loaded = useLazyModule(module);
      seen.push(loaded ? loaded.name : 'fallback');
      return null;
    }
    render(<Recording />);
    expect(seen).toEqual(['renderer']);
  });

  it('keeps the fallback when the fetch fails, and a later mount asks again', async () => {
    const fetched = deferred<{ name: string }>();
    const importModule = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new Error('offline')).mockReturnValueOnce(fetched.promise);
    const module = lazyModule(importModule);
    const first = render(<Shown module={module} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(first.getByText('fallback')).toBeTruthy();
    first.unmount();
    render(<Shown module={module} />);
    await act(async () => fetched.resolve({ name: 'renderer' }));
    expect(screen.getByText('renderer')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
