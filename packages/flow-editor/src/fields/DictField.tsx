// A dict or NestedDict field: key-value rows edited in place (add, remove, duplicate keys flagged —
// spec/3 section 5) and the dictionary modal for the JSON view.
import { objectToKeyPairs } from '@app/flow-graph';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBraces, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { DictModal } from '../modals';
import { cellText, cellValue, duplicateRows, isEditableCell, rowsOf, storedValueOf, type KeyValueRow } from './keyValueRows';
import type { FieldEditorProps } from './types';
import { DeferredTooltip } from '../shared/DeferredTooltip';

export function DictField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [opened, setOpened] = useState(false);
  // The rows as edited: an object cannot hold two rows with one key while the user fixes them.
  const stored = JSON.stringify(field.value ?? null);
  const [edited, setEdited] = useState<{ stored: string; rows: KeyValueRow[] } | null>(null);
  const rows = edited?.stored === stored ? edited.rows : rowsOf(field.value);
  const duplicates = duplicateRows(rows);

  const update = (next: KeyValueRow[]) => {
    const value = storedValueOf(next, field.type);
    setEdited({ stored: JSON.stringify(value), rows: next });
    onChange(value);
  };
  const setRow = (index: number, row: KeyValueRow) => update(rows.map((current, at) => (at === index ? row : current)));

  return (
    <Stack gap={4}>
      {rows.map((row, index) => (
        <Group key={index} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            size="xs"
            flex={1}
            aria-label={`${label} ${t('dict.key')} ${index + 1}`}
            placeholder={t('dict.key')}
            value={row.key}
            readOnly={readOnly}
            error={duplicates.has(index) ? t('dict.duplicate') : undefined}
            onChange={(event) => setRow(index, { ...row, key: event.currentTarget.value })}
          />
          {isEditableCell(row.value) ? (
            <TextInput
              size="xs"
              flex={1}
              aria-label={`${label} ${t('dict.value')} ${index + 1}`}
              placeholder={t('dict.value')}
              value={cellText(row.value)}
              readOnly={readOnly}
              onChange={(event) => setRow(index, { ...row, value: cellValue(event.currentTarget.value, row.value) })}
            />
          ) : (
            <DeferredTooltip label={t('dict.nested')}>
              <TextInput size="xs" flex={1} aria-label={`${label} ${t('dict.value')} ${index + 1}`} value={cellText(row.value)} readOnly />
            </DeferredTooltip>
          )}
          {!readOnly && (
            <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('dict.remove', { index: index + 1 })} onClick={() => update(rows.filter((_, at) => at !== index))}>
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {rows.length === 0 && readOnly && (
        <Text size="xs" c="dimmed">
          {'{}'}
        </Text>
      )}
      <Group gap={4}>
        {!readOnly && (
          <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={() => update([...rows, { key: '', value: '' }])}>
            {t('dict.add')}
          </Button>
        )}
        <Button size="compact-xs" variant="subtle" leftSection={<IconBraces size={12} />} onClick={() => setOpened(true)}>
          {t('dict.json')}
        </Button>
      </Group>
      <DictModal
        opened={opened}
        title={label}
        value={storedValueOf(rows, 'NestedDict')}
        readonly={readOnly}
        onClose={() => setOpened(false)}
        onSave={(value) => {
          // A dict keeps key pairs; the JSON view edits them as one object.
          const isPlainObject = !Array.isArray(value);
          onChange(field.type === 'dict' && isPlainObject ? objectToKeyPairs(value as Record<string, unknown>) : value);
        }}
      />
    </Stack>
  );
}
