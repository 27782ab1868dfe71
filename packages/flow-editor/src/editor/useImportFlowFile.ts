// 导入 in the editor: a picked JSON flow file (ours or Langflow's) is added to the canvas, its
// nodes pasted beside the current ones (unknown components kept, shown as invalid by the node)
// and brought into view.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { readFlowFile } from '../io';
import { useFlowStoreApi } from '../store/FlowStoreProvider';

/** Reads the file and adds its flows' nodes; says 导入成功, or the refusal as the toast's title. */
export function useImportFlowFile(): (file: File) => Promise<void> {
  const { notify } = useFlowEditor();
  const store = useFlowStoreApi();
  const { t } = useTranslation('editor');
  return useCallback(
    async (file: File) => {
      const result = await readFlowFile(file, 'any');
      if (!result.ok) {
        notify({ kind: 'error', title: t(`workspace:import.${result.problem}`, { defaultValue: result.message }) });
        return;
      }
      const added = result.flows.flatMap((flow) => (flow.data && flow.data.nodes.length > 0 ? store.getState().paste({ data: flow.data }) : []));
      if (added.length === 0) {
        notify({ kind: 'error', title: t('import.empty') });
        return;
      }
      store.getState().focusNodes(added);
      notify({ kind: 'success', title: t('import.succeeded') });
    },
    [notify, store, t],
  );
}
