// A list text field: one input per entry, with add and remove. Empty entries stay while editing;
// dropping them before a build is the engine's conversion (spec/3 section 5).
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEditorTranslation } from '../context/EditorTexts';
import { stringList } from './fieldRules';
import type { FieldEditorProps } from './types';

export function StrListField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const entries = stringList(field.value);
  // An empty list still shows one box to type in.
  const shown = entries.length > 0 ? entries : [''];

  const set = (index: number, text: string) => onChange(shown.map((entry, at) => (at === index ? text : entry)));
  const remove = (index: number) => onChange(shown.filter((_, at) => at !== index));

  return (
    <Stack gap={4}>
      {shown.map((entry, index) => (
        <Group key={index} gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            flex={1}
            aria-label={`${label} ${t('list.item', { index: index + 1 })}`}
            value={entry}
            placeholder={field.placeholder}
            readOnly={readOnly}
            onChange={(event) => set(index, event.currentTarget.value)}
          />
          {!readOnly && shown.length > 1 && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('list.remove', { index: index + 1 })} onClick={() => remove(index)}>
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button size="compact-xs" variant="subtle" leftSection={<IconPlus size={12} />} onClick={() => onChange([...shown, ''])} style={{ alignSelf: 'flex-start' }}>
          {t('list.add')}
        </Button>
      )}
    </Stack>
  );
}
