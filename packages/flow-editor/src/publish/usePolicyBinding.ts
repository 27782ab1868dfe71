// The access policy of the flow's app (spec/3 Settings tab and Leave guard): the store's bound
// policy group and the one selected in 设置. A binding call is made whenever the selection differs
// from the stored policy: at once on a selection, and again before leaving the editor when it
// failed (绑定策略失败). Nothing is read until the tab is first shown.
import { EMPTY_UUID, type PolicyGroupRead } from '@app/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';

export interface PolicyBinding {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every policy group, the default one (EMPTY_UUID: everyone) first. */
  groups: PolicyGroupRead[];
  /** The policy group the app is bound to. */
  stored: string;
  selected: string;
  binding: boolean;
  /** The selection differs from the stored policy (a binding is due). */
  pending: boolean;
  /** Reads the store and the groups (again after a failure). */
  load(): void;
  select(policyId: string): void;
  /** Binds the selection when it differs from the stored policy; true when they agree afterwards. */
  flush(): Promise<boolean>;
}

interface Bound {
  storeId: string;
  stored: string;
  selected: string;
}

const defaultFirst = (groups: PolicyGroupRead[]) => [...groups].sort((a, b) => Number(b.id === EMPTY_UUID) - Number(a.id === EMPTY_UUID));

export function usePolicyBinding(flowId: string): PolicyBinding {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [status, setStatus] = useState<PolicyBinding['status']>('idle');
  const [groups, setGroups] = useState<PolicyGroupRead[]>([]);
  const [bound, setBound] = useState<Bound | null>(null);
  const [binding, setBinding] = useState(false);
  // The latest state for flush(), which the leave guard calls from outside a render.
  const current = useRef<Bound | null>(null);
  current.current = bound;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback(() => {
    setStatus('loading');
    Promise.all([api.store.ofFlow(flowId), api.policies.all()]).then(
      ([store, all]) => {
        if (!live.current) return;
        setGroups(defaultFirst(all));
        setBound({ storeId: store.id, stored: store.policy_id, selected: store.policy_id });
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live.current) return;
        toasts.failed(t('settings.loadFailed'), error);
        setStatus('failed');
      },
    );
  }, [api, flowId, toasts, t]);

  const bind = useCallback(
    async (state: Bound): Promise<boolean> => {
      if (state.selected === state.stored) return true;
      setBinding(true);
      try {
        await api.store.bindPolicy({ store_id: state.storeId, policy_id: state.selected });
        // A selection made meanwhile stays selected (and is bound by its own call).
        if (current.current) current.current = { ...current.current, stored: state.selected };
        if (live.current) setBound((previous) => (previous ? { ...previous, stored: state.selected } : previous));
        toasts.succeeded(t('settings.bound'));
        return true;
      } catch (error) {
        toasts.failed(t('settings.bindFailed'), error);
        return false;
      } finally {
        if (live.current) setBinding(false);
      }
    },
    [api, toasts, t],
  );

  const select = useCallback(
    (policyId: string) => {
      const state = current.current;
      if (!state) return;
      const next = { ...state, selected: policyId };
      current.current = next;
      setBound(next);
      void bind(next);
    },
    [bind],
  );

  const flush = useCallback(async () => (current.current ? bind(current.current) : true), [bind]);

  return {
    status,
    groups,
    stored: bound?.stored ?? EMPTY_UUID,
    selected: bound?.selected ?? EMPTY_UUID,
    binding,
    pending: bound !== null && bound.selected !== bound.stored,
    load,
    select,
    flush,
  };
}
