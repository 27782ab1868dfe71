// Asked before leaving the editor with unsaved changes (spec/3 section 2, Leave-page dialog): the
// flow's name and last-saved time, and save / cancel / proceed.
import { formatDateTime } from '@app/ui';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LeavePageDialogProps {
  opened: boolean;
  flowName: string;
  /** ISO time of the last save; null when never saved. */
  lastSavedAt: string | null;
  /** Saves, then leaves; the dialog shows progress until it settles. */
  onSave(): Promise<unknown> | void;
  /** Stays on the page. */
  onCancel(): void;
  /** Leaves without saving. */
  onProceed(): void;
}

export function LeavePageDialog({ opened, flowName, lastSavedAt, onSave, onCancel, onProceed }: LeavePageDialogProps) {
  const { t } = useTranslation('editor');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={t('leave.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered size="md">
      <Stack gap="xs">
        <Text size="sm">{t('leave.message', { name: flowName })}</Text>
        <Text size="sm" c="dimmed">
          {lastSavedAt ? t('leave.lastSaved', { time: formatDateTime(lastSavedAt) ?? '' }) : t('leave.neverSaved')}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('leave.cancel')}
        </Button>
        <Button variant="light" color="red" onClick={onProceed} disabled={saving}>
          {t('leave.proceed')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('leave.save')}
        </Button>
      </Group>
    </Modal>
  );
}
