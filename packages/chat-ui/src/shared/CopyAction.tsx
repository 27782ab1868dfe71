// A copy button that confirms for 2 s (spec/3 section 9, copy indicator).
import { ActionIcon, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const COPY_CONFIRM_MS = 2000;

export interface CopyActionProps {
  text: string;
  /** The button's name; 复制 when not given. */
  label?: string;
  onCopied?(text: string): void;
}

export function CopyAction({ text, label, onCopied }: CopyActionProps) {
  const { t } = useTranslation('chat');
  const clipboard = useClipboard({ timeout: COPY_CONFIRM_MS });
  const name = clipboard.copied ? t('actions.copied') : (label ?? t('actions.copy'));
  return (
    <Tooltip label={name} withinPortal={false}>
      <ActionIcon
        variant="subtle"
        color={clipboard.copied ? 'teal' : 'gray'}
        size="sm"
        aria-label={name}
        onClick={() => {
          clipboard.copy(text);
          onCopied?.(text);
        }}
      >
        {clipboard.copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      </ActionIcon>
    </Tooltip>
  );
}
