// A sortableList field: the chosen options in order as chips, moved up or down and removed, and a
// menu adding the options not chosen yet.
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useEditorTranslation } from '../context/EditorTexts';
import { stringList } from './fieldRules';
import type { FieldEditorProps } from './types';

/** `items` with the entry at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function SortableListField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const chosen = stringList(field.value);
  const free = (field.options ?? []).filter((option) => !chosen.includes(option));
  const iconProps = { variant: 'subtle', color: 'gray', size: 'xs' } as const;

  return (
    <Stack gap={4} aria-label={label} role="group">
      {chosen.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('sortable.empty')}
        </Text>
      )}
      {chosen.map((value, index) => (
        <Paper key={value} withBorder radius="xl" px="xs" py={2}>
          <Group gap={4} wrap="nowrap" justify="space-between">
            <Text size="xs" truncate>
              {index + 1}. {value}
            </Text>
            {!readOnly && (
              <Group gap={0} wrap="nowrap">
                <ActionIcon {...iconProps} aria-label={t('sortable.moveUp', { value })} disabled={index === 0} onClick={() => onChange(moveItem(chosen, index, index - 1))}>
                  <IconArrowUp size={12} />
                </ActionIcon>
                <ActionIcon
                  {...iconProps}
                  aria-label={t('sortable.moveDown', { value })}
                  disabled={index === chosen.length - 1}
                  onClick={() => onChange(moveItem(chosen, index, index + 1))}
                >
                  <IconArrowDown size={12} />
                </ActionIcon>
                <ActionIcon {...iconProps} aria-label={t('sortable.remove', { value })} onClick={() => onChange(chosen.filter((_, at) => at !== index))}>
                  <IconX size={12} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Paper>
      ))}
      {!readOnly && free.length > 0 && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} style={{ alignSelf: 'flex-start' }}>
              {t('sortable.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {free.map((option) => (
              <Menu.Item key={option} onClick={() => onChange([...chosen, option])}>
                {option}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
