// What the store's action groups share: reading and writing the state, and recording an undoable
// change (snapshot first, then the change marks the flow dirty and bumps its revision).
import type { StoreApi } from 'zustand';
import type { FlowStoreState } from './types';

export interface StoreKit {
  get: StoreApi<FlowStoreState>['getState'];
  set(partial: Partial<FlowStoreState>): void;
  /**
   * An undoable change: a snapshot of the graph before it, then `partial` applied as unsaved.
   * Consecutive changes with the same `coalesceKey` (typing in one field) share one snapshot.
   */
  edit(partial: Partial<FlowStoreState>, coalesceKey?: string): void;
  /** A change that is saved but not undoable (the lock flag, node drags after their start). */
  touch(partial: Partial<FlowStoreState>): void;
}
