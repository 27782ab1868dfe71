// A store's API keys or channel codes (spec/3 "API keys and channel codes", sections 5 and 8): the
// list searched by name, the enabled switch (one toggle at a time, every switch locked while it
// runs), and deletion. A failed load empties the list and says 拉取…列表失败 / 请稍后再试.
import type { ApiKeyRead } from '@app/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { textsOf, type KeyKind } from './keyKind';

/** Typing in the search box asks the server once the user pauses. */
export const KEY_SEARCH_DEBOUNCE_MS = 300;

export interface KeyList {
  keys: ApiKeyRead[];
  loading: boolean;
  search: string;
  setSearch(search: string): void;
  reload(): Promise<void>;
  /** The key whose switch is being toggled; every switch is locked meanwhile. */
  toggling: string | null;
  toggle(key: ApiKeyRead, active: boolean): Promise<void>;
  remove(key: ApiKeyRead): Promise<void>;
}

export function useKeyList(storeId: string, kind: KeyKind): KeyList {
  const { t } = useTranslation('integration');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  const texts = textsOf(kind);
  const [keys, setKeys] = useState<ApiKeyRead[]>([]);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, KEY_SEARCH_DEBOUNCE_MS);
  const [toggling, setToggling] = useState<string | null>(null);
  // The toggle running now, read synchronously: a second click in the same tick finds it taken.
  const busy = useRef(false);
  // Only the latest load may fill the list (an older search can answer last).
  const latest = useRef(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const found = await api.apiKeys.list(storeId, { channel_only: kind === 'channel', search: query });
      if (live.current && ticket === latest.current) setKeys(found);
    } catch {
      if (!live.current || ticket !== latest.current) return;
      setKeys([]);
      notify({ kind: 'error', title: t(`${texts}.loadFailed`), list: [t('retryLater')] });
    } finally {
      if (live.current && ticket === latest.current) setLoading(false);
    }
  }, [api, storeId, kind, query, notify, t, texts]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const toggle = useCallback(
    async (key: ApiKeyRead, active: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setToggling(key.id);
      try {
        const saved = await api.apiKeys.update(key.id, { is_active: active });
        if (live.current) setKeys((current) => current.map((candidate) => (candidate.id === key.id ? { ...candidate, is_active: saved.is_active } : candidate)));
      } catch (error) {
        toasts.failed(t(`${texts}.toggleFailed`), error);
      } finally {
        busy.current = false;
        if (live.current) setToggling(null);
      }
    },
    [api, toasts, t, texts],
  );

  const remove = useCallback(
    async (key: ApiKeyRead) => {
      try {
        await api.apiKeys.remove(key.id);
        toasts.succeeded(t(`${texts}.deleted`));
      } catch (error) {
        toasts.failed(t(`${texts}.deleteFailed`), error);
      }
      await reload();
    },
    [api, toasts, t, texts, reload],
  );

  return { keys, loading, search, setSearch, reload, toggling, toggle, remove };
}
