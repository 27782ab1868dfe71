// "If the current tab has no items in the folder, the screen switches to the other tab" (spec/3
// section 2): once an unsearched first page comes back empty, the other tab is asked for one item
// and shown when it has any. Nothing switches while both are empty.
import { useEffect } from 'react';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { tabQuery, type FlowListTab, type FolderFlows } from './useFolderFlows';

export function useTabAutoSwitch(list: FolderFlows, onSwitch: (tab: FlowListTab) => void): void {
  const { api } = useFlowEditor();
  const { shown, total } = list;
  useEffect(() => {
    if (!shown?.folderId || shown.page !== 1 || shown.search !== '' || total > 0) return;
    const other: FlowListTab = shown.tab === 'flows' ? 'components' : 'flows';
    let current = true;
    api.folders.get(shown.folderId, { ...tabQuery(other), page: 1, size: 1 }).then(
      (answer) => {
        if (current && answer.flows.total > 0) onSwitch(other);
      },
      // The list's own load reports failures.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, shown, total, onSwitch]);
}
