// Export of a flow from the list (spec/3 section 5, Export): a JSON file, with the values of
// password and secret fields cleared unless the user keeps them.
import type { FlowRecord } from '@app/flow-graph';
import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../context/useToasts';
import { downloadFlowFile, exportFlowFile } from '../io';

export interface ExportFlowDialogProps {
  opened: boolean;
  /** Kept while the dialog closes, so its text does not change as it fades out. */
  flow: FlowRecord | null;
  onClose(): void;
}

export function ExportFlowDialog({ opened, flow, onClose }: ExportFlowDialogProps) {
  const { t } = useTranslation('workspace');
  const toasts = useToasts();
  const [clearSecrets, setClearSecrets] = useState(true);
  const [langflow, setLangflow] = useState(false);
  const save = () => {
    if (!flow) return;
    downloadFlowFile(exportFlowFile(flow, { clearSecrets, format: langflow ? 'langflow' : 'ours' }));
    toasts.succeeded(t('export.success', { name: flow.name }));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('export.title')} centered size="sm" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Text size="sm" fw={500} mb="sm">
        {flow?.name}
      </Text>
      <Checkbox
        label={t('export.clearSecrets')}
        description={t('export.clearSecretsHint')}
        checked={clearSecrets}
        onChange={(event) => setClearSecrets(event.currentTarget.checked)}
      />
      <Checkbox
        mt="sm"
        label={t('export.langflow')}
        description={t('export.langflowHint')}
        checked={langflow}
        onChange={(event) => setLangflow(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button onClick={save}>{t('export.confirm')}</Button>
      </Group>
    </Modal>
  );
}
