// The auto-save scheduler of one editor: a change saves after `intervalMs` of quiet, one save is
// in flight at a time (a change made meanwhile is saved after it), and flush() saves at once for
// mod+s and the leave guard. The store keeps the save state; this only decides when to save.
import type { FlowData, FlowRecord } from '@app/flow-graph';
import type { FlowStore } from './FlowStoreProvider';
import type { FlowStoreState } from './types';

export interface AutoSaveOptions {
  /** Stores the flow's data (and its lock flag) and answers the saved flow. */
  save(data: FlowData, flow: { locked: boolean }): Promise<FlowRecord>;
  intervalMs: number;
  /** Off: changes wait for flush(). */
  enabled: boolean;
  /** Told about each failed save (the flow stays unsaved, saveState 'error'). */
  onError?(error: unknown): void;
}

export interface AutoSave {
  /** Saves now when there are unsaved changes, after a save already in flight. */
  flush(): Promise<void>;
  update(options: Partial<AutoSaveOptions>): void;
  dispose(): void;
}

function isUnsaved(state: FlowStoreState): boolean {
  return state.saveState === 'dirty' || state.saveState === 'error';
}

export function createAutoSave(store: FlowStore, initial: AutoSaveOptions): AutoSave {
  let options = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    cancelTimer();
    if (options.enabled) timer = setTimeout(() => void flush(), options.intervalMs);
  };

  const runSave = async () => {
    const state = store.getState();
    state.markSaving();
    try {
      const saved = await options.save(state.toFlowData(), { locked: state.locked });
      store.getState().markSaved(saved);
    } catch (error) {
      store.getState().markSaveFailed();
      options.onError?.(error);
    }
  };

  async function flush(): Promise<void> {
    cancelTimer();
    // Whoever wakes first after a save starts the next one; the others wait for that one too.
    while (inFlight) await inFlight;
    if (!isUnsaved(store.getState())) return;
    inFlight = runSave();
    try {
      await inFlight;
    } finally {
      inFlight = null;
    }
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.revision !== previous.revision && state.saveState === 'dirty') schedule();
  });

  return {
    flush,
    update(next) {
      options = { ...options, ...next };
      if (!options.enabled) cancelTimer();
      else if (next.enabled !== undefined && store.getState().saveState === 'dirty') schedule();
    },
    dispose() {
      cancelTimer();
      unsubscribe();
    },
  };
}
