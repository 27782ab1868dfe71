import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The action; the dialog stays open (with a busy button) until it settles, then closes. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before a delete: the confirm button says the `common` namespace's 删除 / Delete. */
export function ConfirmDialog({ opened, title, message, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('close') }} opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy}>
          {t('delete')}
        </Button>
      </Group>
    </Modal>
  );
}
