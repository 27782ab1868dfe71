import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A modal's title, marked 只读 when nothing in it can be changed. */
export function ModalTitle({ title, readonly }: { title: string; readonly: boolean }) {
  const { t } = useTranslation('modals');
  return (
    <Group gap="xs">
      {title}
      {readonly && (
        <Badge variant="light" color="gray">
          {t('readonly')}
        </Badge>
      )}
    </Group>
  );
}
