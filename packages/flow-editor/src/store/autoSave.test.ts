import type { FlowData, FlowRecord } from '@app/flow-graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSave } from './autoSave';
import { createTestFlowStore, testFlowRecord } from './testFlowStore';

/** A save call the test finishes by hand. */
function deferredSave() {
  const pending: Array<{ data: FlowData; resolve(flow: FlowRecord): void; reject(error: Error): void }> = [];
  const save = vi.fn(
    (data: FlowData) =>
      new Promise<FlowRecord>((resolve, reject) => {
        pending.push({ data, resolve, reject });
      }),
  );
  return { save, pending };
}

describe('createAutoSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after the interval of quiet', async () => {
    const store = createTestFlowStore();
    const save = vi.fn(async (data: FlowData) => testFlowRecord(data));
    const autoSave = createAutoSave(store, { save, intervalMs: 1000, enabled: true });
    store.getState().addNote({ x: 0, y: 0 });
    await vi.advanceTimersByTimeAsync(600);
    store.getState().addNote({ x: 1, y: 0 });
    await vi.advanceTimersByTimeAsync(600);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].nodes).toHaveLength(store.getState().nodes.length);
    expect(store.getState().saveState).toBe('saved');
    autoSave.dispose();
  });

  it('saves again after a save during which the flow changed', async () => {
    const store = createTestFlowStore();
    const { save, pending } = deferredSave();
    const autoSave = createAutoSave(store, { save, intervalMs: 100, enabled: true });
    store.getState().addNote({ x: 0, y: 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().saveState).toBe('saving');
    store.getState().addNote({ x: 1, y: 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    pending[0]?.resolve(testFlowRecord(pending[0].data));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    pending[1]?.resolve(testFlowRecord(pending[1].data));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().saveState).toBe('saved');
    autoSave.dispose();
  });

  it('does not schedule while disabled; flush saves at once', async () => {
    const store = createTestFlowStore();
    const save = vi.fn(async (data: FlowData) => testFlowRecord(data));
    const autoSave = createAutoSave(store, { save, intervalMs: 100, enabled: false });
    store.getState().setLocked(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    await autoSave.flush();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ nodes: expect.any(Array) }), { locked: true });
    expect(store.getState().saveState).toBe('saved');
    await autoSave.flush();
    expect(save).toHaveBeenCalledTimes(1);
    autoSave.dispose();
  });

  it('keeps a failed save unsaved and tells about it; flush tries again', async () => {
    const store = createTestFlowStore();
    const onError = vi.fn();
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(async (data: FlowData) => testFlowRecord(data));
    const autoSave = createAutoSave(store, { save, intervalMs: 100, enabled: true, onError });
    store.getState().addNote({ x: 0, y: 0 });
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().saveState).toBe('error');
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    await autoSave.flush();
    expect(store.getState().saveState).toBe('saved');
    autoSave.dispose();
  });

  it('stops after dispose', async () => {
    const store = createTestFlowStore();
    const save = vi.fn(async (data: FlowData) => testFlowRecord(data));
    createAutoSave(store, { save, intervalMs: 100, enabled: true }).dispose();
    store.getState().addNote({ x: 0, y: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
  });
});
