// 导出: the open flow as a JSON file (spec/3 sections 2 and 5, Export). The file name is required;
// unless "save with API key" is ticked, password and global-variable values are cleared; the
// Langflow format names the components Langflow 1.6 also has as Langflow does.
import { DialogForm } from '@app/ui';
import { Checkbox, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { downloadFlowFile, exportFlowFile } from '../io';
import { useFlowStoreApi } from '../store/FlowStoreProvider';

export interface ExportFlowDialogProps {
  opened: boolean;
  onClose(): void;
}

export function ExportFlowDialog({ opened, onClose }: ExportFlowDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal opened={opened} onClose={onClose} title={t('export.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      <ExportForm onClose={onClose} />
    </Modal>
  );
}

function ExportForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('editor');
  const { notify } = useFlowEditor();
  const store = useFlowStoreApi();
  const [name, setName] = useState(() => store.getState().flow.name);
  const [withKeys, setWithKeys] = useState(false);
  const [langflow, setLangflow] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const fileName = name.trim();
    if (fileName === '') {
      setError(t('export.nameRequired'));
      return;
    }
    const { flow, toFlowData } = store.getState();
    downloadFlowFile(exportFlowFile({ ...flow, name: fileName, data: toFlowData() }, { clearSecrets: !withKeys, format: langflow ? 'langflow' : 'ours' }));
    notify({ kind: 'success', title: t('export.succeeded', { name: fileName }) });
    onClose();
  };

  return (
    <DialogForm onSubmit={() => submit()} onCancel={onClose} submitLabel={t('export.submit')}>
      <TextInput
        label={t('export.fileName')}
        withAsterisk
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(undefined);
        }}
        data-autofocus
      />
      <Checkbox label={t('export.withKeys')} description={t('export.withKeysHint')} checked={withKeys} onChange={(event) => setWithKeys(event.currentTarget.checked)} />
      <Checkbox label={t('export.langflow')} description={t('export.langflowHint')} checked={langflow} onChange={(event) => setLangflow(event.currentTarget.checked)} />
    </DialogForm>
  );
}
