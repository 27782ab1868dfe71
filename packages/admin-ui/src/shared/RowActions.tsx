import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  onDetail?(): void;
  onEdit(): void;
  /** Left out where the row cannot be deleted. */
  onDelete?(): void;
}

/** 详情 / 编辑 / 删除 of a table row. */
export function RowActions({ onDetail, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} wrap="nowrap">
      {onDetail && (
        <Button variant="subtle" size="compact-sm" onClick={onDetail}>
          {t('detail')}
        </Button>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onEdit}>
        {t('edit')}
      </Button>
      {onDelete && (
        <Button variant="subtle" color="red" size="compact-sm" onClick={onDelete}>
          {t('delete')}
        </Button>
      )}
    </Group>
  );
}
