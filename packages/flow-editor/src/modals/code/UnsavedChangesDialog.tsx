// The unsaved-exit confirmation of the code modal (spec/3 section 4): Check & Save or Discard
// Changes; closing it (X, Escape) goes back to editing.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES } from '../sizes';

interface UnsavedChangesDialogProps {
  opened: boolean;
  saving: boolean;
  onKeepEditing(): void;
  onDiscard(): void;
  onSave(): void;
}

export function UnsavedChangesDialog({ opened, saving, onKeepEditing, onDiscard, onSave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('modals');
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title={t('unsaved.title')}
      size={MODAL_SIZES['x-small']}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Text size="sm">{t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onDiscard} disabled={saving}>
          {t('discardChanges')}
        </Button>
        <Button onClick={onSave} loading={saving}>
          {t('checkAndSave')}
        </Button>
      </Group>
    </Modal>
  );
}
