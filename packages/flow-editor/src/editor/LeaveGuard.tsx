// What happens when the app blocks a navigation away from the editor (spec/3 section 4, Leave
// guard): first a policy selected in 设置 but not bound yet is bound; then nothing unsaved → leave;
// auto-save on → save, then leave; otherwise (or when the binding or that save fails) the
// leave-page dialog asks.
import { useEffect, useState } from 'react';
import { useFlowStore, useFlowStoreApi } from '../store/FlowStoreProvider';
import { LeavePageDialog } from './LeavePageDialog';

/** A navigation the app holds back (e.g. react-router's useBlocker while blocked). */
export interface LeaveRequest {
  proceed(): void;
  cancel(): void;
}

interface LeaveGuardProps {
  request: LeaveRequest | null;
  autoSave: boolean;
  /** Saves the unsaved changes; true when all is saved. */
  flush(): Promise<boolean>;
  /** Binds the selected access policy when it differs from the stored one; true when they agree. */
  bindPolicy(): Promise<boolean>;
}

export function LeaveGuard({ request, autoSave, flush, bindPolicy }: LeaveGuardProps) {
  const store = useFlowStoreApi();
  const flowName = useFlowStore((state) => state.flow.name);
  const lastSavedAt = useFlowStore((state) => state.lastSavedAt);
  const [asking, setAsking] = useState<LeaveRequest | null>(null);

  useEffect(() => {
    if (!request) return;
    let live = true;
    void bindPolicy().then((bound) => {
      if (!live) return;
      if (!bound) setAsking(request);
      else if (store.getState().saveState === 'saved') request.proceed();
      else if (!autoSave) setAsking(request);
      else void flush().then((saved) => live && (saved ? request.proceed() : setAsking(request)));
    });
    return () => {
      live = false;
    };
  }, [request, autoSave, flush, bindPolicy, store]);

  const open = asking !== null && asking === request;
  return (
    <LeavePageDialog
      opened={open}
      flowName={flowName}
      lastSavedAt={lastSavedAt}
      onSave={async () => {
        if (asking && (await bindPolicy()) && (await flush())) asking.proceed();
      }}
      onCancel={() => {
        asking?.cancel();
        setAsking(null);
      }}
      onProceed={() => asking?.proceed()}
    />
  );
}
