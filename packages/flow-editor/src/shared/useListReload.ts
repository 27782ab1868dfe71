// A list screen's items (variables, knowledge bases): loaded on mount and reloaded after each
// change. Only the latest load's answer counts, so a slow earlier one never overwrites it, and one
// that arrives after unmounting is dropped; a failure is reported once and keeps the list shown.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ReloadedList<T> {
  items: T[];
  loading: boolean;
  reload(): Promise<void>;
}

/** `load` is called again when it changes (give a stable one); `onLoadError` may change freely. */
export function useListReload<T>(load: () => Promise<T[]>, onLoadError: (error: unknown) => void): ReloadedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const onError = useRef(onLoadError);
  useEffect(() => {
    onError.current = onLoadError;
  }, [onLoadError]);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const loaded = await load();
      if (request === latest.current) setItems(loaded);
    } catch (error) {
      if (request === latest.current) onError.current(error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { items, loading, reload };
}
