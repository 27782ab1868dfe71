// The signed-in developer's global variables: loaded on mount, reloaded after each change; a load
// failure is reported once and leaves the list empty.
import type { VariableRead } from '@app/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlowEditor } from '../context/FlowEditorProvider';

export interface VariablesList {
  variables: VariableRead[];
  loading: boolean;
  reload(): Promise<void>;
}

export function useVariables(onLoadError: (error: unknown) => void): VariablesList {
  const { api } = useFlowEditor();
  const [variables, setVariables] = useState<VariableRead[]>([]);
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
      const loaded = await api.variables.list();
      if (request === latest.current) setVariables(loaded);
    } catch (error) {
      if (request === latest.current) onError.current(error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    void reload();
    // A reply after unmounting is dropped.
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { variables, loading, reload };
}
