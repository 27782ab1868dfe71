// 下架应用's confirmation (spec/3 section 4, Unpublish): what unpublishing does, the note the server
// keeps in the history, then 下架成功 or 下架失败 (the dialog stays open on failure).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { useToasts } from '../context/useToasts';
import { isNoteWritten, ReleaseNoteField } from './ReleaseNoteField';

export interface UnpublishDialogProps {
  opened: boolean;
  flowId: string;
  onClose(): void;
  /** The app is unpublished (the flow's released_at is cleared). */
  onUnpublished(): void;
}

export function UnpublishDialog({ opened, flowId, onClose, onUnpublished }: UnpublishDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal opened={opened} onClose={onClose} title={t('history.unpublishTitle')} closeButtonProps={{ 'aria-label': t('common:close') }} centered size="md">
      {opened && <UnpublishForm flowId={flowId} onClose={onClose} onUnpublished={onUnpublished} />}
    </Modal>
  );
}

function UnpublishForm({ flowId, onClose, onUnpublished }: Omit<UnpublishDialogProps, 'opened'>) {
  const { t } = useTranslation('editor');
  const { api } = useFlowEditor();
  const toasts = useToasts();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const unpublish = async () => {
    setBusy(true);
    try {
      await api.store.decommission({ flow_id: flowId, note: note.trim() });
      toasts.succeeded(t('history.unpublishSucceeded'));
      onUnpublished();
      onClose();
    } catch (error) {
      toasts.failed(t('history.unpublishFailed'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('history.unpublishMessage')}</Text>
      <ReleaseNoteField label={t('history.unpublishNote')} placeholder={t('history.unpublishNotePlaceholder')} value={note} onChange={setNote} disabled={busy} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button color="red" onClick={() => void unpublish()} loading={busy} disabled={!isNoteWritten(note)}>
          {t('history.unpublishConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
