// Editing a message in place: Enter saves, Shift+Enter adds a line, Escape cancels.
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isComposing } from '../shared/keys';

export interface MessageEditorProps {
  initialText: string;
  onSave(text: string): void;
  onCancel(): void;
}

export function MessageEditor({ initialText, onSave, onCancel }: MessageEditorProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initialText);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isComposing(event)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onSave(text);
    }
  };
  return (
    <Stack gap={4}>
      <Textarea autosize minRows={1} maxRows={10} autoFocus value={text} onChange={(event) => setText(event.currentTarget.value)} onKeyDown={onKeyDown} />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button size="compact-xs" onClick={() => onSave(text)}>
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
