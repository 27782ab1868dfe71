import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ModalActionsProps {
  /** Read-only modals only close. */
  readonly: boolean;
  busy?: boolean;
  /** Save is refused while something in the modal is invalid. */
  saveDisabled?: boolean;
  /** Default 取消 / 保存. */
  cancelLabel?: string;
  saveLabel?: string;
  onCancel(): void;
  onSave(): void;
}

/** The footer of an editor modal: cancel and save, or only 关闭 when read-only. */
export function ModalActions({ readonly, busy = false, saveDisabled = false, cancelLabel, saveLabel, onCancel, onSave }: ModalActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="xs">
      {readonly ? (
        <Button variant="default" onClick={onCancel}>
          {t('close')}
        </Button>
      ) : (
        <>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button onClick={onSave} loading={busy} disabled={saveDisabled}>
            {saveLabel ?? t('save')}
          </Button>
        </>
      )}
    </Group>
  );
}
