// A multiline text field: a few lines edited in place, and the text modal for the whole text.
import { ActionIcon, Textarea } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { TextModal } from '../modals';
import { textOf } from './fieldRules';
import type { FieldEditorProps } from './types';

export function MultilineField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [opened, setOpened] = useState(false);
  const text = textOf(field.value);
  return (
    <>
      <Textarea
        size="xs"
        aria-label={label}
        autosize
        minRows={2}
        maxRows={5}
        value={text}
        placeholder={field.placeholder}
        readOnly={readOnly}
        onChange={(event) => onChange(event.currentTarget.value)}
        rightSection={
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('text.expand')} onClick={() => setOpened(true)}>
            <IconArrowsMaximize size={14} />
          </ActionIcon>
        }
        rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 4 } }}
      />
      <TextModal
        opened={opened}
        title={label}
        value={text}
        readonly={readOnly}
        onClose={() => setOpened(false)}
        onSave={(value) => onChange(value)}
      />
    </>
  );
}
