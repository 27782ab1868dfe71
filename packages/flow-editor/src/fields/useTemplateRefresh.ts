// Asks the server for a node's new template after one of its fields changed (refresh buttons and
// real_time_refresh fields, spec/3 section 3): POST custom_component/update with the node's code
// and template, and the new node handed back through onNodeChange.
import type { ComponentNode, NodeTemplate, TemplateField } from '@app/flow-graph';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { serverDetail } from '../context/useToasts';
import { REAL_TIME_REFRESH_DELAY_MS } from './fieldRules';

export interface TemplateRefresh {
  /** Refreshes now with the field at `value`. */
  refresh(value: unknown): Promise<void>;
  /** Refreshes once changes have stopped for REAL_TIME_REFRESH_DELAY_MS (each call restarts the wait). */
  scheduleRefresh(value: unknown): void;
  refreshing: boolean;
}

function codeOf(template: NodeTemplate): string {
  const code = template.code;
  return typeof code === 'object' && typeof code.value === 'string' ? code.value : '';
}

/** The template with the field at `value`: the node in the props may not have the change yet. */
function withValue(template: NodeTemplate, name: string, value: unknown): NodeTemplate {
  const field = template[name];
  return typeof field === 'object' ? { ...template, [name]: { ...field, value } satisfies TemplateField } : template;
}

export function useTemplateRefresh(name: string, node: ComponentNode, onNodeChange: (node: ComponentNode) => void): TemplateRefresh {
  const { api, notify } = useFlowEditor();
  const { t, i18n } = useEditorTranslation('fields');
  const [refreshing, setRefreshing] = useState(false);
  // The debounced call runs after later renders; it must send the node as it is then.
  const latest = useRef({ node, onNodeChange });
  useEffect(() => {
    latest.current = { node, onNodeChange };
  }, [node, onNodeChange]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(
    async (value: unknown) => {
      const current = latest.current.node;
      const template = withValue(current.template, name, value);
      setRefreshing(true);
      try {
        const updated = await api.components.updateTemplate({ code: codeOf(template), template, field: name, field_value: value });
        latest.current.onNodeChange({ ...current, ...updated });
      } catch (error) {
        notify({ kind: 'error', title: t('refreshFailed'), list: [serverDetail(error, i18n) ?? t('refreshFailedDefault')] });
      } finally {
        setRefreshing(false);
      }
    },
    [api, name, notify, t],
  );

  const scheduleRefresh = useCallback(
    (value: unknown) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refresh(value), REAL_TIME_REFRESH_DELAY_MS);
    },
    [refresh],
  );

  return { refresh, scheduleRefresh, refreshing };
}
