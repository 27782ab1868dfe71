// Saving the open flow: S's auto-save scheduler with the app's configuration, mod+s (also when
// auto-save is off), the failure toast 'Failed to save flow' with its reason, and the dirty flag
// the app's leave guard listens to.
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import { createAutoSave, type AutoSave } from '../store/autoSave';
import type { FlowStore } from '../store/FlowStoreProvider';
import type { FlowStoreState } from '../store/types';

/** The server's GET config answer carries these as auto_saving and auto_saving_interval. */
export interface AutoSaveConfig {
  enabled: boolean;
  intervalMs: number;
}

export const DEFAULT_AUTO_SAVE: AutoSaveConfig = { enabled: true, intervalMs: 1000 };

export interface FlowSaving {
  /** Saves the unsaved changes now and says 工作流保存成功!; false when the save failed. */
  save(): Promise<boolean>;
  /** Saves without the success toast (before leaving). */
  flush(): Promise<boolean>;
}

const isDirty = (state: FlowStoreState) => state.saveState !== 'saved';

export function useFlowSaving(store: FlowStore, config: AutoSaveConfig, onDirtyChange?: (dirty: boolean) => void): FlowSaving {
  const { api, notify } = useFlowEditor();
  const { t, i18n } = useTranslation('editor');
  const [autoSave, setAutoSave] = useState<AutoSave | null>(null);
  // The scheduler lives as long as the store and starts with the configuration of that moment;
  // later changes go through update().
  const initialConfig = useRef(config);
  // Read when a save fails, so a new toast function or language keeps the scheduler (and its pending save).
  const failureToast = useRef({ notify, t });
  failureToast.current = { notify, t };
  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;

  useEffect(() => {
    const scheduler = createAutoSave(store, {
      ...initialConfig.current,
      save: (data, { locked }) => api.flows.update(store.getState().flow.id, { data, locked }),
      onError: (error) => {
        const { notify: show, t: text } = failureToast.current;
        show({ kind: 'error', title: text('save.failed'), list: [serverDetail(error, i18n) ?? (error instanceof Error ? error.message : text('errors:unknown'))] });
      },
    });
    setAutoSave(scheduler);
    return () => scheduler.dispose();
  }, [store, api]);

  useEffect(() => autoSave?.update({ enabled: config.enabled, intervalMs: config.intervalMs }), [autoSave, config.enabled, config.intervalMs]);

  useEffect(() => {
    let dirty = isDirty(store.getState());
    reportDirty.current?.(dirty);
    return store.subscribe((state) => {
      if (isDirty(state) === dirty) return;
      dirty = isDirty(state);
      reportDirty.current?.(dirty);
    });
  }, [store]);

  // Closing the tab or reloading with unsaved changes asks the browser's own question.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty(store.getState())) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);

  const flush = useCallback(async () => {
    await autoSave?.flush();
    return store.getState().saveState === 'saved';
  }, [autoSave, store]);
  const save = useCallback(async () => {
    const saved = await flush();
    if (saved) notify({ kind: 'success', title: t('save.succeeded') });
    return saved;
  }, [flush, notify, t]);

  useHotkeys([['mod+s', () => void save()]], []);

  return { save, flush };
}
