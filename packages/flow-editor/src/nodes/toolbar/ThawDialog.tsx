// Asked after a component is unfrozen while components its freeze froze are still frozen: they
// keep answering their cached results until thawed too, so the user chooses here.
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FrozenComponent } from '../../build';
import { MODAL_SIZES } from '../../modals/sizes';

interface ThawDialogProps {
  /** The component just unfrozen. */
  name: string;
  /** Still frozen on its path; the dialog is open while there are some. */
  frozen: readonly FrozenComponent[];
  onThaw(): void;
  onClose(): void;
}

export function ThawDialog({ name, frozen, onThaw, onClose }: ThawDialogProps) {
  const { t } = useTranslation('build');
  const count = frozen.length;
  return (
    <Modal
      opened={count > 0}
      onClose={onClose}
      title={t('node.thaw.title', { name })}
      size={MODAL_SIZES['x-small']}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Text size="sm">{t('node.thaw.message', { count })}</Text>
      <List size="sm" mt="xs">
        {frozen.map((component) => (
          <List.Item key={component.id}>{component.name}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('node.thaw.keep')}
        </Button>
        <Button
          onClick={() => {
            onThaw();
            onClose();
          }}
        >
          {t('node.thaw.all', { count })}
        </Button>
      </Group>
    </Modal>
  );
}
