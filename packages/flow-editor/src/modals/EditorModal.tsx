import { Badge, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES, type ModalSize } from './sizes';

interface EditorModalProps {
  opened: boolean;
  onClose(): void;
  title: string;
  /** Marks the title 只读. */
  readonly: boolean;
  size: ModalSize;
  /** False while something inside (a confirmation) owns Escape. */
  closeOnEscape?: boolean;
  /** The editor, then its ModalActions. */
  children: ReactNode;
}

/** The frame of a field's editor modal: centred, of a named size, its title marked when read-only. */
export function EditorModal({ opened, onClose, title, readonly, size, closeOnEscape = true, children }: EditorModalProps) {
  const { t } = useTranslation('modals');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={closeOnEscape}
      title={
        <Group gap="xs">
          {title}
          {readonly && (
            <Badge variant="light" color="gray">
              {t('readonly')}
            </Badge>
          )}
        </Group>
      }
      size={MODAL_SIZES[size]}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Stack gap="sm">{children}</Stack>
    </Modal>
  );
}
