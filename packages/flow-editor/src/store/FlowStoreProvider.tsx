// Hands one editor's store to the canvas, sidebar and header. Reads go through selectors so a
// component re-renders only when what it selects changes.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { FlowStoreState } from './types';

export type FlowStore = StoreApi<FlowStoreState>;

const FlowStoreContext = createContext<FlowStore | null>(null);

export function FlowStoreProvider({ store, children }: { store: FlowStore; children: ReactNode }) {
  return <FlowStoreContext.Provider value={store}>{children}</FlowStoreContext.Provider>;
}

/** The store itself, for actions and reads outside render (event handlers, effects). */
export function useFlowStoreApi(): FlowStore {
  const store = useContext(FlowStoreContext);
  if (!store) throw new Error('useFlowStore must be used inside <FlowStoreProvider>');
  return store;
}

export function useFlowStore<T>(selector: (state: FlowStoreState) => T): T {
  return useStore(useFlowStoreApi(), selector);
}
