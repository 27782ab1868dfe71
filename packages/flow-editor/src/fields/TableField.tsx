// A table field: how many rows it has, and the table modal with the field's columns.
import { Button, Group, Text } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { TableModal } from '../modals';
import type { FieldEditorProps } from './types';

const isRow = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

export function TableField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [opened, setOpened] = useState(false);
  const rows = Array.isArray(field.value) ? field.value.filter(isRow) : [];
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" aria-label={label}>
        {t('table.rows', { count: rows.length })}
      </Text>
      <Button size="compact-xs" variant="default" leftSection={<IconTable size={12} />} onClick={() => setOpened(true)}>
        {readOnly ? t('table.view') : t('table.edit')}
      </Button>
      <TableModal
        opened={opened}
        title={label}
        columns={field.table_schema?.columns ?? []}
        rows={rows}
        readonly={readOnly}
        onClose={() => setOpened(false)}
        onSave={(next) => onChange(next)}
      />
    </Group>
  );
}
