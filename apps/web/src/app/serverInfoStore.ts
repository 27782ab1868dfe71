import type { ConfigResponse, VersionResponse } from '@app/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ServerInfoApi {
  system: { config(): Promise<ConfigResponse>; version(): Promise<VersionResponse> };
}

export interface ServerInfoState {
  /** Null until loaded, and when the server could not be asked. */
  config: ConfigResponse | null;
  version: string | null;
  loaded: boolean;
  load(): Promise<void>;
}

export type ServerInfoStore = StoreApi<ServerInfoState>;

/** Public server settings (config, version) read once at start-up by the shell. */
export function createServerInfoStore(api: ServerInfoApi): ServerInfoStore {
  return createStore<ServerInfoState>()((set) => ({
    config: null,
    version: null,
    loaded: false,
    async load() {
      const [config, version] = await Promise.allSettled([api.system.config(), api.system.version()]);
      set({
        config: config.status === 'fulfilled' ? config.value : null,
        version: version.status === 'fulfilled' ? version.value.version : null,
        loaded: true,
      });
    },
  }));
}

/** The config once the store has asked for it (null when the server could not be asked). */
export function loadedConfig(store: ServerInfoStore): Promise<ConfigResponse | null> {
  return new Promise((resolve) => {
    if (store.getState().loaded) {
      resolve(store.getState().config);
      return;
    }
    const unsubscribe = store.subscribe((state) => {
      if (!state.loaded) return;
      unsubscribe();
      resolve(state.config);
    });
  });
}
