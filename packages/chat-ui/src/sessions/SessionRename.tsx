// Renaming a session in place: Enter or the check button commits, the X, Escape or leaving the
// field cancels (spec/3 section 4, Session).
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isComposing } from '../shared/keys';

export interface SessionRenameProps {
  name: string;
  onCommit(next: string): void;
  onCancel(): void;
}

// The buttons act on mouse down's click without taking the focus, so the field's blur (which
// cancels) does not run first.
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SessionRename({ name, onCommit, onCancel }: SessionRenameProps) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(name);
  const commit = () => {
    const next = value.trim();
    if (next === '' || next === name) onCancel();
    else onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isComposing(event)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <Group gap={4} wrap="nowrap" px={4}>
      <TextInput
        size="xs"
        autoFocus
        aria-label={t('sessions.nameLabel')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={onCancel}
        style={{ flex: 1 }}
      />
      <ActionIcon size="sm" variant="subtle" color="teal" aria-label={t('sessions.confirmRename')} onMouseDown={keepFocus} onClick={commit}>
        <IconCheck size={14} />
      </ActionIcon>
      <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('sessions.cancelRename')} onMouseDown={keepFocus} onClick={onCancel}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}
