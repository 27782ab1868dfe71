// Sharing the chat (spec/2 chat page): a popover with the share address and a copy button, and on
// small screens the system's share sheet. Each outcome is a notice with the spec's texts.
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconShare, IconShare2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppChatNotification } from './appChatApi';

export interface SharePopoverProps {
  url: string;
  title: string;
  /** Small screens also offer the system's share sheet. */
  compact?: boolean;
  notify(notification: AppChatNotification): void;
}

export function SharePopover({ url, title, compact, notify }: SharePopoverProps) {
  const { t } = useTranslation('chat');

  const copy = async () => {
    if (!navigator.clipboard?.writeText) {
      notify({ kind: 'error', title: t('app.copyFailed'), list: [t('app.copyUnsupported')] });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'success', title: t('app.copied') });
    } catch {
      notify({ kind: 'error', title: t('app.copyFailed') });
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      notify({ kind: 'error', title: t('app.shareFailed'), list: [t('app.shareUnsupported')] });
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify({ kind: 'error', title: t('app.shareFailed') });
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Popover position="bottom-end" withArrow shadow="md" width={320}>
        <Popover.Target>
          <Tooltip label={t('app.share')} withinPortal={false}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('app.share')}>
              <IconShare size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('app.shareAddress')}
            </Text>
            <TextInput value={url} readOnly aria-label={t('app.shareAddress')} onFocus={(event) => event.currentTarget.select()} />
            <Button size="xs" onClick={() => void copy()}>
              {t('app.copyLink')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {compact && (
        <Tooltip label={t('app.nativeShare')} withinPortal={false}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('app.nativeShare')} onClick={() => void share()}>
            <IconShare2 size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
