// What the list does to flows: delete (spec/3 section 8 texts), duplicate with a free name, and
// import dropped files into the folder. Each ends with `onChanged` so the page reloads.
import type { FlowRecord } from '@app/flow-graph';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { readFlowFile } from '../io';
import { duplicateOf, placeImported, takenNamesOf } from './flowCopies';
import type { FlowListTab } from './useFolderFlows';

export interface FlowActions {
  remove(ids: readonly string[]): Promise<void>;
  duplicate(flow: FlowRecord): Promise<void>;
  importFiles(files: readonly File[]): Promise<void>;
}

export function useFlowActions(folderId: string | undefined, tab: FlowListTab, onChanged: () => void): FlowActions {
  const { t } = useTranslation('workspace');
  const { api, notify } = useFlowEditor();
  const toasts = useToasts();
  // The server refuses a name any of the owner's flows has, in whichever folder.
  const takenNames = async () => takenNamesOf(await api.flows.all({ header_flows: true }));

  const remove = async (ids: readonly string[]) => {
    try {
      await api.flows.removeMany(ids);
      toasts.succeeded(t('delete.success'));
    } catch {
      notify({ kind: 'error', title: t('delete.failed'), list: [t('delete.retry')] });
    }
    onChanged();
  };

  const duplicate = async (flow: FlowRecord) => {
    try {
      const copy = await api.flows.create(duplicateOf(flow, await takenNames(), folderId));
      toasts.succeeded(t('duplicate.success', { name: copy.name }));
      onChanged();
    } catch (error) {
      toasts.failed(t('duplicate.failed'), error);
    }
  };

  const importFiles = async (files: readonly File[]) => {
    const expect = tab === 'components' ? 'component' : 'flow';
    const results = await Promise.all(files.map((file) => readFlowFile(file, expect)));
    const refused = results.find((result) => !result.ok);
    if (refused && !refused.ok) {
      notify({ kind: 'error', title: t('import.failed'), list: [t(`import.${refused.problem}`)] });
      return;
    }
    const flows = results.flatMap((result) => (result.ok ? result.flows : []));
    try {
      for (const flow of placeImported(flows, await takenNames(), folderId)) await api.flows.create(flow);
      toasts.succeeded(t('import.success'));
    } catch (error) {
      toasts.failed(t('import.failed'), error);
    }
    onChanged();
  };

  return { remove, duplicate, importFiles };
}
